import { ACCOUNT_DELETION_LINK_TTL_MINUTES } from '@upstream/contract';
import type { Executor } from '../../db/index.ts';
import { AppError, tooManyRequests, tryAgainIn } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { accountToDelete, deleteAccountRows } from '../accounts/index.ts';
import { anonymiseAuditOf, recordAccountDeleted } from '../admin/index.ts';
import { cancelPaidPlans } from '../billing/index.ts';
import { deleteImportsOf } from '../catalogue/index.ts';
import { deleteContentOf } from '../content/index.ts';
import { deleteEmailsOf } from '../email/index.ts';
import { deleteInboxOf } from '../inbox/index.ts';
import { deleteSavedSearchesOf } from '../saved-searches/index.ts';
import { deleteTrackingOf } from '../tracking/index.ts';
import { checkDeletionToken, claimedAccount, DeletionLinkError, deletionToken } from './deletion-link.ts';
import { accountDeletionEmail } from './emails.ts';

// "Delete my account": settings asks, an emailed link confirms. The paid plan ends at Stripe first; then, in
// one transaction, each module removes (or anonymises) the rows of its tables that name the member, the account
// last (its sessions with it), and the audit log keeps that an account was deleted, naming nobody.

type Member = { id: number; email: string };

/**
 * Each module's part, in order (what names the member goes before what it points at); the account itself goes
 * after them all. Adding a module is a line.
 */
export const DELETION_STEPS: readonly ((trx: Executor, m: Member) => Promise<void>)[] = [
  (trx, m) => deleteEmailsOf(trx, m.id, m.email),
  (trx, m) => deleteInboxOf(trx, m.id),
  (trx, m) => deleteTrackingOf(trx, m.id),
  (trx, m) => deleteImportsOf(trx, m.id),
  (trx, m) => deleteSavedSearchesOf(trx, m.id),
  (trx, m) => deleteContentOf(trx, m.id),
  (trx, m) => anonymiseAuditOf(trx, m.id, m.email),
];

const REQUESTS_PER_HOUR = 5;

type Deps = import('./types.ts').Deps;

/** 'grace.hopper@example.com' → 'g•••@example.com'. */
const masked = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
};

export async function requestAccountDeletion(deps: Deps, user: SessionUser) {
  const limit = await hitRateLimit(deps.db, deps.clock, `delete-account:${user.id}`, REQUESTS_PER_HOUR, HOUR);
  if (!limit.allowed)
    throw tooManyRequests(
      `Too many deletion links were asked for. Please try again ${tryAgainIn(limit.retryAfterMs)}.`,
    );
  const account = await accountToDelete(deps.db, user.id);
  if (!account) throw new DeletionLinkError('link_used');
  const token = deletionToken(deps.config, account, deps.clock.now());
  const link = `${deps.config.publicUrl}/delete-account?token=${encodeURIComponent(token)}`;
  const sent = await deps.mailer.send({
    to: account.email,
    category: 'account_deletion',
    userId: account.id,
    ...accountDeletionEmail(deps.config, link),
  });
  if (sent.status === 'failed')
    throw new AppError(
      502,
      'email_failed',
      "We couldn't send the email just now. Please try again in a minute.",
    );
  return { sent_to: masked(account.email), expires_in_minutes: ACCOUNT_DELETION_LINK_TTL_MINUTES };
}

export async function confirmAccountDeletion(deps: Deps, token: string) {
  const claim = claimedAccount(token);
  const account = await accountToDelete(deps.db, claim.id);
  if (!account) throw new DeletionLinkError('link_used');
  checkDeletionToken(deps.config, token, account, deps.clock.now());
  // Stripe first: if it fails, cancelPaidPlans throws and nothing below runs.
  const subscriptions_cancelled = await cancelPaidPlans(deps, account.id);
  await deps.db.transaction().execute(async (trx) => {
    for (const step of DELETION_STEPS) await step(trx, account);
    // The account goes last, its sessions with it; a second press of the link that raced this one finds it
    // gone and changes nothing (its transaction rolls back).
    if (!(await deleteAccountRows(trx, account.id))) throw new DeletionLinkError('link_used');
    await recordAccountDeleted(trx, deps.clock.now());
  });
  deps.logger.info({ subscriptions_cancelled }, 'an account was deleted');
  return { deleted: true as const, subscriptions_cancelled };
}
