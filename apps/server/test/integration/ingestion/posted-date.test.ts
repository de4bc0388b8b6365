import { SIM_ATS, type SimAts, type SimJob, type Simulator, startSimulator } from '@upstream/ats-simulator';
import type { Job } from '@upstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, type TestClock } from '../../../src/lib/clock.ts';
import { alertsWork } from '../../../src/modules/alerts/work.ts';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import { claimDueSlots } from '../../../src/work/cron.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { type MailSink, startMailSink } from '../../helpers/mail-sink.ts';
import { createUser } from '../../helpers/users.ts';
import { createSavedSearch } from '../alerts/fixtures.ts';

// New means new in the world: a board Upstream starts reading today lists postings it has had open for months.
// Those are not news — not at the top of the results, not in "New Jobs Today", not in the daily email — while a
// job posted today, on a board already known or on the new one, is.

// Tuesday 2026-03-03, 12:00 UTC; the digest slot is 10:00 ET (15:00 UTC).
const DAY0 = Date.parse('2026-03-02T12:00:00Z');
const digestJob = alertsWork.find((j) => j.name === 'alerts.daily-digest')!;

let sim: Simulator;
let sink: MailSink;
let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  sink = await startMailSink();
  sim = await startSimulator({ now: () => clock.now() });
  t = await createTestApp({
    env: { ...sim.env, SMTP_URL: sink.url },
    clockStart: new Date(DAY0).toISOString(),
  });
  clock = t.clock;
});
afterAll(async () => {
  await sim.close();
  await sink.close();
});

async function fetchAll() {
  const boards = await t.deps.db.selectFrom('job_boards').select('id').orderBy('id').execute();
  return fetchBoards(
    t.deps,
    boards.map((b) => b.id),
    { claimedAt: clock.now() },
  );
}

async function firstPage(): Promise<Job[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/post/jobs', payload: { page: 1 } });
  expect(res.statusCode).toBe(200);
  return res.json().job_search[0];
}

describe('a board added today', () => {
  it('keeps its months-old postings out of the top results, New Jobs Today and the daily email', async () => {
    // Day 0: a board Upstream already reads, its postings one to three weeks old.
    const walk = sim.addBoard({
      ats: 'greenhouse',
      token: 'walkco',
      company: 'Walk Co',
      size: 5,
      seed: 3,
      postedDaysAgo: { min: 7, max: 20 },
    });
    await loadCompanies(t.deps.db, [
      {
        name: 'Walk Co',
        homepage_url: null,
        industry: 'Software',
        boards: [{ ats: 'greenhouse', token: 'walkco' }],
      },
    ]);
    expect((await fetchAll()).map((o) => o.ok)).toEqual([true]);
    const user = await createUser(t.deps.db, { email: 'news@example.com' });
    await createSavedSearch(t.deps.db, user.id, 'Everything', {}, { email: true });

    // Day 1: Walk Co posts a job this morning and lists one it had posted three weeks ago; a catalogue company
    // with 40 postings two to four months old, and one posted five hours ago, is added.
    clock.set(new Date(DAY0 + DAY));
    const fresh = walk.add(new Date(clock.now().getTime() - 2 * HOUR));
    const late = walk.add(new Date(clock.now().getTime() - 21 * DAY));
    const catalogue = sim.addBoard({
      ats: 'ashby',
      token: 'catalogueco',
      company: 'Catalogue Co',
      size: 40,
      seed: 5,
      postedDaysAgo: { min: 60, max: 120 },
    });
    const posted = catalogue.add(new Date(clock.now().getTime() - 5 * HOUR));
    await loadCompanies(t.deps.db, [
      {
        name: 'Catalogue Co',
        homepage_url: null,
        industry: 'Software',
        boards: [{ ats: 'ashby', token: 'catalogueco' }],
      },
    ]);
    const outcomes = await fetchAll();
    expect(outcomes.map((o) => [o.ok, o.added])).toEqual([
      [true, 2],
      [true, 41],
    ]);

    // The first page of the default order: today's postings first, then Walk Co's weeks-old ones, and only then
    // the months-old postings of the new board, each showing the date its ATS gives.
    const page = await firstPage();
    expect(page).toHaveLength(20);
    const today = page.slice(0, 2).map((j) => [j.company, j.title, j.formatted_date]);
    expect(today).toEqual(
      expect.arrayContaining([
        ['Walk Co', fresh.title, fresh.postedAt.toISOString()],
        ['Catalogue Co', posted.title, posted.postedAt.toISOString()],
      ]),
    );
    const companies = page.map((j) => j.company);
    expect(companies.slice(2, 8)).toEqual(Array(6).fill('Walk Co'));
    expect(companies.slice(8)).toEqual(Array(12).fill('Catalogue Co'));
    const weeksOld = page.slice(2, 8).map((j) => Date.parse(j.formatted_date));
    expect(weeksOld).toContain(late.postedAt.getTime());
    expect([...weeksOld].sort((a, b) => b - a)).toEqual(weeksOld);
    const old = page.slice(8).map((j) => Date.parse(j.formatted_date));
    expect(old.every((at) => at <= clock.now().getTime() - 60 * DAY)).toBe(true);
    // Newest posting first among them.
    expect([...old].sort((a, b) => b - a)).toEqual(old);

    // New Jobs Today: the two postings of today, from two companies.
    const counts = await t.app.inject({ method: 'GET', url: '/api/get/job-counts' });
    expect(counts.json().job_counts[0][0]).toEqual({ job_search_count: 2, job_company_count: 2 });

    // The 10:00 ET digest: today's two postings, not the 40 old ones, not the one Walk Co posted weeks ago.
    clock.set(new Date('2026-03-03T15:00:10Z'));
    const claimed = await claimDueSlots(t.deps.db, t.deps.clock, [digestJob]);
    expect(claimed).toHaveLength(1);
    await digestJob.handler({}, t.deps);
    const mail = await sink.waitFor((m) => m.to.includes('news@example.com'));
    expect(mail.subject).toBe('Everything: 2 new jobs');
    expect(mail.text).toContain(fresh.title);
    expect(mail.text).toContain(posted.title);
    // Each shows when it was posted, not when Upstream found it (12:00 UTC).
    expect(mail.text).toContain('Walk Co · ');
    expect(mail.text).toContain('added 5 hours ago');
    expect(mail.text).toContain('added 8 hours ago');
    expect(mail.text.split('Catalogue Co · ')).toHaveLength(2);
    expect(mail.text.split('Walk Co · ')).toHaveLength(2);
  });
});

