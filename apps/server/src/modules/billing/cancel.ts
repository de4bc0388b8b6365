import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { customerOf } from '../accounts/index.ts';

// Before an account is deleted its paid plan ends at Stripe, so nobody is charged for an account that is gone.
// Any failure stops the deletion: the member is told to try again and nothing of theirs is removed.

/** Subscriptions Stripe would still bill or could revive; every other status is already over. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const retryLater = () =>
  new AppError(
    502,
    'billing_cancel_failed',
    "We couldn't cancel your paid plan at Stripe just now, so nothing was deleted. Please try again in a few minutes.",
  );

/** Cancel at once every subscription of the member's Stripe customer; answers how many were cancelled. */
export async function cancelPaidPlans(
  deps: Pick<AppDeps, 'db' | 'logger'> & { stripe: Stripe | null },
  userId: number,
): Promise<number> {
  const customer = await customerOf(deps.db, userId);
  if (!customer) return 0;
  if (!deps.stripe) {
    deps.logger.error({ userId }, 'account deletion: a Stripe customer but no Stripe client');
    throw retryLater();
  }
  try {
    const subscriptions = await deps.stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
    let cancelled = 0;
    for (const subscription of subscriptions.data) {
      if (ENDED.has(subscription.status)) continue;
      await deps.stripe.subscriptions.cancel(subscription.id);
      cancelled += 1;
    }
    return cancelled;
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'account deletion: Stripe refused the cancellation');
    throw retryLater();
  }
}
