import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { type FakeStripe, startFakeStripe } from '../../helpers/fake-stripe.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const WEBHOOK_SECRET = 'whsec_test_upstream';
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_upstream',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(() => stripe.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (cookie: string) => ({
  cookie,
  origin: TEST_ORIGIN,
  'content-type': 'application/x-www-form-urlencoded',
});

async function sendEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object } });
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function permissionOf(userId: number) {
  return t.deps.db
    .selectFrom('permissions')
    .select(['tier', 'interval', 'stripe_customer_id', 'subscription_current_period_end'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function checkout(cookie: string, lookupKey: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/stripe/create-checkout-session',
    headers: formHeaders(cookie),
    payload: form({ lookup_key: lookupKey }),
  });
  const sessionId = /\/pay\/(cs_test_[0-9a-f]+)/.exec(res.headers.location ?? '')?.[1];
  return { res, sessionId };
}

describe('billing', () => {
  it('sends a member to a hosted checkout for the chosen plan', async () => {
    const user = await createSignedInUser(t.deps);
    const { res, sessionId } = await checkout(user.cookie, 'plus_annually');
    expect(res.statusCode).toBe(303);
    expect(sessionId).toBeDefined();
    const session = stripe.checkoutSessions.get(sessionId!)!;
    // The member's own Stripe customer, made before this first checkout and kept on their permission.
    const customer = (await permissionOf(user.id)).stripe_customer_id;
    expect(stripe.customers.get(customer!)).toMatchObject({ email: user.email });
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(user.id),
      customer,
      price: stripe.prices.find((p) => p.lookup_key === 'plus_annually')!.id,
      success_url: `${TEST_ORIGIN}/subscription-confirmation?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/subscription-confirmation?canceled=true`,
    });
  });

  it('refuses an unknown plan and a signed-out visitor', async () => {
    const user = await createSignedInUser(t.deps);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/post/stripe/create-checkout-session',
      headers: formHeaders(user.cookie),
      payload: form({ lookup_key: 'gold_forever' }),
    });
    // Full-page form posts: every refusal is a page that explains it, never raw JSON.
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/subscription-confirmation?error=bad_request');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/post/stripe/create-checkout-session',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ lookup_key: 'plus_monthly' }),
    });
    expect(anon.statusCode).toBe(303);
    expect(anon.headers.location).toBe('/login');
    // A member whose session expired presses the portal button: the sign-in page, not JSON.
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/post/stripe/create-portal-session',
      headers: { ...formHeaders('upstream_session=expired'), origin: TEST_ORIGIN },
      payload: form({ customer_id: 'cus_123' }),
    });
    expect(expired.statusCode).toBe(303);
    expect(expired.headers.location).toBe('/login');
  });

  it('upgrades the plan when Stripe reports the paid checkout, and only with a valid signature', async () => {
    const user = await createSignedInUser(t.deps);
    const { sessionId } = await checkout(user.cookie, 'standard_monthly');
    const { customer, subscription } = stripe.completeCheckout(sessionId!, { periodEnd: 1_900_000_000 });
    const session = stripe.checkoutSessions.get(sessionId!)!;

    const forged = await sendEvent('checkout.session.completed', session, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect((await permissionOf(user.id)).tier).toBe('free');

    const ok = await sendEvent('checkout.session.completed', session);
    expect(ok.statusCode).toBe(200);
    const p = await permissionOf(user.id);
    expect(p).toMatchObject({ tier: 'standard', interval: 'month', stripe_customer_id: customer });
    expect(p.subscription_current_period_end?.toISOString()).toBe(new Date(1_900_000_000_000).toISOString());

    stripe.setSubscriptionStatus(subscription, 'canceled');
    await sendEvent('customer.subscription.deleted', stripe.subscriptions.get(subscription)!);
    expect(await permissionOf(user.id)).toMatchObject({
      tier: 'free',
      interval: null,
      stripe_customer_id: customer,
    });
  });

  it('sends the billing customer to Settings only once the member has paid, and keeps it after the plan ends', async () => {
    const user = await createSignedInUser(t.deps);
    const billingCustomer = async () => {
      const me = await t.app.inject({ url: '/api/current_user', headers: { cookie: user.cookie } });
      expect(me.statusCode).toBe(200);
      return me.json().permission.stripe_customer_id;
    };
    const { sessionId } = await checkout(user.cookie, 'standard_monthly');
    // The checkout made the member's customer, but nothing was paid: Settings has no Billing section.
    expect((await permissionOf(user.id)).stripe_customer_id).toMatch(/^cus_/);
    expect(await billingCustomer()).toBeNull();

    const { customer, subscription } = stripe.completeCheckout(sessionId!);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/post/stripe/confirm-checkout',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { session_id: sessionId },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await billingCustomer()).toBe(customer);

    // A former subscriber still has invoices to see in the portal.
    stripe.setSubscriptionStatus(subscription, 'canceled');
    await sendEvent('customer.subscription.deleted', stripe.subscriptions.get(subscription)!);
    expect((await permissionOf(user.id)).tier).toBe('free');
    expect(await billingCustomer()).toBe(customer);
  });

  it('confirms a completed checkout from the result page, but not someone else’s', async () => {
    const buyer = await createSignedInUser(t.deps);
    const other = await createSignedInUser(t.deps);
    const { sessionId } = await checkout(buyer.cookie, 'plus_monthly');
    const confirm = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/post/stripe/confirm-checkout',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { session_id: sessionId },
      });
    expect((await confirm(buyer.cookie)).statusCode).toBe(409); // not paid yet
    stripe.completeCheckout(sessionId!);
    expect((await confirm(other.cookie)).statusCode).toBe(403);
    const res = await confirm(buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'plus', interval: 'month' });
  });

  it('opens the customer portal only for the member’s own customer id', async () => {
    const user = await createSignedInUser(t.deps, {
      permission: { tier: 'standard', stripe_customer_id: 'cus_own1' },
    });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/post/stripe/create-portal-session',
      headers: formHeaders(user.cookie),
      payload: form({ customer_id: 'cus_own1' }),
    });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/post/stripe/create-portal-session',
      headers: formHeaders(user.cookie),
      payload: form({ customer_id: 'cus_someone_else' }),
    });
    expect(theirs.statusCode).toBe(303);
    expect(theirs.headers.location).toBe('/subscription-confirmation?error=forbidden');
  });
});

