import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../../src/lib/clock.ts';
import { copyPlaces } from '../../../src/modules/catalogue/board-openings.ts';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

// What a board's fetch sends to PostgreSQL, statement by statement. Each statement is a round trip, and a round
// trip costs the ingesting thread a socket write whatever its size: a quarter of that thread in a refetch with
// changes (docs/decisions/0017-ingest-cost.md). So the writes a fetch can send together go in one statement.

let sim: Simulator;
let t: TestApp;
let boardId: number;

/** A db that lists the statements sent through it (each one round trip): a raw one by its first words. */
function counting() {
  const sent: string[] = [];
  const db = t.deps.db.withPlugin({
    transformQuery(args) {
      const n = args.node as { kind: string; sqlFragments?: readonly string[] };
      sent.push(n.sqlFragments ? n.sqlFragments.join('$').replace(/\s+/g, ' ').trim().slice(0, 40) : n.kind);
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  });
  return { db, sent };
}

beforeAll(async () => {
  sim = await startSimulator({ now: () => t.clock.now() });
  t = await createTestApp({ env: { ...sim.env, INGEST_BACKOFF_MS: '5' } });
  sim.addBoard({ ats: 'ashby', token: 'tripsco', company: 'Trips Co', size: 30, seed: 5 });
  await loadCompanies(t.deps.db, [
    {
      name: 'Trips Co',
      homepage_url: null,
      industry: 'Software',
      boards: [{ ats: 'ashby', token: 'tripsco' }],
    },
  ]);
  boardId = (
    await t.deps.db
      .selectFrom('job_boards')
      .select('id')
      .where('token', '=', 'tripsco')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => sim.close());

describe('the statements of a board fetch', () => {
  it("a board's first fetch reads none of its jobs, nor, as its company's only board, earlier postings to be reposts of", async () => {
    const { db, sent } = counting();
    const [first] = await fetchBoards({ ...t.deps, db }, [boardId], { mode: 'full' });
    expect(first).toMatchObject({ ok: true, added: 30, reposts: 0 });
    // The boards read; the transaction opened, the company's openings scoped; the postings written; their
    // openings decided; the fetch recorded with the company's share; the commit. No read of the board's jobs (a
    // board never read has none), no look for reposts (the company's jobs are its boards'), nor for the industry
    // it has.
    expect(sent).toHaveLength(7);
  });

  it('a board that answers as before costs one statement: its fetch recorded with its company share', async () => {
    t.clock.advance(DAY);
    const { db, sent } = counting();
    const [outcome] = await fetchBoards({ ...t.deps, db }, [boardId], { mode: 'full' });
    expect(outcome).toMatchObject({ ok: true, unchangedListing: true });
    // The boards read, then the one write.
    expect(sent).toHaveLength(2);
    const board = await t.deps.db
      .selectFrom('job_boards')
      .select('last_success_at')
      .where('id', '=', boardId)
      .executeTakeFirstOrThrow();
    expect(board.last_success_at?.getTime()).toBe(t.clock.now().getTime());
    const company = await t.deps.db
      .selectFrom('companies')
      .select('open_jobs_counted')
      .where('name', '=', 'Trips Co')
      .executeTakeFirstOrThrow();
    expect(company.open_jobs_counted).toBe(30);
  });

  it('a one-answer listing as before is not parsed, and its fetch still says how many postings it listed', async () => {
    t.clock.advance(DAY);
    const parsed: string[] = [];
    const http = t.deps.boardsHttp;
    // The board's http as the fetch sees it: each answer handed back parsed is listed.
    const boardsHttp: typeof http = {
      json: async (url, options) => {
        const answer = await http.json(url, options);
        parsed.push(url);
        return answer;
      },
      text: async (url, options) => {
        const answer = await http.text(url, options);
        parsed.push(url);
        return answer;
      },
    };
    const [same] = await fetchBoards({ ...t.deps, boardsHttp }, [boardId], { mode: 'full' });
    expect(same).toMatchObject({ ok: true, unchangedListing: true, listed: 30 });
    expect(parsed).toEqual([]);

    // A board whose listing count is not known yet (fetched last before it was kept) is parsed once more.
    await t.deps.db
      .updateTable('job_boards')
      .set({ listing_count: null })
      .where('id', '=', boardId)
      .execute();
    t.clock.advance(DAY);
    const [counted] = await fetchBoards({ ...t.deps, boardsHttp }, [boardId], { mode: 'full' });
    expect(counted).toMatchObject({ ok: true, unchangedListing: true, listed: 30 });
    expect(parsed).toHaveLength(1);
    const board = await t.deps.db
      .selectFrom('job_boards')
      .select('listing_count')
      .where('id', '=', boardId)
      .executeTakeFirstOrThrow();
    expect(board.listing_count).toBe(30);
  });

  it("a board's edits and closings are one statement, and its company share rides with the fetch's record", async () => {
    const board = sim.board('ashby', 'tripsco')!;
    const [edited, closed] = [...board.jobs.values()];
    board.edit(edited!, t.clock.now());
    board.close(closed!);
    t.clock.advance(DAY);
    const { db, sent } = counting();
    const [outcome] = await fetchBoards({ ...t.deps, db }, [boardId], { mode: 'full' });
    expect(outcome).toMatchObject({ ok: true, edited: 1, closed: 1, added: 0 });
    // The boards read; the board's jobs read; the transaction opened, its company's openings scoped; the edit
    // and the closing; the fetch recorded with the company's share; the commit. (An edit's places and a closing
    // were three statements more; the share one after the commit, and the company's industry another, though
    // the boards' read says it has one.)
    expect(sent).toHaveLength(7);
    const company = await t.deps.db
      .selectFrom('companies')
      .select('open_jobs_counted')
      .where('name', '=', 'Trips Co')
      .executeTakeFirstOrThrow();
    expect(company.open_jobs_counted).toBe(29);
    const rows = await t.deps.db
      .selectFrom('jobs')
      .select(['external_id', 'closed_at', 'active'])
      .where('board_id', '=', boardId)
      .where('external_id', 'in', [edited!.uuid, closed!.uuid])
      .execute();
    const byId = new Map(rows.map((r) => [r.external_id, r]));
    expect(byId.get(edited!.uuid)).toMatchObject({ closed_at: null, active: true });
    expect(byId.get(closed!.uuid)?.closed_at?.getTime()).toBe(t.clock.now().getTime());
  });

  it("a board's copy places are read by a probe per copy, never by a scan of every place of the catalogue", async () => {
    // The planner's choice depends on statistics; with nested loops priced out, a form it may turn into a join
    // shows the scan it would make on a catalogue whose statistics favour it.
    const plan = await t.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_nestloop = off`.execute(trx);
      const scope = { boardId, companyId: 0, acrossBoards: false, silentBefore: new Date(0) };
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${copyPlaces(scope)}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('job_locations_pkey');
    expect(plan).not.toMatch(/Seq Scan on job_locations/);
  });
});
