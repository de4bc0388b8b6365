import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock.ts';
import { postgresRateLimitStore } from '../../../src/rate-limit/store.ts';
import { createTestDatabase } from '../../helpers/db.ts';

const { db } = await createTestDatabase();
const WINDOW = 60_000;

/** One route's store in one process, as @fastify/rate-limit makes it. */
const stores: { close(): Promise<void> }[] = [];
const processStore = () => {
  const limits = postgresRateLimitStore(db, systemClock, (err) => {
    throw err;
  });
  stores.push(limits);
  return new limits.Store().child({ url: '/api/post/jobs' });
};
// Each process shares what it counted before its database goes away.
afterAll(() => Promise.all(stores.map((s) => s.close())));
const hit = (store: ReturnType<typeof processStore>, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), WINDOW),
  );
const afterFlush = () => new Promise((r) => setTimeout(r, 1_300));

describe('the per-route rate limit store', () => {
  it('counts in the process at once and shares the counts between processes within two seconds', async () => {
    const first = processStore();
    const second = processStore();
    expect((await hit(first, '203.0.113.9')).current).toBe(1);
    expect((await hit(first, '203.0.113.9')).current).toBe(2);
    // the other process has not heard yet
    expect((await hit(second, '203.0.113.9')).current).toBe(1);
    await afterFlush();
    // Both have added their hits to the shared total (3). A process reads the total when it next adds its
    // own, so one more hit here, and after that flush it knows about every hit so far.
    await hit(second, '203.0.113.9');
    await afterFlush();
    const seen = await hit(second, '203.0.113.9');
    expect(seen.current).toBe(5);
    expect(seen.ttl).toBeGreaterThan(50_000);
    expect(seen.ttl).toBeLessThanOrEqual(WINDOW);
    // another client is counted on its own
    expect((await hit(first, '198.51.100.7')).current).toBe(1);
    const stored = await db.selectFrom('rate_limits').select(['key', 'hits']).orderBy('key').execute();
    expect(stored).toEqual([{ key: '/api/post/jobs:203.0.113.9', hits: 4 }]);
  });
});
