import type { InvitedUsersResponse } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { inviteEmail } from './emails.ts';
import { sendSignInLink } from './magic-link.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

/** The answer of an invite call: 200 when done, 208 with a message when nothing was done (spec §7, §8). */
export interface InviteOutcome {
  status: 200 | 208;
  output_status: string;
}

export const NO_INVITES_LEFT = 'No more invites remaining';
const INVITE_EMAILS_PER_HOUR = 20;

export const inviteLink = (config: Pick<AppDeps['config'], 'publicUrl'>, code: string) =>
  `${config.publicUrl}/invite-signup/${encodeURIComponent(code)}`;

export async function invitedUsers(deps: Pick<Deps, 'db'>, userId: number): Promise<InvitedUsersResponse> {
  const [rows, permission] = await Promise.all([
    repo.listInvites(deps.db, userId),
    repo.findPermission(deps.db, userId),
  ]);
  return {
    invited_users: [
      rows.map((r) => ({
        id: r.id,
        invited_email: r.invited_email,
        invite_sent: r.invite_sent ? new Date(r.invite_sent).toISOString() : null,
        user_signed_up: r.user_signed_up ? new Date(r.user_signed_up).toISOString() : null,
      })),
    ],
    invites_remaining: permission?.referrals_remaining ?? 0,
    referral_code: permission?.referral_code ?? '',
  };
}

/** Email an invite with the member's link; each emailed invite uses one of their invites. */
export async function sendInviteEmail(
  deps: Deps,
  inviter: SessionUser & { permission: NonNullable<SessionUser['permission']> },
  rawEmail: string,
): Promise<InviteOutcome> {
  const email = rawEmail.trim().toLowerCase();
  if (email === inviter.email.toLowerCase()) {
    return { status: 208, output_status: "That's your own email address. Invite someone else!" };
  }
  const limit = await hitRateLimit(
    deps.db,
    deps.clock,
    `invite-email:${inviter.id}`,
    INVITE_EMAILS_PER_HOUR,
    HOUR,
  );
  if (!limit.allowed)
    throw tooManyRequests('You sent a lot of invites in the past hour. Please try again later.');

  const now = deps.clock.now();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<InviteOutcome | null> => {
    const existing = await repo.findInviteByEmail(trx, inviter.id, email);
    if (existing?.user_signed_up)
      return { status: 208, output_status: `${email} already signed up with your invite.` };
    if (existing) return { status: 208, output_status: `You already invited ${email}.` };
    if (!(await repo.spendReferral(trx, inviter.id, now)))
      return { status: 208, output_status: NO_INVITES_LEFT };
    await repo.insertEmailInvite(trx, inviter.id, email, now);
    return null;
  });
  if (outcome) return outcome;

  const link = `${inviteLink(deps.config, inviter.permission.referral_code)}?email=${encodeURIComponent(email)}`;
  const name = [inviter.first_name, inviter.last_name].filter(Boolean).join(' ');
  await deps.mailer.send({
    to: email,
    category: 'invite',
    userId: inviter.id,
    ...inviteEmail(deps.config, name, link),
  });
  return { status: 200, output_status: `Invite sent to ${email}.` };
}

/**
 * Sign-up through an invite code: check the code, then email a sign-in link that carries it.
 * The invite itself is redeemed when the link is confirmed (the account exists only then).
 */
export async function inviteSignup(
  deps: Deps,
  input: { inviteCode: string; firstName: string; email: string; ip: string },
): Promise<InviteOutcome> {
  const inviter = await repo.findPermissionByReferralCode(deps.db, input.inviteCode.trim());
  if (!inviter) {
    return {
      status: 208,
      output_status:
        "We don't recognise that invite code. Check the link you were sent, or join the waitlist.",
    };
  }
  if (inviter.referrals_remaining <= 0) {
    const emailed = await repo.findInviteByEmail(deps.db, inviter.user_id, input.email);
    if (!emailed || emailed.user_signed_up) {
      return {
        status: 208,
        output_status:
          'This invite code has already been used. Ask your friend for a new invite, or join the waitlist.',
      };
    }
  }
  await sendSignInLink(deps, {
    email: input.email,
    ip: input.ip,
    purpose: 'invite_signup',
    firstName: input.firstName.trim(),
    inviteCode: input.inviteCode.trim(),
  });
  return { status: 200, output_status: 'Check your email for a link to finish signing up.' };
}
