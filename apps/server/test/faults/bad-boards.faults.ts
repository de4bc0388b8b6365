import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SimAts, type Simulator, startSimulator } from '@upstream/ats-simulator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createDb, type Db, migrateToLatest } from '../../src/db/index.ts';
import { systemClock } from '../../src/lib/clock.ts';
import {
  createBoardsHttpClient,
  createPlaces,
  fetchBoards,
  loadCompanies,
} from '../../src/modules/ingestion/index.ts';

// Boards that answer garbage, 50 MB, or never finish, fetched in one batch with healthy boards: each costs only
// itself (its error is recorded, the healthy boards' jobs all arrive, the batch ends within the bad board's own
// timeout and retries, and the 50 MB answer is refused, not read: the cap is 25 MB).

const GOOD: SimAts[] = ['greenhouse', 'lever', 'ashby', 'workable', 'recruitee', 'smartrecruiters'];
const TIMEOUT_MS = 1_500;

let database: EmbeddedDatabase;
let db: Db;
let sim: Simulator;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-faults-boards-'));
  database = await startEmbeddedPostgres(path.join(dir, 'pg'));
  db = createDb(database.connectionString());
  await migrateToLatest(db as never);
  sim = await startSimulator({
    boards: [
      ...GOOD.map((ats) => ({ ats, token: `good-${ats}`, company: `Good ${ats}`, size: 40 })),
      { ats: 'greenhouse', token: 'garbage', company: 'Garbage Co', size: 5 },
      { ats: 'greenhouse', token: 'huge', company: 'Huge Co', size: 5 },
      { ats: 'lever', token: 'stuck', company: 'Stuck Co', size: 5 },
    ],
  });
  sim.setFault('greenhouse', 'garbage', { kind: 'malformed' });
  sim.setFault('greenhouse', 'huge', { kind: 'huge', bytes: 50 * 1024 * 1024 });
  sim.setFault('lever', 'stuck', { kind: 'slow', ms: 600_000 });
}, 120_000);

afterAll(async () => {
  await sim?.close();
  await db?.destroy();
  await database?.stop();
}, 60_000);

describe('bad boards in a batch', () => {
  it('cost only themselves', async () => {
    const boards = [
      ...GOOD.map((ats) => ({ ats, token: `good-${ats}`, name: `Good ${ats}` })),
      { ats: 'greenhouse' as const, token: 'garbage', name: 'Garbage Co' },
      { ats: 'greenhouse' as const, token: 'huge', name: 'Huge Co' },
      { ats: 'lever' as const, token: 'stuck', name: 'Stuck Co' },
    ];
    await loadCompanies(
      db,
      boards.map((b) => ({
        name: b.name,
        slug: b.token,
        homepage_url: null,
        industry: 'Software',
        boards: [{ ats: b.ats, token: b.token }],
      })),
    );
    const config = loadConfig({
      ...sim.env,
      NODE_ENV: 'test',
      INGEST_TIMEOUT_MS: String(TIMEOUT_MS),
      INGEST_BACKOFF_MS: '50',
    });
    const ids = (await db.selectFrom('job_boards').select('id').orderBy('id').execute()).map((b) => b.id);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = Date.now();
    const outcomes = await fetchBoards(
      {
        db,
        clock: systemClock,
        config,
        logger: pino({ level: 'silent' }),
        boardsHttp: createBoardsHttpClient({ config, fetch: globalThis.fetch }),
        places: createPlaces(),
        searchCacheDropper: { jobsChanged: async () => {} },
      },
      ids,
    );
    const seconds = (Date.now() - started) / 1000;
    const byToken = new Map(
      (await db.selectFrom('job_boards').select(['id', 'token']).execute()).map((b) => [b.id, b.token]),
    );
    const result = Object.fromEntries(
      outcomes.map((o) => [byToken.get(o.boardId), o.error ? `${o.error.kind}` : `${o.added} jobs added`]),
    );
    const figures = {
      boards: ids.length,
      seconds,
      // The simulator runs in this process and builds the 50 MB answer itself, so this is mostly its share.
      heapGrowthMBWithSimulator: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024),
      result,
    };
    process.stdout.write(`Fault: bad boards in a batch\n${JSON.stringify(figures, null, 2)}\n`);

    for (const ats of GOOD) expect(result[`good-${ats}`], ats).toBe('40 jobs added');
    expect(result.garbage).toBe('malformed');
    expect(result.huge).toBe('too_large');
    expect(result.stuck).toBe('timeout');
    // The stuck board's own timeout and retries bound the batch (4 tries of 1.5 s, plus backoff).
    expect(seconds).toBeLessThan(15);
  }, 120_000);
});
