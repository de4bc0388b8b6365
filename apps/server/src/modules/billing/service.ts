import { createHash } from 'node:crypto';
import type { BillingLookupKey } from '@upstream/contract';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import {
  customerOf,
  planOf,
  saveSubscription,
  userOfCustomer,
  withBillingAccount,
} from '../accounts/index.ts';
import { notifyOperator } from '../email/index.ts';
import { doubleSubscriptionEmail } from './emails.ts';
import { type EndedSubscription, endExtraSubscriptions, firstPaid } from './extra-subscriptions.ts';
import { bestPlan, liveSubscriptionsOf, type PaidSubscription } from './live.ts';

/** The Stripe client (null when paid plans are not configured), built once in services.ts. */
export interface BillingServices {
  stripe: Stripe | null;
}

export type BillingDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'mailer'> & BillingServices;

/** How long a checkout page stays open (Stripe's shortest): a second checkout is refused meanwhile. */
const CHECKOUT_OPEN_MINUTES = 30;

const unavailable = () =>
  new AppError(503, 'billing_unavailable', 'Paid plans are not available right now. Please try again later.');

function stripeOf(deps: BillingServices): Stripe {
  if (!deps.stripe) throw unavailable();
  return deps.stripe;
}

/**
 * Make the person's permission match the customer's subscriptions as Stripe has them now (never trusting an
 * event's payload or its order): the tier comes from all of them, so ending one of two does not downgrade.
 * A member paying for two live subscriptions keeps the first; the others are cancelled and refunded, and the
 * operator is told (once per pair), never kept quietly.
 */
async function syncSubscription(deps: BillingDeps, userId: number, customerId: string) {
  const stripe = stripeOf(deps);
  let live = await liveOfMember(stripe, customerId, await customerOf(deps.db, userId));
  if (live.paid.length > 1) {
    // Held on the member's row: two webhooks (two tabs, two processes) end the extra ones once between them,
    // and each goes on with the subscriptions left as Stripe has them after that.
    live =
      (await withBillingAccount(deps.db, userId, async (account) => {
        const fresh = await liveOfMember(stripe, customerId, account.stripeCustomerId);
        const keep = firstPaid(fresh.paid);
        if (fresh.paid.length < 2 || !keep) return fresh;
        const ended = await endExtraSubscriptions(
          stripe,
          userId,
          fresh.paid.filter((s) => s.id !== keep.id),
        );
        await reportDoubleSubscription(deps, userId, keep, ended);
        const gone = new Set(ended.filter((s) => s.cancelled).map((s) => s.id));
        return { ...fresh, paid: fresh.paid.filter((s) => !gone.has(s.id)) };
      })) ?? live;
  }
  const tier = await saveSubscription(
    deps.db,
    userId,
    { stripe_customer_id: live.keep, plan: bestPlan(live.paid) },
    deps.clock.now(),
  );
  deps.logger.info({ userId, customerId, tier }, 'subscription synced');
}

/**
 * The member's live subscriptions under the customer an event names and the one on record. A checkout opened
 * before members had one customer each may have paid through a second customer: both count, and the member
 * keeps the customer they had unless only the new one pays.
 */
async function liveOfMember(stripe: Stripe, customerId: string, recorded: string | null) {
  const paid = await liveSubscriptionsOf(stripe, customerId);
  if (!recorded || recorded === customerId) return { keep: customerId, paid };
  const earlier = await liveSubscriptionsOf(stripe, recorded);
  return {
    keep: earlier.length > 0 || paid.length === 0 ? recorded : customerId,
    paid: [...earlier, ...paid],
  };
}

async function reportDoubleSubscription(
  deps: BillingDeps,
  userId: number,
  kept: PaidSubscription,
  ended: EndedSubscription[],
): Promise<void> {
  const failed = ended.filter((s) => s.error);
  const log = { userId, kept: kept.id, ended: ended.map((s) => ({ id: s.id, refunds: s.refunds.length })) };
  if (failed.length > 0)
    deps.logger.error(
      { ...log, failed: failed.map((s) => s.id) },
      'member pays twice: ending the extra subscription failed',
    );
  else deps.logger.warn(log, 'member paid twice: extra subscription cancelled and refunded');
  await notifyOperator(deps, {
    userId,
    // Once per pair and outcome: a later sync that ends what Stripe refused before says so too.
    dedupeKey: `double-subscription:${[kept.id, ...ended.map((s) => s.id)].sort().join(',')}:${
      failed.length > 0 ? 'by-hand' : 'ended'
    }`,
    ...doubleSubscriptionEmail(userId, kept, ended),
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
    } else if ((await liveSubscriptionsOf(stripe, customer)).length > 0) {
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
