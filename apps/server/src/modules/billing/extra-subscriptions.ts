import type Stripe from 'stripe';
import type { PaidSubscription } from './live.ts';

// A member found paying for two live subscriptions (two checkouts both completed, e.g. two tabs; or one made
// outside Upstream) keeps the one they paid first; every later one is cancelled at once and its latest invoice
// refunded in full, so the member is charged once. Nothing here is silent: the caller tells the operator.

/** What became of one extra subscription. `error` set: it could not be ended and still charges. */
export interface EndedSubscription {
  id: string;
  customer: string;
  cancelled: boolean;
  /** Refunds made, in cents each. */
  refunds: { id: string; amount: number }[];
  error?: string;
}

/** The subscription a member keeps: the first paid (Stripe's `created`, then id, so every process agrees). */
export function firstPaid(paid: PaidSubscription[]): PaidSubscription | undefined {
  return [...paid].sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : 1))[0];
}

/** Cancel each extra subscription and refund its latest invoice's payments; a failure stops only that one. */
export async function endExtraSubscriptions(
  stripe: Stripe,
  userId: number,
  extra: PaidSubscription[],
): Promise<EndedSubscription[]> {
  const ended: EndedSubscription[] = [];
  for (const subscription of extra) {
    const outcome: EndedSubscription = {
      id: subscription.id,
      customer: subscription.customer,
      cancelled: false,
      refunds: [],
    };
    try {
      // Cancelled first, so nothing more is charged even if the refund below fails.
      await stripe.subscriptions.cancel(subscription.id, {
        cancellation_details: { comment: 'A second paid subscription for one member: refunded' },
      });
      outcome.cancelled = true;
      if (subscription.latestInvoice) {
        const payments = await stripe.invoicePayments.list({
          invoice: subscription.latestInvoice,
          status: 'paid',
          limit: 100,
        });
        for (const payment of payments.data) {
          const target = refundTarget(payment.payment);
          if (!target) continue;
          // Keyed to the payment: a retry (or a second process) gets the same refund back, never a second one.
          const refund = await stripe.refunds.create(
            { ...target, reason: 'duplicate', metadata: { upstream_user_id: String(userId) } },
            { idempotencyKey: `upstream-duplicate-refund-${payment.id}` },
          );
          outcome.refunds.push({ id: refund.id, amount: refund.amount });
        }
      }
    } catch (error) {
      outcome.error = error instanceof Error ? error.message : String(error);
    }
    ended.push(outcome);
  }
  return ended;
}

function refundTarget(payment: Stripe.InvoicePayment.Payment) {
  const idOf = (value: string | { id: string } | undefined) =>
    typeof value === 'string' ? value : value?.id;
  const paymentIntent = idOf(payment.payment_intent);
  if (paymentIntent) return { payment_intent: paymentIntent };
  const charge = idOf(payment.charge);
  return charge ? { charge } : null;
}
