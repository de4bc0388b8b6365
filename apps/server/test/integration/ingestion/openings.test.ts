import { type SimBoard, type SimJob, type Simulator, startSimulator } from '@upstream/ats-simulator';
import type { Job } from '@upstream/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, type TestClock } from '../../../src/lib/clock.ts';
import { alertsWork } from '../../../src/modules/alerts/work.ts';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import { claimDueSlots } from '../../../src/work/cron.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { createSavedSearch } from '../alerts/fixtures.ts';

// One result per opening (issue 22, item 7): a board that posts one opening once per city shows it once, with
// all its places, in search, in the counts and in the daily digest; whoever tracked a copy keeps it; and the
// opening stays listed when one of its postings closes, the one shown included.

// 2026-03-02 10:00 ET is 15:00Z; the boards are read the day before, so their postings are the day's news.
const START = Date.parse('2026-03-01T16:00:00Z');
const DIGEST_AT = '2026-03-02T15:00:00Z';
const digestWork = alertsWork.find((w) => w.name === 'alerts.daily-digest')!;

let sim: Simulator;
let t: TestApp;
let clock: TestClock;
let board: SimBoard;
let shown: SimJob;
let copies: SimJob[];

const city = (name: string, code: string) => ({
  city: name,
  region: name,
  regionCode: code,
  country: 'United States',
  countryCode: 'US',
});
const NEW_YORK = city('New York', 'NY');
const AUSTIN = city('Austin', 'TX');
const SEATTLE = city('Seattle', 'WA');

beforeAll(async () => {
  sim = await startSimulator({ now: () => clock.now() });
  t = await createTestApp({
    env: { ...sim.env, INGEST_BACKOFF_MS: '5' },
    clockStart: new Date(START).toISOString(),
  });
  clock = t.clock;
  board = sim.addBoard({ ats: 'greenhouse', token: 'oneco', company: 'One Co', size: 0, seed: 5 });
  const at = new Date(START - DAY / 2);
  // The opening, posted in New York, then again for Austin and Seattle: the city in the title changes and so
  // does the one sentence of the description that names it.
  shown = board.add(at);
  shown.title = 'Platform Engineer - New York';
  shown.places = [NEW_YORK];
  const description = shown.descriptionHtml;
  copies = [
    [AUSTIN, 'Platform Engineer - Austin'],
    [SEATTLE, 'Platform Engineer (Seattle)'],
  ].map(([place, title]) => {
    const copy = board.add(at, shown);
    copy.title = title as string;
    copy.places = [place as typeof AUSTIN];
    copy.descriptionHtml = description.replace('New York', (place as typeof AUSTIN).city);
    return copy;
  });
  // Two other openings of the board: one with another title, one with the same title in another team.
  const other = board.add(at);
  other.title = 'Sales Lead';
  other.places = [AUSTIN];
  const otherTeam = board.add(at, shown);
  otherTeam.title = 'Platform Engineer';
  otherTeam.department = 'Data Platform';
  otherTeam.places = [AUSTIN];
  board.revision++;
  await loadCompanies(t.deps.db, [
    {
      name: 'One Co',
      homepage_url: null,
      industry: 'Software',
      boards: [{ ats: 'greenhouse', token: 'oneco' }],
    },
  ]);
});
afterAll(() => sim.close());

const boardId = async () =>
  (
    await t.deps.db
      .selectFrom('job_boards')
      .select('id')
      .where('token', '=', 'oneco')
      .executeTakeFirstOrThrow()
  ).id;

async function fetch() {
  const [outcome] = await fetchBoards(t.deps, [await boardId()], { mode: 'full' });
  expect(outcome?.ok).toBe(true);
}

async function search(filters: Record<string, unknown> = {}, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { company: ['one-co'], ...filters },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { count: body.job_search_count[0][0].job_search_count as number, jobs: body.job_search[0] as Job[] };
}

