import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { type Job, listingReasons } from '@upstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, type TestClock } from '../../../src/lib/clock.ts';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { FETCH_BOARDS_WORK, fetchBoards, scheduleDueBoards } from '../../../src/modules/ingestion/service.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';

// Ghost-job evidence as a searcher reads it on a card: how long the posting has been listed, how often the
// company reposted it (as ingestion recognises reposts), and the company's share of long-listed jobs, counted
// with each fetch of its board.

const START = Date.parse('2026-08-10T15:00:00Z');

async function search(t: TestApp, payload: object = {}): Promise<Job[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().job_search[0] as Job[];
}

describe('a job listed for months', () => {
  it('says how many days it has been listed, and nothing for a fresh job', async () => {
    const t = await createTestApp({ clockStart: '2026-11-26T12:00:00Z' });
    const company = await createCompany(t.deps.db, { name: 'Old Co' });
    const now = t.clock.now();
    await createJob(t.deps.db, {
      company,
      title: 'Evergreen Analyst',
      firstSeenAt: new Date(now.getTime() - 94 * DAY),
    });
    await createJob(t.deps.db, {
      company,
      title: 'Fresh Analyst',
      firstSeenAt: new Date(now.getTime() - DAY),
    });
    const jobs = await search(t);
    const reasons = (title: string) => listingReasons(jobs.find((j) => j.title === title)!.listing, now);
    expect(reasons('Evergreen Analyst')).toEqual(['listed for 94 days']);
    expect(reasons('Fresh Analyst')).toEqual([]);
  });
});

describe("the operator's listing-age limit", () => {
  it('leaves out of search, and of its count, the jobs listed longer than HIDE_JOBS_LISTED_OVER_DAYS', async () => {
    const t = await createTestApp({
      clockStart: '2026-11-26T12:00:00Z',
      env: { HIDE_JOBS_LISTED_OVER_DAYS: '90' },
    });
    const company = await createCompany(t.deps.db, { name: 'Old Co' });
    const now = t.clock.now();
    await createJob(t.deps.db, {
      company,
      title: 'Evergreen Analyst',
      firstSeenAt: new Date(now.getTime() - 94 * DAY),
    });
    await createJob(t.deps.db, {
      company,
      title: 'Recent Analyst',
      firstSeenAt: new Date(now.getTime() - 80 * DAY),
    });
    // Never news (a board's first fetch): its listing begins at its posted date, 200 days back.
    await createJob(t.deps.db, {
      company,
      title: 'First Fetch Analyst',
      firstSeenAt: new Date(now.getTime() - 10 * DAY),
      postedAt: new Date(now.getTime() - 200 * DAY),
      listedAt: null,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/jobs',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    });
    expect((res.json().job_search[0] as Job[]).map((j) => j.title)).toEqual(['Recent Analyst']);
    expect(res.json().job_search_count).toEqual([[{ job_search_count: 1 }]]);

    // Without the setting every job shows.
    const open = await createTestApp({ clockStart: '2026-11-26T12:00:00Z', database: t.database });
    expect((await search(open)).map((j) => j.title).sort()).toEqual([
      'Evergreen Analyst',
      'First Fetch Analyst',
      'Recent Analyst',
    ]);
  });
});

describe('reposts and the company share, from real fetches', () => {
  let sim: Simulator;
  let t: TestApp;
  let clock: TestClock;
  const board = () => sim.board('greenhouse', 'repostco')!;

  beforeAll(async () => {
    sim = await startSimulator({ now: () => clock.now() });
    t = await createTestApp({
      env: { ...sim.env, INGEST_BACKOFF_MS: '5' },
      clockStart: new Date(START).toISOString(),
    });
    clock = t.clock;
    sim.addBoard({
      ats: 'greenhouse',
      token: 'repostco',
      company: 'Repost Co',
      size: 6,
      seed: 3,
      postedDaysAgo: { min: 0, max: 5 },
    });
    await loadCompanies(t.deps.db, [
      {
        name: 'Repost Co',
        homepage_url: null,
        industry: 'Software',
        boards: [{ ats: 'greenhouse', token: 'repostco' }],
      },
    ]);
  });
  afterAll(() => sim.close());

  async function fetchOn(day: number) {
    clock.set(new Date(START + day * DAY));
    const before = t.queue.sent.length;
    await scheduleDueBoards(t.deps);
    for (const job of t.queue.sent.slice(before).filter((s) => s.name === FETCH_BOARDS_WORK)) {
      const { boardIds, claimedAt } = job.data as { boardIds: number[]; claimedAt: string };
      await fetchBoards(t.deps, boardIds, { claimedAt: new Date(claimedAt) });
    }
  }

  it('counts each time the company took a posting down and put it up again', async () => {
    await fetchOn(0);
    let posting = [...board().jobs.values()][0]!;
    const title = posting.title;
    for (const day of [10, 20, 30]) {
      board().close(posting);
      posting = board().add(clock.now(), posting);
      await fetchOn(day);
    }
    const card = (await search(t)).find((j) => j.title === title && j.listing?.reposts === 3);
    expect(card).toBeDefined();
    expect(listingReasons(card!.listing, clock.now())).toContain('reposted 3 times since August');
  });

  it("gives the company's share of jobs listed 90+ days, counted again with its next fetch", async () => {
    // Day 100: the six postings of August are long listed; three new ones join them.
    clock.set(new Date(START + 100 * DAY));
    for (let i = 0; i < 3; i++) board().add(clock.now());
    let cards = await search(t);
    // Not counted per request: until the board is fetched, the share is the last fetch's (none long listed).
    expect(cards.every((j) => j.listing?.company_long_listed_share === 0)).toBe(true);
    await fetchOn(100);
    cards = await search(t);
    expect(cards).toHaveLength(9);
    expect(cards[0]!.listing?.company_long_listed_share).toBeCloseTo(6 / 9);
    expect(listingReasons(cards[0]!.listing, clock.now())).toContain(
      'this company lists 67% of its jobs for 90+ days',
    );
  });
});
