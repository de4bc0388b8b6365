import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import {
  createSearchCache,
  createSearchCacheDropper,
  REFRESH_SESSIONS,
  SEARCH_CACHE_PREFIX,
} from '../../../src/modules/job-search/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let sim: Simulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startSimulator({ now: () => t.clock.now() });
  t = await createTestApp({ env: { ...sim.env, INGEST_BACKOFF_MS: '5' } });
  sim.addBoard({ ats: 'greenhouse', token: 'firstco', company: 'First Co', size: 8, seed: 3 });
  sim.addBoard({ ats: 'lever', token: 'secondco', company: 'Second Co', size: 5, seed: 4 });
  await loadCompanies(t.deps.db, [
    {
      name: 'First Co',
      homepage_url: null,
      industry: 'Software',
      boards: [{ ats: 'greenhouse', token: 'firstco' }],
    },
    {
      name: 'Second Co',
      homepage_url: null,
      industry: 'Fintech',
      boards: [{ ats: 'lever', token: 'secondco' }],
    },
  ]);
});
afterAll(() => sim.close());

async function totals() {
  const res = await t.app.inject({ method: 'GET', url: '/api/get/total-counts' });
  expect(res.statusCode).toBe(200);
  return res.json().total_counts[0][0] as { total_jobs: number; total_companies: number };
}

const boardId = async (token: string) =>
  (await t.deps.db.selectFrom('job_boards').select('id').where('token', '=', token).executeTakeFirstOrThrow())
    .id;

describe('search totals after a fetch', () => {
  it('reflect the jobs a fetch run just ingested, recounted behind the next reader', async () => {
    expect(await totals()).toEqual({ total_jobs: 0, total_companies: 0 });
    await fetchBoards(t.deps, [await boardId('firstco')], { mode: 'full' });
    // the next reader is answered at once (the old totals) while they are recounted behind it
    expect(await totals()).toEqual({ total_jobs: 0, total_companies: 0 });
    await expect.poll(totals, { timeout: 2000, interval: 50 }).toEqual({ total_jobs: 8, total_companies: 1 });
  });

  it('a run that changed nothing leaves the cache alone', async () => {
    const before = await t.deps.db.selectFrom('app_cache').select('key').execute();
    await fetchBoards(t.deps, [await boardId('firstco')], { mode: 'full' });
    const after = await t.deps.db.selectFrom('app_cache').select('key').execute();
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(0);
  });
});

describe('expiring the search caches', () => {
  it('expires at once, then at most once per interval, folding the changes in between into one', async () => {
    const db = t.deps.db;
    const due = async () =>
      (await db.selectFrom('app_cache').select('key').where('expires_at', '<=', t.clock.now()).execute())
        .length;
    const dropper = createSearchCacheDropper(
      {
        expire: () => t.deps.searchCache.expire(SEARCH_CACHE_PREFIX),
        clock: t.clock,
        logger: { error: () => {} },
      },
      300,
    );
    await expect.poll(totals, { timeout: 2000, interval: 50 }).toEqual({ total_jobs: 8, total_companies: 1 });
    expect(await due()).toBe(0);
    await dropper.jobsChanged();
    expect(await due()).toBeGreaterThan(0);
    await expect.poll(totals, { timeout: 2000, interval: 50 }).toEqual({ total_jobs: 8, total_companies: 1 });
    await expect.poll(due, { timeout: 2000, interval: 50 }).toBe(0);

    // More jobs within the interval: the totals stay as they were for now…
    await fetchBoards(t.deps, [await boardId('secondco')], { mode: 'full' });
    await dropper.jobsChanged();
    await dropper.jobsChanged();
    expect(await due()).toBe(0);
    expect(await totals()).toEqual({ total_jobs: 8, total_companies: 1 });
    // …and expire once the interval is over, then show the new jobs.
    await expect.poll(due, { timeout: 2000, interval: 50 }).toBeGreaterThan(0);
    await expect
      .poll(totals, { timeout: 2000, interval: 50 })
      .toEqual({ total_jobs: 13, total_companies: 2 });
  });
});

