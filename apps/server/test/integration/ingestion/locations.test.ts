import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../src/db/index.ts';
import { DAY } from '../../../src/lib/clock.ts';
import { boardJobs } from '../../../src/modules/catalogue/index.ts';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

// Jobs and their places are written together, with the jobs' location_keys already right, so the
// job_locations triggers (which keep location_keys in step with job_locations) have nothing to rewrite.

let sim: Simulator;
let t: TestApp;
let boardId: number;

beforeAll(async () => {
  sim = await startSimulator({ now: () => t.clock.now() });
  t = await createTestApp({ env: { ...sim.env, INGEST_BACKOFF_MS: '5' } });
  sim.addBoard({ ats: 'ashby', token: 'placesco', company: 'Places Co', size: 30, seed: 11 });
  await loadCompanies(t.deps.db, [
    {
      name: 'Places Co',
      homepage_url: null,
      industry: 'Software',
      boards: [{ ats: 'ashby', token: 'placesco' }],
    },
  ]);
  boardId = (
    await t.deps.db
      .selectFrom('job_boards')
      .select('id')
      .where('token', '=', 'placesco')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => sim.close());

/** Jobs whose location_keys differ from what their job_locations say. */
async function mismatched() {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs
    WHERE board_id = ${boardId} AND location_keys IS DISTINCT FROM upstream_location_keys(id)`.execute(
    t.deps.db,
  );
  return r.rows[0]!.n;
}

async function placesOf(externalId: string) {
  return t.deps.db
    .selectFrom('job_locations as l')
    .innerJoin('jobs as j', 'j.id', 'l.job_id')
    .select(['l.position', 'l.city', 'l.state', 'j.location_keys'])
    .where('j.board_id', '=', boardId)
    .where('j.external_id', '=', externalId)
    .orderBy('l.position')
    .execute();
}

describe('job places and location keys', () => {
  it('a first fetch stores every job with its places and matching location keys', async () => {
    const [outcome] = await fetchBoards(t.deps, [boardId], { mode: 'full' });
    expect(outcome).toMatchObject({ ok: true, added: 30 });
    const withCity = await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs
      WHERE board_id = ${boardId} AND cardinality(location_keys) > 0`.execute(t.deps.db);
    expect(withCity.rows[0]!.n).toBeGreaterThan(0);
    expect(await mismatched()).toBe(0);
  });

  it('an edit that moves a posting rewrites its places and keys; fewer places drop the rest', async () => {
    const board = sim.board('ashby', 'placesco')!;
    const jobs = [...board.jobs.values()].filter((j) => !j.remote);
    const shrunk = jobs.find((j) => j.places.length >= 2);
    const moved = jobs.find((j) => j !== shrunk);
    const known = [...new Set(jobs.flatMap((j) => j.places))];
    const [first, second] = known.filter((p) => !moved!.places.includes(p) && !shrunk!.places.includes(p));
    moved!.places = [first!, second!];
    shrunk!.places = [second!];
    board.edit(moved!, t.clock.now());
    board.edit(shrunk!, t.clock.now());
    t.clock.advance(DAY);
    const [outcome] = await fetchBoards(t.deps, [boardId], { mode: 'full' });
    expect(outcome).toMatchObject({ ok: true, edited: 2 });

    const movedPlaces = await placesOf(moved!.uuid);
    expect(movedPlaces.map((p) => p.city)).toEqual([first!.city, second!.city]);
    expect([...movedPlaces[0]!.location_keys].sort()).toEqual(
      [...new Set(movedPlaces.map((p) => `${p.city}|${p.state}`))].sort(),
    );
    expect((await placesOf(shrunk!.uuid)).map((p) => p.city)).toEqual([second!.city]);
    expect(await mismatched()).toBe(0);
  });

  it('an edit that keeps its places leaves their rows as they are, not even locked', async () => {
    const board = sim.board('ashby', 'placesco')!;
    const kept = [...board.jobs.values()].find((j) => !j.remote && j.places.length > 0)!;
    // Where each place row is and which transaction last wrote or locked it (xmax: 0 when none did).
    const rows = () =>
      sql<{ position: number; ctid: string; xmax: string }>`
        SELECT l.position, l.ctid::text, l.xmax::text FROM job_locations l JOIN jobs j ON j.id = l.job_id
        WHERE j.board_id = ${boardId} AND j.external_id = ${kept.uuid} ORDER BY l.position`
        .execute(t.deps.db)
        .then((r) => r.rows);
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    board.edit(kept, t.clock.now());
    t.clock.advance(DAY);
    const [outcome] = await fetchBoards(t.deps, [boardId], { mode: 'full' });
    expect(outcome).toMatchObject({ ok: true, edited: 1 });
    expect(await rows()).toEqual(before);
    expect(await mismatched()).toBe(0);
  });

  it('the triggers rewrite a job only when its places change its keys', async () => {
    const job = await sql<{ id: number; ctid: string }>`SELECT id, ctid::text FROM jobs
      WHERE board_id = ${boardId} AND cardinality(location_keys) = 1 LIMIT 1`.execute(t.deps.db);
    const { id, ctid } = job.rows[0]!;
    const row = async () =>
      (
        await sql<{ ctid: string; keys: string[] }>`SELECT ctid::text, location_keys AS keys FROM jobs
          WHERE id = ${id}`.execute(t.deps.db)
      ).rows[0]!;
    const [place] = await t.deps.db
      .selectFrom('job_locations')
      .selectAll()
      .where('job_id', '=', id)
      .execute();
    // The same place written again: the job row stays where it is (a rewrite gives it a new ctid).
    await t.deps.db
      .updateTable('job_locations')
      .set({ city: place!.city })
      .where('job_id', '=', id)
      .execute();
    expect(await row()).toEqual({ ctid, keys: [`${place!.city}|${place!.state}`] });
    await t.deps.db
      .updateTable('job_locations')
      .set({ city: 'Elsewhere' })
      .where('job_id', '=', id)
      .execute();
    const moved = await row();
    expect(moved.keys).toEqual([`Elsewhere|${place!.state}`]);
    expect(moved.ctid).not.toBe(ctid);
  });

  it("ingestion's transaction tells the triggers its keys are written; the next user of the connection is checked again", async () => {
    // One connection, so the write after ingestion's transaction surely reuses it.
    const db = createDb(t.database.connectionString, { max: 1 });
    try {
      const setting = sql<{
        v: string | null;
      }>`SELECT current_setting('upstream.location_keys_written', true) AS v`;
      const job = await sql<{ id: number; keys: string[] }>`SELECT id, location_keys AS keys FROM jobs
        WHERE board_id = ${boardId} AND cardinality(location_keys) = 1 LIMIT 1`.execute(db);
      const { id, keys: before } = job.rows[0]!;
      const keysOf = async (conn: typeof db) =>
        (await conn.selectFrom('jobs').select('location_keys').where('id', '=', id).executeTakeFirstOrThrow())
          .location_keys;

      // Inside, a change of places is left to the writer (rolled back here, as it leaves the keys stale).
      const rollback = new Error('roll back');
      const inside = boardJobs.ingestTransaction(db, async (trx) => {
        expect((await setting.execute(trx)).rows[0]!.v).toBe('on');
        await trx.updateTable('job_locations').set({ city: 'Inside' }).where('job_id', '=', id).execute();
        expect(await keysOf(trx as typeof db)).toEqual(before);
        throw rollback;
      });
      await expect(inside).rejects.toBe(rollback);
      expect((await setting.execute(db)).rows[0]!.v).not.toBe('on');
      await db.updateTable('job_locations').set({ city: 'Afterwards' }).where('job_id', '=', id).execute();
      expect((await keysOf(db))[0]).toMatch(/^Afterwards\|/);
      expect(await mismatched()).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