/** A posted date as each ATS's wire carries it (date-only fields, Workday's "Posted N Days Ago"). */
function onTheWire(ats: SimAts, job: SimJob, listedOnly: boolean, now: Date): string {
  const day = (d: Date) => `${d.toISOString().slice(0, 10)}T00:00:00.000Z`;
  const seconds = (d: Date) => `${d.toISOString().slice(0, 19)}.000Z`;
  if (ats === 'workable') return day(job.postedAt);
  if (ats === 'recruitee') return seconds(job.postedAt);
  if (ats === 'workday') {
    if (!listedOnly) return day(job.postedAt);
    const days = Math.min(30, Math.floor((now.getTime() - job.postedAt.getTime()) / DAY));
    return new Date(now.getTime() - days * DAY).toISOString();
  }
  return job.postedAt.toISOString();
}

describe.each(SIM_ATS)("%s: the ATS's posted date", (ats) => {
  it('is stored on each job as the board gives it', async () => {
    const token = ats === 'workday' ? 'dated.wd1/Careers' : `dated-${ats}`;
    const board = sim.addBoard({
      ats,
      token,
      company: `Dated ${ats}`,
      size: 12,
      postedDaysAgo: { min: 0, max: 90 },
    });
    await loadCompanies(t.deps.db, [
      { name: `Dated ${ats}`, homepage_url: null, industry: 'Software', boards: [{ ats, token }] },
    ]);
    const row = await t.deps.db
      .selectFrom('job_boards')
      .select('id')
      .where('ats', '=', ats)
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const [outcome] = await fetchBoards(t.deps, [row.id], { claimedAt: clock.now() });
    expect(outcome).toMatchObject({ ok: true, added: 12 });
    const jobs = await t.deps.db
      .selectFrom('jobs')
      .select(['external_id', 'posted_at', 'first_seen_at', 'listed_at'])
      .where('board_id', '=', row.id)
      .execute();
    expect(jobs).toHaveLength(12);
    const now = clock.now();
    // Compared as sets of dates (each ATS has its own ids): every posting's date, stored as the wire gives it.
    const expected = [...board.jobs.values()].map((sj) => {
      // Workday's detail call (which carries startDate) is made for every new posting.
      const posted = onTheWire(ats, sj, false, now);
      // A first fetch: news only what was posted in the last two days.
      const old = Date.parse(posted) < now.getTime() - 2 * DAY;
      return `${posted} listed ${old ? posted : now.toISOString()}`;
    });
    const stored = jobs.map((j) => `${j.posted_at?.toISOString()} listed ${j.listed_at?.toISOString()}`);
    expect(stored.sort()).toEqual(expected.sort());
    // The board spans three months: some of it is news, most of it is not.
    expect(stored.filter((s) => s.endsWith(now.toISOString())).length).toBeLessThan(12);
  });
});