describe('money state', () => {
  const subscriptionEvent = (type: string, id: string) => sendEvent(type, stripe.subscriptions.get(id)!);

  it('returns a member whose subscription ends to the tier they had before paying (a beta member stays beta)', async () => {
    const user = await createSignedInUser(t.deps, { permission: { type: 'beta', tier: 'beta' } });
    const { sessionId } = await checkout(user.cookie, 'plus_monthly');
    const { subscription } = stripe.completeCheckout(sessionId!);
    const session = stripe.checkoutSessions.get(sessionId!)!;
    const created = structuredClone(stripe.subscriptions.get(subscription)!);
    await sendEvent('checkout.session.completed', session);
    expect((await permissionOf(user.id)).tier).toBe('plus');

    stripe.setSubscriptionStatus(subscription, 'canceled');
    // Delivered out of order, repeated, and a stale 'created' replayed after the end: Stripe's state decides.
    await subscriptionEvent('customer.subscription.deleted', subscription);
    await sendEvent('customer.subscription.created', created);
    await subscriptionEvent('customer.subscription.deleted', subscription);
    await sendEvent('checkout.session.completed', session);
    expect(await permissionOf(user.id)).toMatchObject({ tier: 'beta', interval: null });
  });

  it('lets a member with a live subscription change plan only through the portal, not a second checkout', async () => {
    const user = await createSignedInUser(t.deps);
    const { sessionId } = await checkout(user.cookie, 'standard_monthly');
    stripe.completeCheckout(sessionId!);
    await sendEvent('checkout.session.completed', stripe.checkoutSessions.get(sessionId!)!);
    const sessionsBefore = stripe.checkoutSessions.size;
    const again = await checkout(user.cookie, 'plus_monthly');
    expect(again.res.statusCode).toBe(303);
    expect(again.res.headers.location).toBe('/subscription-confirmation?error=already_subscribed');
    expect(stripe.checkoutSessions.size).toBe(sessionsBefore);
  });

  it('takes the tier from Stripe, not the event: a late end of an old plan does not downgrade the new one', async () => {
    const user = await createSignedInUser(t.deps);
    const { sessionId } = await checkout(user.cookie, 'standard_monthly');
    const { customer, subscription: standard } = stripe.completeCheckout(sessionId!);
    await sendEvent('checkout.session.completed', stripe.checkoutSessions.get(sessionId!)!);
    // Ended, then a new plan taken (through the portal); the old plan's end is delivered last.
    stripe.setSubscriptionStatus(standard, 'canceled');
    const plus = stripe.addSubscription(customer, 'plus_monthly');
    await subscriptionEvent('customer.subscription.created', plus);
    await subscriptionEvent('customer.subscription.deleted', standard);
    expect((await permissionOf(user.id)).tier).toBe('plus');
    stripe.setSubscriptionStatus(plus, 'canceled');
    await subscriptionEvent('customer.subscription.deleted', plus);
    expect((await permissionOf(user.id)).tier).toBe('free');
  });

  it('raises the invites left with a paid upgrade, and never takes them away', async () => {
    const user = await createSignedInUser(t.deps, { permission: { referrals_remaining: 2 } });
    const { sessionId } = await checkout(user.cookie, 'plus_monthly');
    const { subscription } = stripe.completeCheckout(sessionId!);
    await sendEvent('checkout.session.completed', stripe.checkoutSessions.get(sessionId!)!);
    const invitesLeft = async () =>
      (
        await t.deps.db
          .selectFrom('permissions')
          .select('referrals_remaining')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).referrals_remaining;
    expect(await invitesLeft()).toBe(20);
    stripe.setSubscriptionStatus(subscription, 'canceled');
    await subscriptionEvent('customer.subscription.deleted', subscription);
    expect(await invitesLeft()).toBe(20);
  });
});

