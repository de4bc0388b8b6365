import { type BillingLookupKey, planOfLookupKey } from '@upstream/contract';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { billingRepo } from './repo.ts';

type BillingDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'> & { stripe: Stripe | null };

const unavailable = () =>
  new AppError(503, 'billing_unavailable', 'Paid plans are not available right now. Please try again later.');

/** Tiers a subscription in these states grants; anything else (canceled, unpaid…) falls back to free. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function billingService(deps: BillingDeps) {
  const repo = billingRepo(deps.db);
  const stripe = () =>
    deps.stripe ??
    (() => {
      throw unavailable();
    })();

  /** Make the user's permission match a subscription as Stripe has it now (never trusts event payloads). */
  async function syncSubscription(userId: number, customerId: string, subscriptionId: string | null) {
    const subscription = subscriptionId
      ? await stripe().subscriptions.retrieve(subscriptionId, { expand: ['items.data.price'] })
      : null;
    const item = subscription?.items.data[0];
    const plan = item?.price.lookup_key ? planOfLookupKey(item.price.lookup_key) : null;
    const live = subscription && LIVE_STATUSES.has(subscription.status) && plan;
    await repo.saveSubscription(
      userId,
      {
        stripe_customer_id: customerId,
        tier: live ? plan.tier : 'free',
        interval: live ? plan.interval : null,
        subscription_current_period_end: live && item ? new Date(item.current_period_end * 1000) : null,
      },
      deps.clock.now(),
    );
    deps.logger.info({ userId, customerId, tier: live ? plan.tier : 'free' }, 'subscription synced');
  }

  return {
    /** A hosted checkout page for one plan; the person comes back to /subscription-confirmation. */
    async startCheckout(user: { id: number; email: string }, lookupKey: BillingLookupKey): Promise<string> {
      const prices = await stripe().prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      const price = prices.data[0];
      if (!price) {
        deps.logger.error({ lookupKey }, 'no Stripe price has this lookup key');
        throw unavailable();
      }
      const customer = await repo.customerOf(user.id);
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
    },

    /** The customer portal, only for the person's own customer id. */
    async openPortal(userId: number, customerId: string): Promise<string> {
      const own = await repo.customerOf(userId);
      if (!own || own !== customerId) throw forbidden('This billing account is not yours.');
      const session = await stripe().billingPortal.sessions.create({
        customer: own,
        return_url: `${deps.config.publicUrl}/settings`,
      });
      return session.url;
    },

    /** The result page's confirmation: apply a completed checkout at once, without waiting for the webhook. */
    async confirmCheckout(userId: number, sessionId: string) {
      const session = await stripe().checkout.sessions.retrieve(sessionId);
      if (session.client_reference_id !== String(userId))
        throw forbidden('This checkout belongs to someone else.');
      if (session.status !== 'complete' || typeof session.customer !== 'string') {
        throw new AppError(409, 'checkout_incomplete', 'This checkout is not complete yet.');
      }
      const subscriptionId =
        typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      await syncSubscription(userId, session.customer, subscriptionId ?? null);
    },

    /** A verified webhook event: find whose subscription changed and resync it from Stripe. */
    async handleEvent(event: Stripe.Event): Promise<void> {
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        const userId = Number(session.client_reference_id);
        const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
        const subscription =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        if (!Number.isInteger(userId) || !customer) return;
        await syncSubscription(userId, customer, subscription ?? null);
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
        const userId = await repo.userOfCustomer(customer);
        if (userId == null) {
          deps.logger.warn({ customer, type: event.type }, 'subscription event for an unknown customer');
          return;
        }
        await syncSubscription(userId, customer, subscription.id);
      }
    },
  };
}
