import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_DELETION_LINK_TTL_MINUTES } from '@upstream/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { MINUTE } from '../../lib/clock.ts';

// The emailed link that deletes an account: `<user id>.<expiry ms>.<signature>`, signed over the account's
// address and creation time too. It works once: after it is used the account it names is gone, and a new
// account at the same address was made later, so the old signature no longer matches anyone.

export interface LinkSubject {
  id: number;
  email: string;
  created_at: Date;
}

function signature(config: Pick<Config, 'secretKey'>, subject: LinkSubject, expires: number): string {
  return createHmac('sha256', config.secretKey)
    .update(
      `delete-account\n${subject.id}\n${subject.email.toLowerCase()}\n${subject.created_at.getTime()}\n${expires}`,
    )
    .digest('base64url');
}

export function deletionToken(config: Pick<Config, 'secretKey'>, subject: LinkSubject, now: Date): string {
  const expires = now.getTime() + ACCOUNT_DELETION_LINK_TTL_MINUTES * MINUTE;
  return `${subject.id}.${expires}.${signature(config, subject, expires)}`;
}

export class DeletionLinkError extends AppError {
  constructor(code: 'link_expired' | 'link_used' | 'link_invalid') {
    const messages = {
      link_expired: `This link has expired. Links to delete an account work for ${ACCOUNT_DELETION_LINK_TTL_MINUTES} minutes; ask for a new one in Settings.`,
      link_used: 'This link was already used: the account it named is deleted.',
      link_invalid:
        "This link isn't valid. Check that you opened the whole link, or ask for a new one in Settings.",
    };
    super(400, code, messages[code]);
  }
}

/** The account id a token claims, before the account is looked up. */
export function claimedAccount(token: string): { id: number; expires: number; signature: string } {
  const [id, expires, sig] = token.split('.');
  const parsed = { id: Number(id), expires: Number(expires), signature: sig ?? '' };
  if (!Number.isSafeInteger(parsed.id) || !Number.isSafeInteger(parsed.expires) || !parsed.signature)
    throw new DeletionLinkError('link_invalid');
  return parsed;
}

/** Whether the token was signed for this very account; then whether it is still in time. */
export function checkDeletionToken(
  config: Pick<Config, 'secretKey'>,
  token: string,
  subject: LinkSubject,
  now: Date,
): void {
  const claim = claimedAccount(token);
  const expected = Buffer.from(signature(config, subject, claim.expires));
  const given = Buffer.from(claim.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new DeletionLinkError('link_invalid');
  if (claim.expires <= now.getTime()) throw new DeletionLinkError('link_expired');
}
