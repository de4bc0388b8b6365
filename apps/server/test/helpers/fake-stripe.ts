import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * A local HTTP server speaking the slice of Stripe's wire format Upstream uses (form-encoded requests, JSON
 * objects with `object` types, list envelopes). Stripe's hosted API cannot run here; everything else is real.
 */
export interface FakeStripe {
  url: string;
  prices: { id: string; lookup_key: string; unit_amount: number; recurring: { interval: string } }[];
  checkoutSessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  /** Money taken: one payment (a PaymentIntent) per paid invoice, with what was refunded of it. */
  payments: Map<string, { id: string; customer: string; invoice: string; amount: number; refunded: number }>;
  refunds: Map<string, Record<string, unknown>>;
  requests: { method: string; path: string; body: URLSearchParams }[];
  /** What the hosted checkout does when the person pays: complete the session with a customer and subscription. */
  completeCheckout(
    sessionId: string,
    opts?: { status?: string; periodEnd?: number },
  ): { customer: string; subscription: string };
  setSubscriptionStatus(id: string, status: string): void;
  /** The next checkout session Stripe is asked to create fails with a 500 (after the customer exists). */
  failNextCheckout(): void;
  /** What Stripe does when an open checkout passes its expires_at unpaid. */
  expireCheckout(sessionId: string): void;
  /** While true, cancelling a subscription fails as Stripe does when it is down (a 500 api_error). */
  refuseCancellations: boolean;
  /**
   * A checkout session Stripe holds open for a member without Upstream having asked for it now: a tab opened
   * before one checkout at a time was enforced, or a payment link. It can be completed like any other.
   */
  openCheckoutElsewhere(customer: string, clientReferenceId: string, lookupKey: string): string;
  /** A subscription made outside this checkout (a second one, as Stripe would allow through its own pages). */
  addSubscription(customer: string, lookupKey: string): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const prices = [
    { key: 'standard_monthly', amount: 500, interval: 'month' },
    { key: 'standard_annually', amount: 5500, interval: 'year' },
    { key: 'plus_monthly', amount: 1000, interval: 'month' },
    { key: 'plus_annually', amount: 10000, interval: 'year' },
  ].map((p) => ({
    id: id('price'),
    object: 'price',
    active: true,
    lookup_key: p.key,
    unit_amount: p.amount,
    currency: 'usd',
    recurring: { interval: p.interval },
  }));
  const checkoutSessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  const invoicePayments = new Map<string, Record<string, unknown>>();
  const payments: FakeStripe['payments'] = new Map();
  const refunds = new Map<string, Record<string, unknown>>();
  // Stripe's `created` is in seconds; a counter keeps the order of two made in the same second.
  let created = 1_760_000_000;
  const failures = { checkout: 0 };
  const requests: FakeStripe['requests'] = [];

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: http.ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const path = url.pathname;
      if (req.method === 'GET' && path === '/v1/prices') {
        const keys = body.getAll('lookup_keys[]').concat(body.getAll('lookup_keys[0]'));
        const data = prices.filter((p) => keys.length === 0 || keys.includes(p.lookup_key));
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        // Stripe answers a repeated Idempotency-Key with the first answer.
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (earlier) return send(res, 200, earlier);
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: body.get('email'),
          metadata: Object.fromEntries(
            [...body.entries()]
              .filter(([key]) => key.startsWith('metadata['))
              .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
          ),
        };
        customers.set(customer.id, customer);
        if (typeof key === 'string') idempotent.set(key, customer);
        return send(res, 200, customer);
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions' && failures.checkout > 0) {
        failures.checkout -= 1;
        return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong' } });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const sessionId = id('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          mode: body.get('mode'),
          status: 'open',
          url: `https://checkout.stripe.test/pay/${sessionId}`,
          client_reference_id: body.get('client_reference_id'),
          customer: body.get('customer'),
          customer_email: body.get('customer_email'),
          subscription: null,
          expires_at: body.has('expires_at') ? Number(body.get('expires_at')) : null,
          success_url: body.get('success_url'),
          cancel_url: body.get('cancel_url'),
          price: body.get('line_items[0][price]'),
        };
        checkoutSessions.set(sessionId, session);
        return send(res, 200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch) {
        const session = checkoutSessions.get(sessionMatch[1]!);
        return session ? send(res, 200, session) : notFound(res, 'checkout.session');
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const portalId = id('bps');
        return send(res, 200, {
          id: portalId,
          object: 'billing_portal.session',
          customer: body.get('customer'),
          return_url: body.get('return_url'),
          url: `https://billing.stripe.test/p/session/${portalId}`,
        });
      }
      if (req.method === 'GET' && path === '/v1/subscriptions') {
        const customer = body.get('customer');
        const data = [...subscriptions.values()].filter((sub) => !customer || sub.customer === customer);
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && subMatch) {
        const sub = subscriptions.get(subMatch[1]!);
        return sub ? send(res, 200, sub) : notFound(res, 'subscription');
      }
      if (req.method === 'DELETE' && subMatch) {
        if (fake.refuseCancellations)
          return send(res, 500, { error: { type: 'api_error', message: 'An error occurred with our API.' } });
        const sub = subscriptions.get(subMatch[1]!);
        // Stripe treats a cancelled subscription as gone: cancelling it again is "No such subscription".
        if (!sub || sub.status === 'canceled') return notFound(res, 'subscription');
        sub.status = 'canceled';
        return send(res, 200, sub);
      }
      if (req.method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = body.get('invoice');
        const status = body.get('status');
        const data = [...invoicePayments.values()].filter(
          (p) => (!invoice || p.invoice === invoice) && (!status || p.status === status),
        );
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        // Stripe answers a repeated Idempotency-Key with the first answer.
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotent.get(`refund:${key}`) : undefined;
        if (earlier) return send(res, 200, earlier);
        const payment = payments.get(body.get('payment_intent') ?? '');
        if (!payment) return notFound(res, 'payment_intent');
        const amount = body.has('amount') ? Number(body.get('amount')) : payment.amount - payment.refunded;
        if (amount <= 0 || payment.refunded + amount > payment.amount) {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge for ${payment.id} has already been refunded.`,
            },
          });
        }
        payment.refunded += amount;
        const refund = {
          id: id('re'),
          object: 'refund',
          amount,
          currency: 'usd',
          payment_intent: payment.id,
          status: 'succeeded',
          reason: body.get('reason'),
          metadata: Object.fromEntries(
            [...body.entries()]
              .filter(([key]) => key.startsWith('metadata['))
              .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
          ),
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') idempotent.set(`refund:${key}`, refund);
        return send(res, 200, refund);
      }
      return notFound(res, path);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const fake: FakeStripe = {
    refuseCancellations: false,
    url: `http://127.0.0.1:${port}`,
    prices,
    checkoutSessions,
    subscriptions,
    customers,
    payments,
    refunds,
    requests,
    completeCheckout(sessionId, opts = {}) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = (session.customer as string | null) ?? id('cus');
      const price = prices.find((p) => p.id === session.price)!;
      const subscription = subscribe(customer, price, opts);
      Object.assign(session, { status: 'complete', customer, subscription });
      return { customer, subscription };
    },
    openCheckoutElsewhere(customer, clientReferenceId, lookupKey) {
      const sessionId = id('cs_test');
      checkoutSessions.set(sessionId, {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: `https://checkout.stripe.test/pay/${sessionId}`,
        client_reference_id: clientReferenceId,
        customer,
        subscription: null,
        price: prices.find((p) => p.lookup_key === lookupKey)!.id,
      });
      return sessionId;
    },
    addSubscription(customer, lookupKey) {
      return subscribe(customer, prices.find((p) => p.lookup_key === lookupKey)!, {});
    },
    failNextCheckout() {
      // The client retries a 500 (maxNetworkRetries 2): fail every try of the one call.
      failures.checkout = 3;
    },
    expireCheckout(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (session?.status === 'open') session.status = 'expired';
    },
    setSubscriptionStatus(subId, status) {
      const sub = subscriptions.get(subId);
      if (sub) sub.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;

  function subscribe(
    customer: string,
    price: (typeof prices)[number],
    opts: { status?: string; periodEnd?: number },
  ) {
    const subscription = id('sub');
    const status = opts.status ?? 'active';
    // The first invoice, paid at once (unless the subscription starts unpaid) through one PaymentIntent.
    const invoice = id('in');
    const paid = status === 'active' || status === 'past_due';
    invoices.set(invoice, {
      id: invoice,
      object: 'invoice',
      customer,
      subscription,
      amount_paid: paid ? price.unit_amount : 0,
    });
    if (paid) {
      const paymentIntent = id('pi');
      payments.set(paymentIntent, {
        id: paymentIntent,
        customer,
        invoice,
        amount: price.unit_amount,
        refunded: 0,
      });
      const invoicePayment = id('inpay');
      invoicePayments.set(invoicePayment, {
        id: invoicePayment,
        object: 'invoice_payment',
        invoice,
        amount_paid: price.unit_amount,
        amount_requested: price.unit_amount,
        currency: 'usd',
        is_default: true,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: paymentIntent },
      });
    }
    subscriptions.set(subscription, {
      id: subscription,
      object: 'subscription',
      customer,
      created: created++,
      latest_invoice: invoice,
      status,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price,
            current_period_end: opts.periodEnd ?? 1_800_000_000,
          },
        ],
      },
    });
    return subscription;
  }
}
