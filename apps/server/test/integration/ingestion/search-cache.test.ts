import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { searchCacheDropper } from '../../../src/modules/ingestion/search-cache.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
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
  it('reflect the jobs a fetch run just ingested', async () => {
    expect(await totals()).toEqual({ total_jobs: 0, total_companies: 0 });
    await fetchBoards(t.deps, [await boardId('firstco')], { mode: 'full' });
    expect(await totals()).toEqual({ total_jobs: 8, total_companies: 1 });
  });

  it('a run that changed nothing leaves the cache alone', async () => {
    const before = await t.deps.db.selectFrom('app_cache').select('key').execute();
    await fetchBoards(t.deps, [await boardId('firstco')], { mode: 'full' });
    const after = await t.deps.db.selectFrom('app_cache').select('key').execute();
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(0);
  });
});

describe('dropping the search caches', () => {
  it('drops at once, then at most once per interval, folding the changes in between into one drop', async () => {
    const db = t.deps.db;
    const cacheRows = async () => (await db.selectFrom('app_cache').select('key').execute()).length;
    const dropper = searchCacheDropper(db, { error: () => {} }, 300);
    await totals();
    expect(await cacheRows()).toBeGreaterThan(0);
    await dropper.jobsChanged();
    expect(await cacheRows()).toBe(0);
    expect(await totals()).toEqual({ total_jobs: 8, total_companies: 1 });

    // More jobs within the interval: the totals stay cached for now…
    await fetchBoards(t.deps, [await boardId('secondco')], { mode: 'full' });
    await dropper.jobsChanged();
    await dropper.jobsChanged();
    expect(await totals()).toEqual({ total_jobs: 8, total_companies: 1 });
    // …and are dropped once the interval is over.
    await expect.poll(cacheRows, { timeout: 2000, interval: 50 }).toBe(0);
    expect(await totals()).toEqual({ total_jobs: 13, total_companies: 2 });
  });
});
