import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import type { Job } from '@upstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import { SEARCH_CACHE_PREFIX } from '../../../src/modules/job-search/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { createCompany, createJob } from './factory.ts';

// Identical visitor searches share one answer for a few seconds (decision 0016); a member's answer is never shared.

let sim: Simulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startSimulator({ now: () => t.clock.now() });
  t = await createTestApp({ env: { ...sim.env, INGEST_BACKOFF_MS: '5' } });
  sim.addBoard({ ats: 'greenhouse', token: 'sharedco', company: 'Shared Co', size: 4, seed: 7 });
  await loadCompanies(t.deps.db, [
    {
      name: 'Shared Co',
      homepage_url: null,
      industry: 'Software',
      boards: [{ ats: 'greenhouse', token: 'sharedco' }],
    },
  ]);
});
afterAll(() => sim.close());

async function search(body: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().job_search[0] as Job[];
}
const titles = async (body: Record<string, unknown>, cookie?: string) =>
  (await search(body, cookie)).map((j) => j.title);

const boardId = async (token: string) =>
  (await t.deps.db.selectFrom('job_boards').select('id').where('token', '=', token).executeTakeFirstOrThrow())
    .id;

describe('a visitor’s search shared by identical searches', () => {
  it('is answered again for a few seconds, and a fetch that brings new jobs shows them at once', async () => {
    await fetchBoards(t.deps, [await boardId('sharedco')], { mode: 'full' });
    const first = await titles({ company: ['shared-co'] });
    expect(first).toHaveLength(4);
    // A search asked once is not kept; asked again within the window, its answer is kept for the window.
    expect(await titles({ company: ['shared-co'] })).toEqual(first);

    // A job written without ingestion (so nothing drops the caches) waits for the shared answer to run out…
    const company = await t.deps.db
      .selectFrom('companies')
      .select(['id'])
      .where('slug', '=', 'shared-co')
      .executeTakeFirstOrThrow();
    await createJob(
      t.deps.db,
      { id: company.id, boardId: await boardId('sharedco') },
      {
        title: 'Quiet Arrival Engineer',
        firstSeenAt: t.clock.now(),
      },
    );
    expect(await titles({ company: ['shared-co'] })).toEqual(first);
    // …which it does within the few seconds a cached count is reused in one process.
    t.clock.advance(5_000);
    expect(await titles({ company: ['shared-co'] })).toContain('Quiet Arrival Engineer');

    // A newly fetched job is never hidden behind a shared answer: the fetch drops this process's shared answers
    // at once, even within the interval that spaces the recounts of the cached counts (this is the second drop).
    const board = sim.board('greenhouse', 'sharedco');
    if (!board) throw new Error('the simulated board is missing');
    const fetched = board.add(t.clock.now());
    expect(await titles({ company: ['shared-co'] })).not.toContain(fetched.title);
    await fetchBoards(t.deps, [await boardId('sharedco')], { mode: 'full' });
    expect(await titles({ company: ['shared-co'] })).toContain(fetched.title);
  });

  it('is never a member’s answer, and never another member’s', async () => {
    const db = t.deps.db;
    const ours = await createCompany(db, { name: 'Lists Co', slug: 'lists-co' });
    const hiddenByA = await createJob(db, ours, { title: 'Hidden By A', firstSeenAt: t.clock.now() });
    const savedByA = await createJob(db, ours, { title: 'Saved By A', firstSeenAt: t.clock.now() });
    const savedByB = await createJob(db, ours, { title: 'Saved By B', firstSeenAt: t.clock.now() });
    await t.deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
    const a = await createSignedInUser(t.deps);
    const b = await createSignedInUser(t.deps);
    await db
      .insertInto('user_jobs')
      .values([
        { user_id: a.id, job_id: hiddenByA, hidden: true },
        { user_id: a.id, job_id: savedByA, saved: true },
        { user_id: b.id, job_id: savedByB, saved: true },
      ])
      .execute();

    const body = { company: ['lists-co'] };
    const marks = (jobs: Job[]) => jobs.map((j) => [j.title, j.saved]);
    // The same search, at the same moment, by a visitor and by each member, twice over.
    const [visitor, forA, forB, visitorAgain, forAAgain, forBAgain] = await Promise.all([
      search(body),
      search(body, a.cookie),
      search(body, b.cookie),
      search(body),
      search(body, a.cookie),
      search(body, b.cookie),
    ]);
    const everyone = [
      ['Saved By B', false],
      ['Saved By A', false],
      ['Hidden By A', false],
    ];
    expect(marks(visitor)).toEqual(everyone);
    expect(marks(visitorAgain)).toEqual(everyone);
    expect(marks(forA)).toEqual([
      ['Saved By B', false],
      ['Saved By A', true],
    ]);
    expect(marks(forAAgain)).toEqual(marks(forA));
    expect(marks(forB)).toEqual([
      ['Saved By B', true],
      ['Saved By A', false],
      ['Hidden By A', false],
    ]);
    expect(marks(forBAgain)).toEqual(marks(forB));

    // A member's change to their own lists shows in their next search at once, shared answers or not.
    await db.insertInto('user_jobs').values({ user_id: b.id, job_id: hiddenByA, hidden: true }).execute();
    expect(marks(await search(body, b.cookie))).toEqual([
      ['Saved By B', true],
      ['Saved By A', false],
    ]);
    expect(marks(await search(body))).toEqual(everyone);
  });
});
