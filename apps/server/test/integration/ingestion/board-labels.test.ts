import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

// A label no gazetteer knows ("Washington Square", a shopping centre of a US retailer's board) on a posting a
// later fetch adds: that fetch normalises only the new posting, so the board's country comes from its stored ones.

let sim: Simulator;
let t: TestApp;
let boardId: number;

beforeAll(async () => {
  sim = await startSimulator({ now: () => t.clock.now() });
  t = await createTestApp({ env: { ...sim.env, INGEST_BACKOFF_MS: '5' } });
  sim.addBoard({ ats: 'greenhouse', token: 'mallco', company: 'Mall Co', size: 6, seed: 5 });
  const board = sim.board('greenhouse', 'mallco')!;
  const sanFrancisco = {
    city: 'San Francisco',
    region: 'California',
    regionCode: 'CA',
    country: 'United States',
    countryCode: 'US',
  };
  for (const job of board.jobs.values())
    Object.assign(job, { remote: false, hybrid: false, places: [sanFrancisco] });
  await loadCompanies(t.deps.db, [
    {
      name: 'Mall Co',
      homepage_url: null,
      industry: 'Retail',
      boards: [{ ats: 'greenhouse', token: 'mallco' }],
    },
  ]);
  boardId = (
    await t.deps.db
      .selectFrom('job_boards')
      .select('id')
      .where('token', '=', 'mallco')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => sim.close());

async function placesOf(externalId: string) {
  return t.deps.db
    .selectFrom('job_locations as l')
    .innerJoin('jobs as j', 'j.id', 'l.job_id')
    .select(['l.city', 'l.country'])
    .where('j.board_id', '=', boardId)
    .where('j.external_id', '=', externalId)
    .execute();
}

describe('a label no gazetteer knows, on a later fetch', () => {
  it("takes the country of the board's stored postings", async () => {
    expect((await fetchBoards(t.deps, [boardId], { mode: 'full' }))[0]).toMatchObject({ ok: true, added: 6 });
    const board = sim.board('greenhouse', 'mallco')!;
    const added = board.add(t.clock.now());
    const mall = { city: 'Washington Square', region: '', regionCode: '', country: '', countryCode: '' };
    Object.assign(added, { remote: false, hybrid: false, places: [mall] });
    expect((await fetchBoards(t.deps, [boardId], { mode: 'full' }))[0]).toMatchObject({ ok: true, added: 1 });
    expect(await placesOf(added.id)).toEqual([{ city: 'Washington Square', country: 'US' }]);
  });
});
