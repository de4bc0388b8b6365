import { paidTierRank, planOfLookupKey } from '@upstream/contract';
import type Stripe from 'stripe';
import type { SubscriptionState } from '../accounts/index.ts';

/** Tiers a subscription in these states grants; anything else (canceled, unpaid…) falls back to free. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

type Plan = SubscriptionState['plan'];

/** One live paid subscription as Stripe has it. */
export interface PaidSubscription {
  id: string;
  customer: string;
  /** Seconds since the epoch, Stripe's `created`. */
  created: number;
  latestInvoice: string | null;
  plan: NonNullable<Plan>;
}

/** A customer's live paid subscriptions as Stripe has them now: more than one means the member pays twice. */
export async function liveSubscriptionsOf(stripe: Stripe, customerId: string): Promise<PaidSubscription[]> {
  const subscriptions = await stripe.subscriptions.list({
    customer: customerId,
    status: 'all',
    limit: 100,
    expand: ['data.items.data.price'],
  });
  const paid: PaidSubscription[] = [];
  for (const subscription of subscriptions.data) {
    if (!LIVE_STATUSES.has(subscription.status)) continue;
    const item = subscription.items.data[0];
    const plan = item?.price.lookup_key ? planOfLookupKey(item.price.lookup_key) : null;
    if (!plan || !item) continue;
    const invoice = subscription.latest_invoice;
    paid.push({
      id: subscription.id,
      customer: customerId,
      created: subscription.created,
      latestInvoice: typeof invoice === 'string' ? invoice : (invoice?.id ?? null),
      plan: {
        tier: plan.tier,
        interval: plan.interval,
        periodEnd: new Date(item.current_period_end * 1000),
      },
    });
  }
  return paid;
}

const rank = (plan: Plan) => paidTierRank(plan?.tier);

/** The best plan among live subscriptions: plus over standard over none; the first of equals. */
export const bestPlan = (paid: PaidSubscription[]): Plan =>
  paid.reduce<Plan>((best, s) => (rank(s.plan) > rank(best) ? s.plan : best), null);