/** Fresh for a minute, served stale for an hour: long enough that only an expiry makes a value stale here. */
const options = { freshMs: 60_000, staleMs: 3_600_000 };

/** A cache of its own on the test database (its refreshes too), and the errors it reports. */
function cacheOnTheTestDatabase() {
  const errors: unknown[] = [];
  const cache = createSearchCache({
    db: t.deps.db,
    refreshDb: t.deps.db,
    clock: t.clock,
    onError: (err) => errors.push(err),
  });
  return { cache, errors };
}

describe('a refresh behind the requests', () => {
  it("recounts on sessions of its own, so a slow recount holds none of the requests' sessions", async () => {
    const counted = await totals();
    expect(counted.total_jobs).toBeGreaterThan(0);
    await t.deps.searchCache.expire(SEARCH_CACHE_PREFIX);
    // A recount that cannot finish: the jobs table is locked until the test lets it go.
    const locker = new pg.Client({ connectionString: t.database.connectionString });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      // The reader is answered at once with what was counted before; the recount waits behind it.
      expect(await totals()).toEqual(counted);
      const waiting = async () =>
        (
          await locker.query<{ application_name: string }>(
            `SELECT application_name FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
          )
        ).rows.map((row) => row.application_name);
      await expect.poll(waiting, { timeout: 2000, interval: 50 }).toEqual(['upstream-refresh']);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    const due = () =>
      t.deps.db.selectFrom('app_cache').select('key').where('expires_at', '<=', t.clock.now()).execute();
    await expect
      .poll(async () => (await due()).map((row) => row.key), { timeout: 2000, interval: 50 })
      .not.toContain(`${SEARCH_CACHE_PREFIX}total-counts`);
    expect(await totals()).toEqual(counted);
  });

  it('recounts on one core: its sessions start no parallel workers and have a timeout of their own', async () => {
    const key = 'test-settings';
    await t.deps.searchCache.cached(key, options, async () => 'first');
    await t.deps.searchCache.expire(key);
    let seen: Record<string, string> | undefined;
    expect(
      await t.deps.searchCache.cached(key, options, async (db) => {
        const { rows } = await sql<{ name: string; setting: string }>`
          SELECT name, current_setting(name) AS setting FROM unnest(ARRAY[
            'max_parallel_workers_per_gather', 'statement_timeout', 'application_name']) AS name`.execute(db);
        seen = Object.fromEntries(rows.map((row) => [row.name, row.setting]));
        return 'second';
      }),
    ).toBe('first');
    await expect
      .poll(() => seen)
      .toEqual({
        max_parallel_workers_per_gather: '0',
        statement_timeout: '2min',
        application_name: 'upstream-refresh',
      });
  });

  it('refreshes a value whose due time the table holds to the microsecond (set by hand, not by this code)', async () => {
    const key = 'test-microseconds';
    expect(await cacheOnTheTestDatabase().cache.cached(key, options, async () => 'first')).toBe('first');
    // An operator marks it due by hand: half a millisecond, which no JavaScript Date can hold.
    await sql`UPDATE app_cache SET expires_at = ${t.clock.now()}::timestamptz - interval '1.5 milliseconds'
      WHERE key = ${key}`.execute(t.deps.db);
    // Another process, which has not read the value before.
    const { cache, errors } = cacheOnTheTestDatabase();
    const read = () => cache.cached(key, options, async () => 'second');
    // The first reader is answered at once with the value it finds; the refresh behind it stores the new one.
    expect(await read()).toBe('first');
    await expect.poll(read, { timeout: 2000, interval: 50 }).toBe('second');
    expect(errors).toEqual([]);
  });

  it('tells when a value was computed as its entry does, refreshing a stale one behind the caller', async () => {
    const key = 'test-computed-at';
    const writer = cacheOnTheTestDatabase();
    // No value yet: nothing to tell, and nothing computed by asking.
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return `value ${computed}`;
    };
    expect(await writer.cache.cachedAt(key, options, compute)).toBeNull();
    expect(computed).toBe(0);
    const first = await writer.cache.cachedEntry(key, options, compute);
    expect(first.value).toBe('value 1');
    // Another process, which has not read the value: the same time, from the table.
    const { cache, errors } = cacheOnTheTestDatabase();
    expect(await cache.cachedAt(key, options, compute)).toBe(first.computedAt);
    expect(computed).toBe(1);
    // Due again: the time it was computed is answered at once, and the value is recomputed behind the caller.
    t.clock.advance(1000);
    await cache.expire(key);
    expect(await cache.cachedAt(key, options, compute)).toBe(first.computedAt);
    await expect
      .poll(() => cache.cachedAt(key, options, compute), { timeout: 2000, interval: 50 })
      .not.toBe(first.computedAt);
    const second = await cache.cachedEntry(key, options, compute);
    expect(second.value).toBe('value 2');
    expect(await cache.cachedAt(key, options, compute)).toBe(second.computedAt);
    expect(errors).toEqual([]);
  });

  it('recounts many stale values in turn, one at a time, resting between them, and loses none', async () => {
    const { cache, errors } = cacheOnTheTestDatabase();
    const keys = Array.from({ length: 6 }, (_, i) => `test-burst:${i}`);
    const read = (compute: (key: string) => (db: typeof t.deps.db) => Promise<string>) =>
      cache.cachedMany<string[]>(keys.map((key) => ({ key, options, compute: compute(key) })));
    expect(await read((key) => async () => `${key} old`)).toEqual(keys.map((key) => `${key} old`));
    await cache.expire('test-burst:');

    let running = 0;
    let most = 0;
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const spans: { start: number; end: number }[] = [];
    const slowly = (key: string) => async (db: typeof t.deps.db) => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      const start = performance.now();
      await sql`SELECT pg_sleep(0.02)`.execute(db);
      spans.push({ start, end: performance.now() });
      running -= 1;
      return `${key} new`;
    };
    // Every reader is answered at once with the old values; the recounts queue behind them.
    expect(await read(slowly)).toEqual(keys.map((key) => `${key} old`));
    await expect.poll(() => running).toBe(REFRESH_SESSIONS);
    letGo();
    const stored = () =>
      t.deps.db
        .selectFrom('app_cache')
        .select('value')
        .where('key', 'in', keys)
        .execute()
        .then((rows) => rows.map((row) => (row.value as { value: string }).value).sort());
    await expect
      .poll(stored, { timeout: 10_000, interval: 50 })
      .toEqual(keys.map((key) => `${key} new`).sort());
    expect(most).toBe(REFRESH_SESSIONS);
    expect(errors).toEqual([]);
    // Each recount waits at least twice as long as the one before it ran, so a burst takes one core in part.
    for (let i = 1; i < spans.length; i++) {
      const before = spans[i - 1]!;
      expect(spans[i]!.start - before.end).toBeGreaterThanOrEqual(2 * (before.end - before.start));
    }
  });

  it('forgets the refreshes still waiting their turn once the process stops them', async () => {
    const { cache, errors } = cacheOnTheTestDatabase();
    const keys = ['test-stop:a', 'test-stop:b', 'test-stop:c'];
    const read = (compute: () => Promise<string>) =>
      cache.cachedMany<string[]>(keys.map((key) => ({ key, options, compute })));
    await read(async () => 'old');
    await cache.expire('test-stop:');
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let started = 0;
    const since = performance.now();
    let ranFor = 0;
    expect(
      await read(async () => {
        started += 1;
        await gate;
        ranFor = performance.now() - since;
        return 'new';
      }),
    ).toEqual(['old', 'old', 'old']);
    await expect.poll(() => started).toBe(1);
    cache.stopRefreshing();
    letGo();
    // The one under way finishes; the two that waited never start, even once its rest is over.
    await expect.poll(() => ranFor).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 4 * ranFor + 300));
    expect(started).toBe(1);
    expect(errors).toEqual([]);
  });
});
