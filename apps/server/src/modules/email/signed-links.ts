import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { prefixedHmac } from './prefixed-hmac.ts';

export { prefixedHmac };

// Signed links in emails. A click link carries its destination and a signature over (email, destination), so
// the redirect only ever goes where we sent it (no open redirect). Unsubscribe tokens name the person and,
// for one search, the search; nobody can forge one for someone else.

type Keyed = Pick<Config, 'secretKey' | 'publicUrl'>;

/** Signature length in base64url characters: 192 bits (links sent before click links were shortened). */
const SIGNATURE_CHARS = 32;
/** Click links carry 132 bits (22 characters): unguessable, and short enough for the links of a long email. */
const CLICK_SIGNATURE_CHARS = 22;

function signature(config: Keyed, purpose: string, value: string, chars = SIGNATURE_CHARS): string {
  return createHmac('sha256', config.secretKey)
    .update(`${purpose}\n${value}`)
    .digest('base64url')
    .slice(0, chars);
}

function verify(
  config: Keyed,
  purpose: string,
  value: string,
  given: string | undefined,
  accepted: readonly number[] = [SIGNATURE_CHARS],
): boolean {
  if (!given || !accepted.includes(given.length)) return false;
  const expected = Buffer.from(signature(config, purpose, value, given.length));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Where a link in email `emailId` to `target` goes: through the click recorder, which redirects. The target is
 * percent-encoded as a query value (so it round-trips exactly through any URL parser).
 */
export function clickUrl(config: Keyed, emailId: number, target: string): string {
  const sig = signature(config, 'click', `${emailId}\n${target}`, CLICK_SIGNATURE_CHARS);
  return `${config.publicUrl}/api/email/click/${emailId}?url=${encodeURIComponent(target)}&sig=${sig}`;
}

/**
 * The job links of email `emailId`: `/api/email/click/{email}/jobs/{job}`, which redirects to the job's posting as
 * recorded. Each link's signature covers both ids, so a link made for one job in one email opens nothing else: not
 * another job (whose address someone else may have written), not the same job through another email.
 */
export function jobClickUrls(config: Keyed, emailId: number): (jobId: number) => string {
  const base = `${config.publicUrl}/api/email/click/${emailId}/jobs/`;
  const sign = prefixedHmac(config.secretKey, `click-job\n${emailId}\n`);
  return (jobId) =>
    `${base}${jobId}?sig=${sign(String(jobId)).toString('base64url').slice(0, CLICK_SIGNATURE_CHARS)}`;
}

export const verifyJobClick = (config: Keyed, emailId: number, jobId: number, sig: string | undefined) =>
  verify(config, 'click-job', `${emailId}\n${jobId}`, sig, [CLICK_SIGNATURE_CHARS]);

/** Both lengths verify: emails already in inboxes keep working links. */
export const verifyClick = (config: Keyed, emailId: number, target: string, sig: string | undefined) =>
  verify(config, 'click', `${emailId}\n${target}`, sig, [CLICK_SIGNATURE_CHARS, SIGNATURE_CHARS]);

/** The 1×1 image that records an open. */
export function openPixelUrl(config: Keyed, emailId: number): string {
  return `${config.publicUrl}/api/email/open/${emailId}?sig=${signature(config, 'open', String(emailId))}`;
}

export const verifyOpen = (config: Keyed, emailId: number, sig: string | undefined) =>
  verify(config, 'open', String(emailId), sig);

export interface UnsubscribeScope {
  userId: number;
  /** One saved search's daily email; null: every email that is not a reply to something the person did. */
  searchId: number | null;
}

export function unsubscribeToken(config: Keyed, scope: UnsubscribeScope): string {
  const value = `${scope.userId}.${scope.searchId ?? 0}`;
  return `${value}.${signature(config, 'unsubscribe', value)}`;
}

export function readUnsubscribeToken(config: Keyed, token: string | undefined): UnsubscribeScope | null {
  const match = /^(\d+)\.(\d+)\.([\w-]+)$/.exec(token ?? '');
  if (!match) return null;
  const [, user, search, sig] = match;
  if (!verify(config, 'unsubscribe', `${user}.${search}`, sig)) return null;
  const searchId = Number(search);
  return { userId: Number(user), searchId: searchId === 0 ? null : searchId };
}

/** The unsubscribe page (shows what will stop, with a button). */
export const unsubscribePageUrl = (config: Keyed, scope: UnsubscribeScope) =>
  `${config.publicUrl}/unsubscribe?token=${unsubscribeToken(config, scope)}`;

/**
 * The RFC 8058 headers: mail clients show an unsubscribe button that POSTs 'List-Unsubscribe=One-Click' to the
 * address, with no page and no sign-in.
 */
export function listUnsubscribeHeaders(config: Keyed, scope: UnsubscribeScope): Record<string, string> {
  return {
    'List-Unsubscribe': `<${config.publicUrl}/api/email/unsubscribe?token=${unsubscribeToken(config, scope)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
