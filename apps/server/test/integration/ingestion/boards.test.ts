import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBoard,
  BoardProblem,
  listBoards,
  loadCompanies,
  removeBoard,
} from '../../../src/modules/ingestion/boards.ts';
import { readCompanyList } from '../../../src/modules/ingestion/company-list.ts';
import {
  BOARDS_PER_FETCH,
  CLAIM_PER_TICK,
  FETCH_BOARDS_WORK,
  fetchBoards,
  ingestContext,
} from '../../../src/modules/ingestion/service.ts';
import { scheduleJob as schedule } from '../../../src/modules/ingestion/work.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
  sim.addBoard({ ats: 'ashby', token: 'goodco', company: 'Good Co', size: 8 });
  sim.addBoard({ ats: 'recruitee', token: 'otherco', company: 'Other Co', size: 6 });
});
afterAll(() => sim.close());

describe('operator board commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...sim.env, INGEST_BACKOFF_MS: '5' } });
  });

  it('adds a board only after one fetch proves it exists', async () => {
    const added = await addBoard(ingestContext(t.deps), {
      ats: 'ashby',
      token: 'goodco',
      company: 'Good Co',
      homepage_url: 'https://good.example',
      industry: 'Software',
    });
    expect(added.postings).toBe(8);
    await expect(
      addBoard(ingestContext(t.deps), { ats: 'lever', token: 'nobody-here', company: 'Nobody' }),
    ).rejects.toThrow(BoardProblem);
    await expect(
      addBoard(ingestContext(t.deps), { ats: 'lever', token: 'nobody-here', company: 'Nobody' }),
    ).rejects.toThrow(/could not be read: The board does not exist/);
    const boards = await listBoards(t.deps.db);
    expect(boards.map((b) => [b.company, b.ats, b.token, b.status])).toEqual([
      ['Good Co', 'ashby', 'goodco', 'active'],
    ]);
  });

  it('one bad board never stops the others, and its error is listed', async () => {
    await loadCompanies(t.deps.db, [
      {
        name: 'Gone Co',
        homepage_url: null,
        industry: 'Retail',
        boards: [{ ats: 'greenhouse', token: 'gone' }],
      },
      {
        name: 'Other Co',
        homepage_url: null,
        industry: 'Retail',
        boards: [{ ats: 'recruitee', token: 'otherco' }],
      },
    ]);
    const ids = (await t.deps.db.selectFrom('job_boards').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    const outcomes = await fetchBoards(t.deps, ids);
    expect(outcomes.map((o) => [o.ok, o.error?.kind ?? null, o.added])).toEqual([
      [true, null, 8],
      [false, 'not_found', 0],
      [true, null, 6],
    ]);
    const gone = (await listBoards(t.deps.db)).find((b) => b.token === 'gone');
    expect(gone).toMatchObject({
      consecutive_failures: 1,
      last_error: 'not_found: The board does not exist (HTTP 404).',
    });
  });

  it('removes a board with its jobs', async () => {
    expect(await removeBoard(t.deps.db, 'recruitee', 'otherco')).toBe(true);
    expect(await removeBoard(t.deps.db, 'recruitee', 'otherco')).toBe(false);
    const jobs = await t.deps.db
      .selectFrom('jobs')
      .innerJoin('companies', 'companies.id', 'jobs.company_id')
      .select('jobs.id')
      .where('companies.name', '=', 'Other Co')
      .execute();
    expect(jobs).toEqual([]);
  });
});

describe('first start', () => {
  it('loads the company list when there are no boards, then queues due boards in batches once', async () => {
    const t = await createTestApp({ env: { ...sim.env } });
    await schedule.handler({}, t.deps);
    const companyList = await readCompanyList();
    const boards = await listBoards(t.deps.db);
    expect(boards).toHaveLength(companyList.flatMap((c) => c.boards).length);
    const fetchWork = () => t.queue.sent.filter((s) => s.name === FETCH_BOARDS_WORK);
    const idsOf = (jobs: typeof t.queue.sent) =>
      jobs.flatMap((s) => (s.data as { boardIds: number[] }).boardIds);
    // A company list of thousands is not fetched all at once: a minute's tick claims CLAIM_PER_TICK boards.
    expect(idsOf(fetchWork())).toHaveLength(Math.min(CLAIM_PER_TICK, boards.length));

    // Tick by tick, every board is queued once, never more than CLAIM_PER_TICK a minute.
    const ticks = Math.ceil(boards.length / CLAIM_PER_TICK);
    for (let tick = 1; tick < ticks; tick++) {
      const before = fetchWork().length;
      t.clock.advance(60_000);
      await schedule.handler({}, t.deps);
      expect(idsOf(fetchWork().slice(before)).length).toBeLessThanOrEqual(CLAIM_PER_TICK);
    }
    const queued = fetchWork();
    const ids = idsOf(queued);
    expect(ids).toHaveLength(boards.length);
    expect(new Set(ids).size).toBe(boards.length);
    expect(queued.every((s) => (s.data as { boardIds: number[] }).boardIds.length <= BOARDS_PER_FETCH)).toBe(
      true,
    );
    expect(queued.every((s) => s.options?.singletonKey)).toBe(true);

    // The claim holds: one more tick a minute later queues nothing, and loads nothing twice.
    t.clock.advance(60_000);
    await schedule.handler({}, t.deps);
    expect(fetchWork()).toHaveLength(queued.length);
    expect(await listBoards(t.deps.db)).toHaveLength(boards.length);
  });

  it('loads a company list of thousands of companies in a few statements, idempotently', async () => {
    const t = await createTestApp({ env: { ...sim.env, INGEST_ENABLED: 'false' } });
    const companyList = await readCompanyList();
    const started = performance.now();
    const loaded = await loadCompanies(t.deps.db, companyList);
    const ms = performance.now() - started;
    expect(loaded.boards).toBe(companyList.flatMap((c) => c.boards).length);
    // Generous for a loaded CI machine: two statements per company took over 10 s on this 2-core box.
    expect(ms).toBeLessThan(5_000);
    await loadCompanies(t.deps.db, companyList);
    const boards = await listBoards(t.deps.db);
    expect(boards).toHaveLength(loaded.boards);
    const stripe = boards.find((b) => b.ats === 'greenhouse' && b.token === 'stripe');
    expect(stripe?.company).toBe('Stripe');
  });

  it('does nothing with ingestion switched off', async () => {
    const t = await createTestApp({ env: { ...sim.env, INGEST_ENABLED: 'false' } });
    await schedule.handler({}, t.deps);
    expect(await listBoards(t.deps.db)).toEqual([]);
    expect(t.queue.sent).toEqual([]);
  });
});
