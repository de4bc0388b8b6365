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
        if (!sub) return notFound(res, 'subscription');
        sub.status = 'canceled';
        return send(res, 200, sub);
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
    subscriptions.set(subscription, {
      id: subscription,
      object: 'subscription',
      customer,
      status: opts.status ?? 'active',
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
