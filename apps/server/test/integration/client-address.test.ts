import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { clientKey } from '../../src/lib/client-address.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { MAX_TRACKED_CLIENTS, postgresRateLimitStore } from '../../src/rate-limit/store.ts';
import { createTestApp, PRODUCTION_ENV, TEST_ORIGIN, type TestAppOptions } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';

/** Join the waitlist (10 an hour per client) once per call, returning the statuses. */
async function joinWaitlist(
  options: TestAppOptions,
  calls: { remoteAddress: string; forwardedFor?: string }[],
): Promise<number[]> {
  const { app } = await createTestApp(options);
  const statuses: number[] = [];
  for (const [i, call] of calls.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/post/waitlist',
      remoteAddress: call.remoteAddress,
      headers: {
        origin: TEST_ORIGIN,
        ...(call.forwardedFor ? { 'x-forwarded-for': call.forwardedFor } : {}),
      },
      payload: { email: `w${i}@example.com` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client addresses', () => {
  it('ignore a forged X-Forwarded-For unless the operator names the proxy (production included)', async () => {
    const forged = Array.from({ length: 11 }, (_, i) => ({
      remoteAddress: '198.51.100.7',
      forwardedFor: `203.0.113.${i + 1}`,
    }));
    const statuses = await joinWaitlist({ env: PRODUCTION_ENV }, forged);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Behind one trusted proxy, the address it forwards is the client's.
    const viaProxy = await joinWaitlist({ env: { ...PRODUCTION_ENV, TRUST_PROXY: '1' } }, forged);
    expect(viaProxy.every((s) => s === 200)).toBe(true);
  });

  it('count an IPv6 client by its /64, so rotating addresses in it buys nothing', async () => {
    const rotating = Array.from({ length: 11 }, (_, i) => ({ remoteAddress: `2001:db8:aa:bb::${i + 1}` }));
    const statuses = await joinWaitlist({}, rotating);
    expect(statuses[10]).toBe(429);
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('take TRUST_PROXY as a hop count or addresses, and refuse anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('keep the in-process limiter within a fixed number of clients, however many arrive', async () => {
    const { db } = await createTestDatabase();
    const store = postgresRateLimitStore(db, systemClock);
    const route = new store.Store().child({ url: '/api/post/jobs' });
    for (let i = 0; i < MAX_TRACKED_CLIENTS * 2; i++) route.incr(`client-${i}`, () => {}, 60_000);
    expect(store.trackedClients()).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS);
    await store.close();
  });
});
