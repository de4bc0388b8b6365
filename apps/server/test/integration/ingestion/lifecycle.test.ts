import { type SimJob, type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, type TestClock } from '../../../src/lib/clock.ts';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import {
  FETCH_BOARDS_WORK,
  fetchBoards,
  hideStaleJobs,
  scheduleDueBoards,
} from '../../../src/modules/ingestion/service.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

const START = Date.parse('2026-03-02T15:00:00Z');

let sim: Simulator;
let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  sim = await startSimulator({ now: () => clock.now() });
  t = await createTestApp({
    env: { ...sim.env, INGEST_BACKOFF_MS: '5' },
    clockStart: new Date(START).toISOString(),
  });
  clock = t.clock;
  sim.addBoard({ ats: 'greenhouse', token: 'walkco', company: 'Walk Co', size: 12, seed: 7 });
  sim.addBoard({ ats: 'lever', token: 'flaky', company: 'Flaky Inc', size: 5, seed: 9 });
  await loadCompanies(t.deps.db, [
    {
      name: 'Walk Co',
      homepage_url: 'https://walk.example',
      industry: 'Software',
      boards: [{ ats: 'greenhouse', token: 'walkco' }],
    },
    {
      name: 'Flaky Inc',
      homepage_url: null,
      industry: 'Fintech',
      boards: [{ ats: 'lever', token: 'flaky' }],
    },
  ]);
});
afterAll(() => sim.close());

const walk = () => sim.board('greenhouse', 'walkco')!;
const flaky = () => sim.board('lever', 'flaky')!;

function goTo(day: number, hours = 0) {
  clock.set(new Date(START + day * DAY + hours * HOUR));
}

/** One scheduler tick and the fetch jobs it queued, as the workers would run them. */
async function tick() {
  const before = t.queue.sent.length;
  await scheduleDueBoards(t.deps);
  const queued = t.queue.sent.slice(before).filter((s) => s.name === FETCH_BOARDS_WORK);
  const outcomes = [];
  for (const job of queued) {
    const { boardIds, claimedAt } = job.data as { boardIds: number[]; claimedAt: string };
    outcomes.push(...(await fetchBoards(t.deps, boardIds, { claimedAt: new Date(claimedAt) })));
  }
  return outcomes;
}

