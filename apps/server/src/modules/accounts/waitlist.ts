import type { AdminWaitlistResponse, GrantAccessResponse } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { hashToken, newToken } from '../../http/session.ts';
import { HOUR } from '../../lib/clock.ts';
import { accessGrantedEmail } from './emails.ts';
import { grantAccess, OperatorError } from './operator.ts';
import * as repo from './repo.ts';

// The waitlist from the operator's side (the console): who is waiting, and letting them in. Letting someone in
// is the operator grant of `npm run users -- grant`, then an email with a sign-in link.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** How long the sign-in link of an access email works: people read such mail hours later, not at once. */
export const ACCESS_LINK_TTL_HOURS = 72;

const iso = (d: Date) => d.toISOString();

export async function waitlist(
  deps: Pick<AppDeps, 'db' | 'config'>,
  status: 'waiting' | 'granted' | 'all',
): Promise<AdminWaitlistResponse> {
  const [rows, counts] = await Promise.all([repo.listWaitlist(deps.db, status), repo.countWaitlist(deps.db)]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      email: r.email,
      joined_at: iso(r.created_at),
      user_id: r.user_id,
      first_name: r.first_name,
      referrer_email: r.referrer_email,
      access:
        r.access_type && r.access_since
          ? { type: r.access_type, tier: r.access_tier, since: iso(r.access_since) }
          : null,
    })),
    counts,
    access_mode: deps.config.ACCESS_MODE,
  };
}

/** Email a person a sign-in link that works once within ACCESS_LINK_TTL_HOURS, telling them they are in. */
async function sendAccessLink(deps: Deps, email: string, firstName: string | null) {
  const token = newToken();
  const now = deps.clock.now();
  await repo.insertLoginToken(deps.db, {
    token_hash: hashToken(token),
    email,
    purpose: 'magic_link',
    first_name: firstName,
    invite_code: null,
    created_at: now,
    expires_at: new Date(now.getTime() + ACCESS_LINK_TTL_HOURS * HOUR),
    requested_ip: null,
  });
  const link = `${deps.config.publicUrl}/auth/confirm?token=${encodeURIComponent(token)}`;
  return deps.mailer.send({
    to: email,
    category: 'access_granted',
    ...accessGrantedEmail(deps.config, link, firstName, ACCESS_LINK_TTL_HOURS),
  });
}

/**
 * Let people in: each address gets an account if it has none, the access named (the operator grant), and an
 * email with a sign-in link. Someone who already has access is left as they are and not emailed.
 */
export async function grantFromWaitlist(
  deps: Deps,
  emails: string[],
  grant: { type: string; tier?: string | null },
): Promise<GrantAccessResponse['results']> {
  const results: GrantAccessResponse['results'] = [];
  for (const raw of [...new Set(emails.map((e) => e.trim().toLowerCase()))]) {
    try {
      const { user } = await repo.insertOrFindUser(deps.db, { email: raw });
      if (await repo.findPermission(deps.db, user.id)) {
        results.push({
          email: user.email,
          outcome: 'already',
          emailed: false,
          message: 'Already has access.',
        });
        continue;
      }
      const { permission } = await grantAccess(deps, user.email, {
        type: grant.type,
        tier: grant.tier ?? undefined,
      });
      const sent = await sendAccessLink(deps, user.email, user.first_name);
      results.push({
        email: user.email,
        outcome: 'granted',
        emailed: sent.status !== 'failed',
        access: { type: permission.type, tier: permission.tier ?? null },
        message:
          `Access granted (${permission.type}, ${permission.tier ?? 'no tier'}); ` +
          (sent.status === 'failed'
            ? 'the email with the sign-in link could not be sent. They can sign in at /login.'
            : 'emailed a sign-in link.'),
      });
    } catch (err) {
      if (!(err instanceof OperatorError)) throw err;
      results.push({ email: raw, outcome: 'failed', emailed: false, message: err.message });
    }
  }
  return results;
}