describe('one customer and one subscription per member', () => {
  const confirm = (cookie: string, sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/post/stripe/confirm-checkout',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { session_id: sessionId },
    });
  const operatorNotes = (userId: number) =>
    t.deps.db
      .selectFrom('email_messages')
      .select(['subject', 'text'])
      .where('to_address', '=', t.deps.config.OPERATOR_EMAIL)
      .where('subject', 'like', `Billing: member ${userId} %`)
      .execute();

  it('lets only one of two tabs racing to check out open a checkout, under the one customer', async () => {
    const user = await createSignedInUser(t.deps);
    const customersBefore = stripe.customers.size;
    const tabs = await Promise.all([
      checkout(user.cookie, 'standard_monthly'),
      checkout(user.cookie, 'plus_monthly'),
    ]);
    const opened = tabs.filter((tab) => tab.sessionId);
    expect(opened).toHaveLength(1);
    expect(tabs.map((tab) => tab.res.headers.location)).toContain(
      '/subscription-confirmation?error=checkout_open',
    );
    expect(stripe.customers.size).toBe(customersBefore + 1);
    const customer = (await permissionOf(user.id)).stripe_customer_id;
    expect(stripe.checkoutSessions.get(opened[0]!.sessionId!)!.customer).toBe(customer);

    // Once that checkout expires unpaid, the next one opens, for the same customer.
    stripe.expireCheckout(opened[0]!.sessionId!);
    const later = await checkout(user.cookie, 'plus_monthly');
    expect(later.sessionId).toBeDefined();
    expect(stripe.checkoutSessions.get(later.sessionId!)!.customer).toBe(customer);
    expect(stripe.customers.size).toBe(customersBefore + 1);
    // Paid: no further checkout, even from a tab opened before.
    stripe.completeCheckout(later.sessionId!);
    const after = await checkout(user.cookie, 'standard_monthly');
    expect(after.res.headers.location).toBe('/subscription-confirmation?error=already_subscribed');
  });

  it('keeps the one customer when a first checkout fails after the customer was made', async () => {
    const user = await createSignedInUser(t.deps);
    const customersBefore = stripe.customers.size;
    stripe.failNextCheckout();
    const failed = await checkout(user.cookie, 'standard_monthly');
    expect(failed.res.headers.location).toBe('/subscription-confirmation?error=billing_failed');
    const retried = await checkout(user.cookie, 'standard_monthly');
    expect(retried.sessionId).toBeDefined();
    expect(stripe.customers.size).toBe(customersBefore + 1);
    expect(stripe.checkoutSessions.get(retried.sessionId!)!.customer).toBe(
      (await permissionOf(user.id)).stripe_customer_id,
    );
  });

  it('changes nothing when a completed checkout is confirmed again: spent invites stay spent', async () => {
    const user = await createSignedInUser(t.deps, { permission: { referrals_remaining: 0 } });
    const { sessionId } = await checkout(user.cookie, 'plus_monthly');
    stripe.completeCheckout(sessionId!);
    expect((await confirm(user.cookie, sessionId!)).statusCode).toBe(200);
    const invitesLeft = async () =>
      (
        await t.deps.db
          .selectFrom('permissions')
          .select('referrals_remaining')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).referrals_remaining;
    expect(await invitesLeft()).toBe(20);
    for (let i = 0; i < 3; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/post/invite-email',
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
        payload: { invite_email: `friend${i}-${user.id}@example.com` },
      });
      expect(sent.statusCode).toBe(200);
    }
    expect(await invitesLeft()).toBe(17);
    const again = await confirm(user.cookie, sessionId!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ tier: 'plus' });
    await sendEvent('checkout.session.completed', stripe.checkoutSessions.get(sessionId!)!);
    expect(await invitesLeft()).toBe(17);
  });

  /** What the member was charged, net of refunds, in cents. */
  const netCharged = (customer: string) =>
    [...stripe.payments.values()]
      .filter((p) => p.customer === customer)
      .reduce((sum, p) => sum + p.amount - p.refunded, 0);
  const price = (lookupKey: string) => stripe.prices.find((p) => p.lookup_key === lookupKey)!.unit_amount;

  it('cancels and refunds the second of two checkouts both paid in two tabs, and tells the operator once', async () => {
    const user = await createSignedInUser(t.deps);
    const first = await checkout(user.cookie, 'standard_monthly');
    const customer = (await permissionOf(user.id)).stripe_customer_id!;
    // A second tab's checkout that Stripe let through all the same; both are paid.
    const second = stripe.openCheckoutElsewhere(customer, String(user.id), 'plus_monthly');
    const { subscription: kept } = stripe.completeCheckout(first.sessionId!);
    const { subscription: extra } = stripe.completeCheckout(second);
    expect(netCharged(customer)).toBe(price('standard_monthly') + price('plus_monthly'));

    // Both tabs confirm and both webhooks arrive at once.
    const answers = await Promise.all([
      sendEvent('checkout.session.completed', stripe.checkoutSessions.get(first.sessionId!)!),
      sendEvent('checkout.session.completed', stripe.checkoutSessions.get(second)!),
      confirm(user.cookie, first.sessionId!),
      confirm(user.cookie, second),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);

    const live = [...stripe.subscriptions.values()].filter(
      (s) => s.customer === customer && s.status === 'active',
    );
    expect(live.map((s) => s.id)).toEqual([kept]);
    expect(stripe.subscriptions.get(extra)!.status).toBe('canceled');
    const refunds = [...stripe.refunds.values()].filter(
      (r) => r.metadata && (r.metadata as Record<string, string>).upstream_user_id === String(user.id),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: price('plus_monthly'),
      reason: 'duplicate',
      status: 'succeeded',
    });
    expect(netCharged(customer)).toBe(price('standard_monthly'));
    expect(await permissionOf(user.id)).toMatchObject({ tier: 'standard', stripe_customer_id: customer });

    const notes = await operatorNotes(user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.subject).toBe(
      `Billing: member ${user.id} paid twice: the extra subscription was cancelled and refunded`,
    );
    expect(notes[0]!.text).toContain(`Kept: ${kept}`);
    expect(notes[0]!.text).toContain(`Cancelled: ${extra}`);
    expect(notes[0]!.text).toContain(`refunded $10.00 (${refunds[0]!.id})`);

    // Delivered again later: nothing more is cancelled, refunded or sent.
    await sendEvent('customer.subscription.updated', stripe.subscriptions.get(extra)!);
    await sendEvent('checkout.session.completed', stripe.checkoutSessions.get(second)!);
    expect(stripe.subscriptions.get(kept)!.status).toBe('active');
    expect(netCharged(customer)).toBe(price('standard_monthly'));
    expect(await operatorNotes(user.id)).toHaveLength(1);
  });

  it('tells the operator to finish by hand when Stripe refuses to cancel the extra subscription', async () => {
    const user = await createSignedInUser(t.deps);
    const { sessionId } = await checkout(user.cookie, 'standard_monthly');
    const { customer, subscription: first } = stripe.completeCheckout(sessionId!);
    await sendEvent('checkout.session.completed', stripe.checkoutSessions.get(sessionId!)!);
    expect(await operatorNotes(user.id)).toHaveLength(0);
    const second = stripe.addSubscription(customer, 'plus_monthly');
    stripe.refuseCancellations = true;
    try {
      await sendEvent('customer.subscription.created', stripe.subscriptions.get(second)!);
    } finally {
      stripe.refuseCancellations = false;
    }
    const notes = await operatorNotes(user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.subject).toBe(`Billing: member ${user.id} pays twice: cancel and refund by hand`);
    expect(notes[0]!.text).toContain(`Kept: ${first}`);
    expect(notes[0]!.text).toContain(`NOT ENDED: ${second}`);
    // Still paying for both, so the best of them applies until one ends.
    expect((await permissionOf(user.id)).tier).toBe('plus');

    // Stripe is back: the next event ends it after all, and the operator hears that it is done.
    await sendEvent('customer.subscription.updated', stripe.subscriptions.get(second)!);
    expect(stripe.subscriptions.get(second)!.status).toBe('canceled');
    expect(netCharged(customer)).toBe(price('standard_monthly'));
    expect((await permissionOf(user.id)).tier).toBe('standard');
    const after = await operatorNotes(user.id);
    expect(after.map((n) => n.subject)).toContain(
      `Billing: member ${user.id} paid twice: the extra subscription was cancelled and refunded`,
    );
    expect(after).toHaveLength(2);
  });
});

describe('billing without Stripe configured', () => {
  it('sends the person back to a page that explains, rather than failing', async () => {
    const plain = await createTestApp();
    const user = await createSignedInUser(plain.deps);
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/post/stripe/create-checkout-session',
      headers: formHeaders(user.cookie),
      payload: form({ lookup_key: 'plus_monthly' }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscription-confirmation?error=billing_unavailable');
  });
});
