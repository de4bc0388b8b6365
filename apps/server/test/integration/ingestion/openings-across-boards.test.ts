import { type SimBoard, type SimJob, type Simulator, startSimulator } from '@upstream/ats-simulator';
import { cityMatchValue, type Job } from '@upstream/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, type TestClock } from '../../../src/lib/clock.ts';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { refreshStoredJobFacts } from '../../../src/modules/ingestion/facts-backfill.ts';
import { fetchBoards, hideStaleJobs } from '../../../src/modules/ingestion/service.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

// One result per opening across a company's boards (issue 22, item 7; docs/decisions/0015): a company with a
// board per region posts one opening on both; it shows once with the places of both, a remote opening is open
// to the countries of both postings, and a person who saved the copy still finds it in their saved list.

const START = Date.parse('2026-03-01T16:00:00Z');

let sim: Simulator;
let t: TestApp;
let clock: TestClock;
let usBoard: SimBoard;
let caBoard: SimBoard;
let platformUs: SimJob;
let platformCa: SimJob;

const NEW_YORK = {
  city: 'New York',
  region: 'New York',
  regionCode: 'NY',
  country: 'United States',
  countryCode: 'US',
};
const LONDON = {
  city: 'London',
  region: 'England',
  regionCode: 'ENG',
  country: 'United Kingdom',
  countryCode: 'GB',
};
const TORONTO = {
  city: 'Toronto',
  region: 'Ontario',
  regionCode: 'ON',
  country: 'Canada',
  countryCode: 'CA',
};

beforeAll(async () => {
  sim = await startSimulator({ now: () => clock.now() });
  t = await createTestApp({
    env: { ...sim.env, INGEST_BACKOFF_MS: '5' },
    clockStart: new Date(START).toISOString(),
  });
  clock = t.clock;
  usBoard = sim.addBoard({ ats: 'greenhouse', token: 'twoco-us', company: 'Two Co', size: 0, seed: 7 });
  caBoard = sim.addBoard({ ats: 'greenhouse', token: 'twoco-ca', company: 'Two Co', size: 0, seed: 8 });
  const at = new Date(START - DAY / 2);

  // The same opening on each regional board: the city in its title and one sentence of its description differ.
  platformUs = usBoard.add(at);
  platformUs.title = 'Platform Engineer - New York';
  platformUs.department = 'Engineering';
  platformUs.remote = false;
  platformUs.hybrid = false;
  platformUs.places = [NEW_YORK];
  platformCa = caBoard.add(at, platformUs);
  platformCa.title = 'Platform Engineer - Toronto';
  platformCa.places = [TORONTO];
  platformCa.descriptionHtml = platformUs.descriptionHtml.replaceAll('New York', 'Toronto');

  // A remote opening posted once for the US and once for the UK.
  const supportUs = usBoard.add(at);
  supportUs.title = 'Support Engineer - Remote';
  supportUs.department = 'Support';
  supportUs.remote = true;
  supportUs.hybrid = false;
  supportUs.places = [NEW_YORK];
  const body = supportUs.descriptionHtml;
  supportUs.descriptionHtml = `${body}<p>This role is remote within the US.</p>`;
  const supportCa = caBoard.add(at, supportUs);
  supportCa.places = [LONDON];
  supportCa.descriptionHtml = `${body}<p>This role is remote within the UK.</p>`;
  usBoard.revision++;
  caBoard.revision++;

  await loadCompanies(t.deps.db, [
    {
      name: 'Two Co',
      homepage_url: null,
      industry: 'Software',
      boards: [
        { ats: 'greenhouse', token: 'twoco-us' },
        { ats: 'greenhouse', token: 'twoco-ca' },
      ],
    },
  ]);
});
afterAll(() => sim.close());

const boardId = async (token: string) =>
  (await t.deps.db.selectFrom('job_boards').select('id').where('token', '=', token).executeTakeFirstOrThrow())
    .id;

