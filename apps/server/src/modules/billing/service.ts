import { type BillingLookupKey, PAID_TIERS, planOfLookupKey } from '@upstream/contract';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import {
  customerOf,
  planOf,
  type SubscriptionState,
  saveSubscription,
  userOfCustomer,
} from '../accounts/index.ts';

/** The Stripe client (null when paid plans are not configured), built once in services.ts. */
export interface BillingServices {
  stripe: Stripe | null;
}

export type BillingDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'> & BillingServices;

const unavailable = () =>
  new AppError(503, 'billing_unavailable', 'Paid plans are not available right now. Please try again later.');

/** Tiers a subscription in these states grants; anything else (canceled, unpaid…) falls back to free. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

function stripeOf(deps: BillingServices): Stripe {
  if (!deps.stripe) throw unavailable();
  return deps.stripe;
}

/** The best plan among a customer's live subscriptions (plus over standard), as Stripe has them now. */
async function livePlanOf(stripe: Stripe, customerId: string): Promise<SubscriptionState['plan']> {
  const subscriptions = await stripe.subscriptions.list({
    customer: customerId,
    status: 'all',
    limit: 100,
    expand: ['data.items.data.price'],
  });
  let best: SubscriptionState['plan'] = null;
  for (const subscription of subscriptions.data) {
    if (!LIVE_STATUSES.has(subscription.status)) continue;
    const item = subscription.items.data[0];
    const plan = item?.price.lookup_key ? planOfLookupKey(item.price.lookup_key) : null;
    if (!plan || !item) continue;
    const candidate = {
      tier: plan.tier,
      interval: plan.interval,
      periodEnd: new Date(item.current_period_end * 1000),
    };
    if (!best || PAID_TIERS.indexOf(plan.tier) > PAID_TIERS.indexOf(best.tier as (typeof PAID_TIERS)[number]))
      best = candidate;
  }
  return best;
}

/**
 * Make the person's permission match the customer's subscriptions as Stripe has them now (never trusting an
 * event's payload or its order): the tier comes from all of them, so ending one of two does not downgrade.
 */
async function syncSubscription(deps: BillingDeps, userId: number, customerId: string) {
  const plan = await livePlanOf(stripeOf(deps), customerId);
  const tier = await saveSubscription(
    deps.db,
    userId,
    { stripe_customer_id: customerId, plan },
    deps.clock.now(),
  );
  deps.logger.info({ userId, customerId, tier }, 'subscription synced');
}

/** A hosted checkout page for one plan; the person comes back to /subscription-confirmation. */
export async function startCheckout(
  deps: BillingDeps,
  user: { id: number; email: string },
  lookupKey: BillingLookupKey,
): Promise<string> {
  const stripe = () => stripeOf(deps);
  const prices = await stripe().prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) {
    deps.logger.error({ lookupKey }, 'no Stripe price has this lookup key');
    throw unavailable();
  }
  const customer = await customerOf(deps.db, user.id);
  // One subscription per member: a change of plan goes through the portal, not a second checkout.
  if (customer && (await livePlanOf(stripe(), customer)))
    throw new AppError(
      409,
      'already_subscribed',
      'You already have a subscription: change your plan in Settings.',
    );
  const base = deps.config.publicUrl;
  const session = await stripe().checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    client_reference_id: String(user.id),
    ...(customer ? { customer } : { customer_email: user.email }),
    success_url: `${base}/subscription-confirmation?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}/subscription-confirmation?canceled=true`,
  });
  if (!session.url) throw unavailable();
  return session.url;
}

/** The customer portal, only for the person's own customer id. */
export async function openPortal(deps: BillingDeps, userId: number, customerId: string): Promise<string> {
  const stripe = () => stripeOf(deps);
  const own = await customerOf(deps.db, userId);
  if (!own || own !== customerId) throw forbidden('This billing account is not yours.');
  const session = await stripe().billingPortal.sessions.create({
    customer: own,
    return_url: `${deps.config.publicUrl}/settings`,
  });
  return session.url;
}

/**
 * The result page's confirmation: apply a completed checkout at once, without waiting for the webhook, and
 * answer the plan the member is on now.
 */
export async function confirmCheckout(deps: BillingDeps, userId: number, sessionId: string) {
  const stripe = () => stripeOf(deps);
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  if (session.client_reference_id !== String(userId))
    throw forbidden('This checkout belongs to someone else.');
  if (session.status !== 'complete' || typeof session.customer !== 'string') {
    throw new AppError(409, 'checkout_incomplete', 'This checkout is not complete yet.');
  }
  await syncSubscription(deps, userId, session.customer);
  return planOf(deps.db, userId);
}

/** A verified webhook event: find whose subscription changed and resync it from Stripe. */
export async function handleEvent(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const userId = Number(session.client_reference_id);
    const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
    if (!Number.isInteger(userId) || !customer) return;
    await syncSubscription(deps, userId, customer);
    return;
  }
  if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const subscription = event.data.object;
    const customer =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const userId = await userOfCustomer(deps.db, customer);
    if (userId == null) {
      deps.logger.warn({ customer, type: event.type }, 'subscription event for an unknown customer');
      return;
    }
    await syncSubscription(deps, userId, customer);
  }
}