async function jobRow(company: string, externalId: string) {
  return t.deps.db
    .selectFrom('jobs')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .selectAll('jobs')
    .where('companies.name', '=', company)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

async function activeCount(company: string) {
  const row = await t.deps.db
    .selectFrom('jobs')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('companies.name', '=', company)
    .where('jobs.active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a board walked through simulated days', () => {
  let removed: SimJob;
  let edited: SimJob;
  let added: SimJob;

  it('day 0: the first fetch lists every job, first seen today, with places', async () => {
    goTo(0);
    const outcomes = await tick();
    expect(outcomes.map((o) => [o.mode, o.ok, o.added])).toEqual([
      ['full', true, 12],
      ['full', true, 5],
    ]);
    expect(await activeCount('Walk Co')).toBe(12);
    const any = [...walk().jobs.values()][0]!;
    const row = await jobRow('Walk Co', any.id);
    expect(row?.first_seen_at.toISOString()).toBe(new Date(START).toISOString());
    expect(row?.title).toBe(any.title);
    const places = await t.deps.db
      .selectFrom('job_locations')
      .selectAll()
      .where('job_id', '=', row!.id)
      .execute();
    expect(places.length).toBeGreaterThan(0);
  });

  it('a board fetched less than 18 hours ago is not fetched again', async () => {
    goTo(0, 17);
    expect(await tick()).toEqual([]);
  });

  it('day 1: a new job appears with today as first seen; an edit updates its one row', async () => {
    goTo(1);
    const jobs = [...walk().jobs.values()];
    removed = jobs[0]!;
    edited = jobs[1]!;
    walk().close(removed);
    walk().edit(edited, clock.now());
    added = walk().add(clock.now());
    const before = await jobRow('Walk Co', edited.id);

    const [outcome] = (await tick()).filter((o) => o.listed === walk().jobs.size);
    expect(outcome).toMatchObject({ mode: 'new', added: 1, edited: 1, closed: 0 });

    const fresh = await jobRow('Walk Co', added.id);
    expect(fresh?.first_seen_at.toISOString()).toBe(clock.now().toISOString());
    const after = await jobRow('Walk Co', edited.id);
    expect(after?.id).toBe(before?.id);
    expect(after?.first_seen_at.toISOString()).toBe(before?.first_seen_at.toISOString());
    expect(after?.description).toContain('revision 2');
    // A new-jobs fetch does not close: that is the weekly full fetch's job.
    expect((await jobRow('Walk Co', removed.id))?.closed_at).toBeNull();
  });

  it('day 7: the full fetch closes the removed job, keeping its row', async () => {
    for (let d = 2; d <= 7; d++) {
      goTo(d);
      await tick();
    }
    const row = await jobRow('Walk Co', removed.id);
    expect(row?.closed_at?.toISOString()).toBe(clock.now().toISOString());
    expect(row?.active).toBe(false);
  });

  it('day 8: a returning job reopens with its first date', async () => {
    goTo(8);
    walk().jobs.set(removed.id, removed);
    walk().revision++;
    await tick();
    const row = await jobRow('Walk Co', removed.id);
    expect(row?.closed_at).toBeNull();
    expect(row?.active).toBe(true);
    expect(row?.first_seen_at.toISOString()).toBe(new Date(START).toISOString());
  });

  it('day 9: a repost under a new id keeps the first date and is marked reposted', async () => {
    goTo(9);
    const original = [...walk().jobs.values()].find((j) => j.id !== removed.id && j.id !== added.id)!;
    const originalRow = await jobRow('Walk Co', original.id);
    walk().close(original);
    const repost = walk().add(clock.now(), original);
    await tick();
    const row = await jobRow('Walk Co', repost.id);
    expect(row?.reposted_from_id).toBe(originalRow?.id);
    expect(row?.repost_count).toBe(1);
    expect(row?.first_seen_at.toISOString()).toBe(originalRow?.first_seen_at.toISOString());
    expect(row?.active).toBe(true);
  });

  it('a failing board keeps its jobs, records each error and is marked failing', async () => {
    goTo(10);
    const open = await activeCount('Flaky Inc');
    expect(open).toBeGreaterThan(0);
    sim.setFault('lever', 'flaky', { kind: 'status', status: 500 });
    // Retried after 1, then 2 hours (and the HTTP client's own retries within each fetch).
    for (const hours of [0, 1, 3]) {
      goTo(10, hours);
      const outcomes = await tick();
      expect(outcomes.find((o) => o.error)?.error).toMatchObject({ kind: 'http', httpStatus: 500 });
    }
    const board = await t.deps.db
      .selectFrom('job_boards')
      .selectAll()
      .where('token', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(board.status).toBe('failing');
    expect(board.consecutive_failures).toBe(3);
    const errors = await t.deps.db
      .selectFrom('board_fetch_errors')
      .selectAll()
      .where('board_id', '=', board.id)
      .execute();
    expect(errors).toHaveLength(3);
    expect(errors[0]?.message).toContain('HTTP 500');
    expect(await activeCount('Flaky Inc')).toBe(open);
  }, 60_000);

  it('a board silent for 14 days leaves search, and comes back when it answers again', async () => {
    const open = await activeCount('Flaky Inc');
    for (let d = 11; d <= 23; d++) {
      goTo(d);
      await tick();
      await hideStaleJobs(t.deps);
    }
    // Last success on day 9; on day 23 that is 14 days.
    expect(await activeCount('Flaky Inc')).toBe(open);
    goTo(23, 1);
    await hideStaleJobs(t.deps);
    expect(await activeCount('Flaky Inc')).toBe(0);
    expect(await activeCount('Walk Co')).toBe(walk().jobs.size);

    sim.clearFault('lever', 'flaky');
    goTo(24);
    await tick();
    expect(await activeCount('Flaky Inc')).toBe(flaky().jobs.size);
  }, 120_000);
});
