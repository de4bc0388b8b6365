import { MAGIC_LINK_TTL_MINUTES } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import { hashToken, newToken } from '../../http/session.ts';
import { clientKey } from '../../lib/client-address.ts';
import { MINUTE } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { landingPath } from './access.ts';
import { signInLinkEmail } from './emails.ts';
import * as repo from './repo.ts';
import { settleSignIn } from './sign-in.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

// Per address and per network: enough for a person who mistypes or loses an email, too few to spam anyone.
export const LINKS_PER_EMAIL = 5;
export const LINKS_PER_IP = 20;
export const LINK_LIMIT_WINDOW_MS = 15 * MINUTE;

export interface LinkRequest {
  email: string;
  ip: string;
  purpose: 'magic_link' | 'invite_signup';
  firstName?: string;
  inviteCode?: string;
}

/**
 * Email a single-use sign-in link. Known and unknown addresses get the same treatment and the same answer:
 * the account is only found or created when the link is confirmed.
 */
export async function sendSignInLink(deps: Deps, request: LinkRequest): Promise<void> {
  const { db, clock, config } = deps;
  const email = request.email.trim().toLowerCase();
  const byIp = await hitRateLimit(
    db,
    clock,
    `signin-link:ip:${clientKey(request.ip)}`,
    LINKS_PER_IP,
    LINK_LIMIT_WINDOW_MS,
  );
  const byEmail = await hitRateLimit(
    db,
    clock,
    `signin-link:email:${email}`,
    LINKS_PER_EMAIL,
    LINK_LIMIT_WINDOW_MS,
  );
  if (!byIp.allowed || !byEmail.allowed) {
    const minutes = Math.max(1, Math.ceil(Math.max(byIp.retryAfterMs, byEmail.retryAfterMs) / MINUTE));
    throw tooManyRequests(
      `Too many sign-in links were requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }

  const token = newToken();
  const now = clock.now();
  await repo.insertLoginToken(db, {
    token_hash: hashToken(token),
    email,
    purpose: request.purpose,
    first_name: request.firstName ?? null,
    invite_code: request.inviteCode ?? null,
    created_at: now,
    expires_at: new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * MINUTE),
    requested_ip: request.ip,
  });
  const link = `${config.publicUrl}/auth/confirm?token=${encodeURIComponent(token)}`;
  const sent = await deps.mailer.send({
    to: email,
    category: request.purpose,
    ...signInLinkEmail(config, link, request.purpose),
  });
  if (config.NODE_ENV === 'development' && config.loopbackOnly && !config.SMTP_URL) {
    // So the person at a fresh machine can sign in without any mail set up; a log that others read never has it.
    deps.logger.info({ email, link }, 'sign-in link (development only)');
  }
  if (sent.status === 'failed') {
    throw new AppError(
      502,
      'email_failed',
      "We couldn't send the email just now. Please try again in a minute.",
    );
  }
}

export class LinkError extends AppError {
  constructor(code: 'link_expired' | 'link_used' | 'link_invalid') {
    const messages = {
      link_expired: `This sign-in link has expired. Links work for ${MAGIC_LINK_TTL_MINUTES} minutes; request a new one.`,
      link_used: 'This sign-in link was already used. Each link works once; request a new one.',
      link_invalid:
        "This sign-in link isn't valid. Check that you opened the whole link, or request a new one.",
    };
    super(400, code, messages[code]);
  }
}

/**
 * Whom an emailed link signs in, without spending it: the confirm page shows the address (masked), so a
 * person sent someone else's link sees it is not their account before they press the button.
 */
export async function describeSignInLink(deps: Deps, token: string): Promise<{ email: string }> {
  const known = await repo.findLoginToken(deps.db, hashToken(token));
  if (!known) throw new LinkError('link_invalid');
  if (known.used_at) throw new LinkError('link_used');
  if (known.expires_at <= deps.clock.now()) throw new LinkError('link_expired');
  return { email: maskEmail(known.email) };
}

/** 'grace.hopper@example.com' → 'g•••@example.com': enough to recognise one's own address, not to learn one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** Spend the token behind an emailed link and settle who signed in; returns the user and where they land. */
export async function confirmSignInLink(
  deps: Deps,
  token: string,
): Promise<{ userId: number; next: string }> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const spent = await repo.consumeLoginToken(deps.db, tokenHash, now);
  if (!spent) {
    const known = await repo.findLoginToken(deps.db, tokenHash);
    if (!known) throw new LinkError('link_invalid');
    throw new LinkError(known.used_at ? 'link_used' : 'link_expired');
  }
  const { userId } = await settleSignIn(deps, {
    email: spent.email,
    first_name: spent.first_name,
    invite_code: spent.invite_code,
  });
  const permission = await repo.findPermission(deps.db, userId);
  return { userId, next: landingPath(permission) };
}