const platform = (jobs: Job[]) => jobs.filter((j) => j.title.startsWith('Platform Engineer'));
const places = (job: Job | undefined) => job?.locations.map((l) => l.city);

async function idOf(job: SimJob) {
  const row = await t.deps.db
    .selectFrom('jobs')
    .select('id')
    .where('external_id', '=', job.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function totals() {
  const res = await t.app.inject({ method: 'GET', url: '/api/get/total-counts' });
  return res.json().total_counts[0][0] as { total_jobs: number; total_companies: number };
}

async function newToday() {
  const res = await t.app.inject({ method: 'GET', url: '/api/get/job-counts' });
  return res.json().job_counts[0][0].job_search_count as number;
}

describe('one result per opening', () => {
  it('a board posting one opening in three cities shows it once, with its three places', async () => {
    await fetch();
    const { count, jobs } = await search();
    // The opening, the other title, and the same title in another team.
    expect(count).toBe(3);
    expect(jobs).toHaveLength(3);
    const opening = jobs.find((j) => j.title === 'Platform Engineer - New York');
    expect(places(opening)).toEqual(['New York', 'Austin', 'Seattle']);
    expect(platform(jobs).map((j) => places(j))).toContainEqual(['Austin']);
  });

  it('a city filter finds the opening by any of its places', async () => {
    const { jobs } = await search({ city: ['Seattle|WA'] });
    expect(jobs.map((j) => j.title)).toEqual(['Platform Engineer - New York']);
  });

  it('is counted once in the totals, the new jobs of the day and the city options', async () => {
    await expect.poll(totals, { timeout: 3000, interval: 50 }).toEqual({ total_jobs: 3, total_companies: 1 });
    clock.set(new Date(START + 2 * 60 * 60 * 1000));
    await expect.poll(newToday, { timeout: 3000, interval: 50 }).toBe(3);
    const res = await t.app.inject({ method: 'GET', url: '/api/get/jobs-search-inputs' });
    const cities = res.json().city[0] as { value: string }[];
    expect(cities.map((c) => c.value)).toEqual(expect.arrayContaining(['Seattle, WA', 'New York, NY']));
  });

  it('is one job of the daily digest', async () => {
    const { id, email } = await createSignedInUser(t.deps, { email: 'openings@example.com' });
    await createSavedSearch(t.deps.db, id, 'Platform', { job_title_search: ['platform'] });
    clock.set(DIGEST_AT);
    const claimed = await claimDueSlots(t.deps.db, t.deps.clock, [digestWork]);
    expect(claimed).toHaveLength(1);
    await digestWork.handler({}, t.deps);
    const mail = await t.deps.db
      .selectFrom('email_messages')
      .select(['subject', 'text'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    // The opening once, and the same title of the other team.
    expect(mail.text.match(/Platform Engineer/g)).toHaveLength(2);
    expect(mail.text).toContain('New York');
  });

  it('a person who tracked a copy keeps it in their tracker', async () => {
    const member = await createSignedInUser(t.deps, { email: 'tracker@example.com' });
    const copyId = await idOf(copies[0]!);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie: member.cookie }, payload });
    expect(
      (await post('/api/post/update-job-status', { job_id: copyId, job_status: 'Cold Applied' })).statusCode,
    ).toBe(200);
    expect((await post('/api/post/add-job-notes', { job_id: copyId, note: 'Austin team' })).statusCode).toBe(
      200,
    );
    const tracker = await t.app.inject({
      method: 'GET',
      url: '/api/get/tracker',
      headers: { cookie: member.cookie },
    });
    const tracked = tracker.json().tracked_jobs as { id: number; title: string; current_status: string }[];
    expect(tracked.map((j) => [j.id, j.title, j.current_status])).toEqual([
      [copyId, 'Platform Engineer - Austin', 'Cold Applied'],
    ]);
    const notes = await post('/api/post/fetch-all-job-notes', { job_id: copyId });
    expect(notes.json().job_notes[0].map((n: { note: string }) => n.note)).toContain('Austin team');
  });

  it('a copy that closes leaves the opening listed, without its place', async () => {
    board.jobs.delete(copies[1]!.id);
    board.revision++;
    clock.set(new Date(Date.parse(DIGEST_AT) + DAY));
    await fetch();
    const { jobs } = await search();
    expect(jobs).toHaveLength(3);
    const opening = jobs.find((j) => j.title === 'Platform Engineer - New York');
    expect(places(opening)).toEqual(['New York', 'Austin']);
    expect((await search({ city: ['Seattle|WA'] })).jobs).toEqual([]);
  });

  it('the posting shown closes: a copy takes over and the opening stays listed, once', async () => {
    board.jobs.delete(shown.id);
    board.revision++;
    clock.set(new Date(Date.parse(DIGEST_AT) + 2 * DAY));
    await fetch();
    const { count, jobs } = await search();
    expect(count).toBe(3);
    const opening = jobs.find((j) => j.title === 'Platform Engineer - Austin');
    expect(opening?.id).toBe(await idOf(copies[0]!));
    expect(places(opening)).toEqual(['Austin']);
    await expect.poll(totals, { timeout: 3000, interval: 50 }).toEqual({ total_jobs: 3, total_companies: 1 });
  });

  it('a new copy joins the opening; rewritten into another opening it shows on its own; rewritten back it joins again', async () => {
    const opening = copies[0]!;
    const copy = board.add(clock.now(), opening);
    copy.title = 'Platform Engineer (Seattle)';
    copy.places = [SEATTLE];
    copy.descriptionHtml = opening.descriptionHtml.replace('Austin', 'Seattle');
    const nearDuplicate = copy.descriptionHtml;
    board.revision++;
    clock.set(new Date(Date.parse(DIGEST_AT) + 3 * DAY));
    await fetch();
    let { count, jobs } = await search();
    expect(count).toBe(3);
    expect(places(jobs.find((j) => j.title === 'Platform Engineer - Austin'))).toEqual(['Austin', 'Seattle']);

    // Same title and team, but the description now says another job: no longer a copy of the opening.
    copy.descriptionHtml =
      '<p>Our platform team in Seattle is hiring someone to run the payments ledger, on call one week in four.</p>' +
      '<p>You will own reconciliation jobs, audit trails and the settlement reports finance reads each morning.</p>';
    board.revision++;
    clock.set(new Date(Date.parse(DIGEST_AT) + 4 * DAY));
    await fetch();
    ({ count, jobs } = await search());
    expect(count).toBe(4);
    expect(places(jobs.find((j) => j.title === 'Platform Engineer - Austin'))).toEqual(['Austin']);
    expect(places(jobs.find((j) => j.title === 'Platform Engineer (Seattle)'))).toEqual(['Seattle']);

    // An edit elsewhere on the board (another opening's pay and text) leaves both as they are.
    const sales = [...board.jobs.values()].find((j) => j.title === 'Sales Lead')!;
    board.edit(sales, clock.now());
    clock.set(new Date(Date.parse(DIGEST_AT) + 5 * DAY));
    await fetch();
    expect((await search()).count).toBe(4);

    copy.descriptionHtml = nearDuplicate;
    board.revision++;
    clock.set(new Date(Date.parse(DIGEST_AT) + 6 * DAY));
    await fetch();
    ({ count, jobs } = await search());
    expect(count).toBe(3);
    expect(places(jobs.find((j) => j.title === 'Platform Engineer - Austin'))).toEqual(['Austin', 'Seattle']);
    expect((await search({ city: ['Seattle|WA'] })).jobs.map((j) => j.title)).toEqual([
      'Platform Engineer - Austin',
    ]);
  });

  it("keeps every job's location keys those of the places it shows", async () => {
    const { rows } = await sql<{ id: number; keys: string[]; places: string[] }>`
      SELECT id, location_keys AS keys, upstream_location_keys(id) AS places FROM jobs`.execute(t.deps.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([...r.keys].sort()).toEqual([...r.places].sort());
  });
});
