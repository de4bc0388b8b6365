import { createHash } from 'node:crypto';
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
  withBillingAccount,
} from '../accounts/index.ts';
import { notifyOperator } from '../email/index.ts';
import { doubleSubscriptionEmail } from './emails.ts';

/** The Stripe client (null when paid plans are not configured), built once in services.ts. */
export interface BillingServices {
  stripe: Stripe | null;
}

export type BillingDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'mailer'> & BillingServices;

/** How long a checkout page stays open (Stripe's shortest): a second checkout is refused meanwhile. */
const CHECKOUT_OPEN_MINUTES = 30;

const unavailable = () =>
  new AppError(503, 'billing_unavailable', 'Paid plans are not available right now. Please try again later.');

/** Tiers a subscription in these states grants; anything else (canceled, unpaid…) falls back to free. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

function stripeOf(deps: BillingServices): Stripe {
  if (!deps.stripe) throw unavailable();
  return deps.stripe;
}

interface LiveSubscriptions {
  /** The best plan among them (plus over standard). */
  plan: SubscriptionState['plan'];
  /** Every live paid subscription: more than one means the member pays twice. */
  paid: { id: string; customer: string }[];
}

/** A customer's live subscriptions as Stripe has them now. */
async function liveSubscriptionsOf(stripe: Stripe, customerId: string): Promise<LiveSubscriptions> {
  const subscriptions = await stripe.subscriptions.list({
    customer: customerId,
    status: 'all',
    limit: 100,
    expand: ['data.items.data.price'],
  });
  let best: SubscriptionState['plan'] = null;
  const paid: LiveSubscriptions['paid'] = [];
  for (const subscription of subscriptions.data) {
    if (!LIVE_STATUSES.has(subscription.status)) continue;
    const item = subscription.items.data[0];
    const plan = item?.price.lookup_key ? planOfLookupKey(item.price.lookup_key) : null;
    if (!plan || !item) continue;
    paid.push({ id: subscription.id, customer: customerId });
    const candidate = {
      tier: plan.tier,
      interval: plan.interval,
      periodEnd: new Date(item.current_period_end * 1000),
    };
    best = betterPlan(best, candidate);
  }
  return { plan: best, paid };
}

const rank = (plan: SubscriptionState['plan']) =>
  plan ? PAID_TIERS.indexOf(plan.tier as (typeof PAID_TIERS)[number]) : -1;
/** Plus over standard over none; the first of equals. */
const betterPlan = (a: SubscriptionState['plan'], b: SubscriptionState['plan']) =>
  rank(b) > rank(a) ? b : a;

/**
 * Make the person's permission match the customer's subscriptions as Stripe has them now (never trusting an
 * event's payload or its order): the tier comes from all of them, so ending one of two does not downgrade.
 * A member paying for two live subscriptions is never kept quietly: the operator is told (once per pair).
 */
async function syncSubscription(deps: BillingDeps, userId: number, customerId: string) {
  const stripe = stripeOf(deps);
  let live = await liveSubscriptionsOf(stripe, customerId);
  let keep = customerId;
  // A checkout opened before members had one customer each may have paid through a second customer: both
  // count, and the member keeps the customer they had unless only the new one pays.
  const recorded = await customerOf(deps.db, userId);
  if (recorded && recorded !== customerId) {
    const earlier = await liveSubscriptionsOf(stripe, recorded);
    if (earlier.plan || !live.plan) keep = recorded;
    live = { plan: betterPlan(earlier.plan, live.plan), paid: [...earlier.paid, ...live.paid] };
  }
  const tier = await saveSubscription(
    deps.db,
    userId,
    { stripe_customer_id: keep, plan: live.plan },
    deps.clock.now(),
  );
  deps.logger.info({ userId, customerId, tier }, 'subscription synced');
  if (live.paid.length > 1) await reportDoubleSubscription(deps, userId, live.paid);
}

async function reportDoubleSubscription(
  deps: BillingDeps,
  userId: number,
  paid: LiveSubscriptions['paid'],
): Promise<void> {
  deps.logger.warn({ userId, subscriptions: paid.map((s) => s.id) }, 'member pays for two subscriptions');
  await notifyOperator(deps, {
    userId,
    dedupeKey: `double-subscription:${paid
      .map((s) => s.id)
      .sort()
      .join(',')}`,
    ...doubleSubscriptionEmail(userId, paid),
  });
}

/**
 * A hosted checkout page for one plan; the person comes back to /subscription-confirmation. Each member has one
 * Stripe customer, made before their first checkout and reused for every later one. While the member's row is
 * held, a live subscription or a checkout still open (another tab) refuses a new one, so two cannot be paid.
 */
export async function startCheckout(
  deps: BillingDeps,
  user: { id: number; email: string },
  lookupKey: BillingLookupKey,
): Promise<string> {
  const stripe = stripeOf(deps);
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) {
    deps.logger.error({ lookupKey }, 'no Stripe price has this lookup key');
    throw unavailable();
  }
  const url = await withBillingAccount(deps.db, user.id, async (account, record) => {
    let customer = account.stripeCustomerId;
    if (!customer) {
      // Keyed to this service, member and address: if the checkout below fails (and this transaction with
      // it), the next try within Stripe's 24 hours gets the same customer back instead of a second one.
      const key = createHash('sha256')
        .update(`${deps.config.publicUrl}|${user.id}|${user.email}`)
        .digest('hex')
        .slice(0, 32);
      customer = (
        await stripe.customers.create(
          { email: user.email, metadata: { upstream_user_id: String(user.id) } },
          { idempotencyKey: `upstream-member-customer-${key}` },
        )
      ).id;
      await record({ stripeCustomerId: customer });
    } else if ((await liveSubscriptionsOf(stripe, customer)).plan) {
      // One subscription per member: a change of plan goes through the portal, not a second checkout.
      throw new AppError(
        409,
        'already_subscribed',
        'You already have a subscription: change your plan in Settings.',
      );
    }
    if (account.checkoutSessionId) {
      const previous = await stripe.checkout.sessions.retrieve(account.checkoutSessionId);
      if (previous.status === 'open')
        throw new AppError(
          409,
          'checkout_open',
          'A checkout is already open for your account, perhaps in another tab. Finish it there, or try again once it expires (within 30 minutes).',
        );
    }
    const base = deps.config.publicUrl;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      client_reference_id: String(user.id),
      customer,
      expires_at: Math.floor(deps.clock.now().getTime() / 1000) + CHECKOUT_OPEN_MINUTES * 60,
      success_url: `${base}/subscription-confirmation?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/subscription-confirmation?canceled=true`,
    });
    await record({ checkoutSessionId: session.id });
    return session.url;
  });
  if (!url) throw unavailable();
  return url;
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
  const session = await stripeOf(deps).checkout.sessions.retrieve(sessionId);
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