async function fetch(...tokens: string[]) {
  // Each board by its own worker, at once.
  const outcomes = await Promise.all(
    tokens.map(async (token) => fetchBoards(t.deps, [await boardId(token)], { mode: 'full' })),
  );
  for (const [outcome] of outcomes) expect(outcome?.ok).toBe(true);
}

async function search(filters: Record<string, unknown> = {}, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { company: ['two-co'], ...filters },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { count: body.job_search_count[0][0].job_search_count as number, jobs: body.job_search[0] as Job[] };
}

const idOf = async (job: SimJob, token: string) =>
  (
    await t.deps.db
      .selectFrom('jobs')
      .select('id')
      .where('external_id', '=', job.id)
      .where('board_id', '=', await boardId(token))
      .executeTakeFirstOrThrow()
  ).id;

const places = (job: Job | undefined) => job?.locations.map((l) => l.city);
const titled = (jobs: Job[], start: string) => jobs.filter((j) => j.title.startsWith(start));

describe('one result per opening across a company’s boards', () => {
  it('two boards written at once show the opening once, the oldest posting with both places', async () => {
    await fetch('twoco-us', 'twoco-ca');
    const { count, jobs } = await search();
    expect(count).toBe(2);
    const platform = titled(jobs, 'Platform Engineer');
    expect(platform).toHaveLength(1);
    // Whichever board's worker wrote first holds the oldest posting: it is the one shown.
    const ids = [await idOf(platformUs, 'twoco-us'), await idOf(platformCa, 'twoco-ca')];
    expect(platform[0]?.id).toBe(Math.min(...ids));
    expect([...(places(platform[0]) ?? [])].sort()).toEqual(['New York', 'Toronto']);
    // The city filter finds it by the other board's place.
    const toronto = platform[0]?.locations.find((l) => l.city === 'Toronto');
    const byToronto = await search({ city: [cityMatchValue('Toronto', toronto?.state ?? null)] });
    expect(byToronto.jobs.map((j) => j.id)).toEqual([platform[0]?.id]);
  });

  it('a remote opening is open to the countries of every posting of it, on the card and in the filter', async () => {
    const { jobs } = await search();
    const [support] = titled(jobs, 'Support Engineer');
    // The shown posting's own first: whichever board was written first.
    expect(support?.remote_eligibility?.label.split(', ').sort()).toEqual(['UK', 'US']);
    expect(support?.remote_eligibility?.sentence).toContain('remote within the US');
    expect(support?.remote_eligibility?.sentence).toContain('remote within the UK');
    for (const region of ['US', 'GB']) {
      const found = await search({ remote_region: [region] });
      expect(found.jobs.map((j) => j.id)).toEqual([support?.id]);
    }
    expect((await search({ remote_region: ['PT'] })).jobs).toEqual([]);
  });

  it('re-reading the stored postings keeps the opening open to both countries', async () => {
    // An older facts reader read them: the background work reads every posting again, the shown one too.
    await t.deps.db.updateTable('jobs').set({ facts_version: 0 }).execute();
    expect((await refreshStoredJobFacts(t.deps)).read).toBeGreaterThan(0);
    const [support] = titled((await search()).jobs, 'Support Engineer');
    expect(support?.remote_eligibility?.label.split(', ').sort()).toEqual(['UK', 'US']);
    for (const region of ['US', 'GB']) {
      expect((await search({ remote_region: [region] })).jobs.map((j) => j.id)).toEqual([support?.id]);
    }
  });

  it('a person who saved the copy finds it in their saved list; search still shows the opening once', async () => {
    const member = await createSignedInUser(t.deps, { email: 'saver@example.com' });
    const ids = [await idOf(platformUs, 'twoco-us'), await idOf(platformCa, 'twoco-ca')];
    const copyId = Math.max(...ids);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/post/user-job-saved',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      payload: { job_id: copyId, save_job: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = await search({ saved: true }, member.cookie);
    expect(list.count).toBe(1);
    expect(list.jobs.map((j) => [j.id, j.saved])).toEqual([[copyId, true]]);
    // So does their tracked list, once they track it.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/post/update-job-status',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      payload: { job_id: copyId, job_status: 'Cold Applied' },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect((await search({ tracked: true }, member.cookie)).jobs.map((j) => j.id)).toEqual([copyId]);
    const all = await search({}, member.cookie);
    expect(all.count).toBe(2);
    expect(titled(all.jobs, 'Platform Engineer').map((j) => j.id)).toEqual([Math.min(...ids)]);
  });

  it('the posting shown closes on its board: the other board’s copy takes over, with its own places', async () => {
    const usId = await idOf(platformUs, 'twoco-us');
    const caId = await idOf(platformCa, 'twoco-ca');
    const [shownJob, shownBoard, copyId, copyPlace] =
      usId < caId ? [platformUs, usBoard, caId, 'Toronto'] : [platformCa, caBoard, usId, 'New York'];
    shownBoard.jobs.delete(shownJob.id);
    shownBoard.revision++;
    clock.set(new Date(START + DAY));
    await fetch(shownBoard === usBoard ? 'twoco-us' : 'twoco-ca');
    const { count, jobs } = await search();
    expect(count).toBe(2);
    const platform = titled(jobs, 'Platform Engineer');
    expect(platform.map((j) => [j.id, places(j)])).toEqual([[copyId, [copyPlace]]]);
  });

  it('a silent board’s posting hides with its board: the other board’s copy shows the opening', async () => {
    const supports = await t.deps.db
      .selectFrom('jobs')
      .innerJoin('job_boards', 'job_boards.id', 'jobs.board_id')
      .select(['jobs.id', 'job_boards.token'])
      .where('jobs.title', 'like', 'Support Engineer%')
      .orderBy('jobs.id')
      .execute();
    const [shown, copy] = supports;
    // The board of the posting shown stops answering for longer than jobs stay fresh; the sweep hides its jobs.
    clock.set(new Date(START + 2 * DAY));
    await t.deps.db
      .updateTable('job_boards')
      .set({ last_success_at: new Date(START - 30 * DAY) })
      .where('token', '=', shown!.token)
      .execute();
    expect(await hideStaleJobs(t.deps)).toBeGreaterThan(0);
    expect(titled((await search()).jobs, 'Support Engineer')).toEqual([]);
    // The other board is read again with an edit of its posting: its copy now shows the opening.
    const board = copy!.token === 'twoco-us' ? usBoard : caBoard;
    const posting = [...board.jobs.values()].find((j) => j.title.startsWith('Support Engineer'))!;
    posting.descriptionHtml += '<p>Apply by the end of the month.</p>';
    posting.version++;
    posting.updatedAt = clock.now();
    board.revision++;
    await fetch(copy!.token);
    const support = titled((await search()).jobs, 'Support Engineer');
    expect(support.map((j) => j.id)).toEqual([copy!.id]);
    // Its own reading only: the silent board's posting is not part of the opening shown.
    expect(support[0]?.remote_eligibility?.label).toBe(copy!.token === 'twoco-us' ? 'US only' : 'UK only');
    const silentRegion = copy!.token === 'twoco-us' ? 'GB' : 'US';
    expect(titled((await search({ remote_region: [silentRegion] })).jobs, 'Support Engineer')).toEqual([]);
  });

  it("keeps every job's location keys those of the places it shows, and no copy active", async () => {
    const { rows } = await sql<{ id: number; keys: string[]; places: string[] }>`
      SELECT id, location_keys AS keys, upstream_location_keys(id) AS places FROM jobs`.execute(t.deps.db);
    for (const r of rows) expect([...r.keys].sort()).toEqual([...r.places].sort());
    const { rows: active } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM jobs WHERE opening_id IS NOT NULL AND active`.execute(t.deps.db);
    expect(active[0]?.n).toBe(0);
  });
});
