// What PostgreSQL spends per 1,000 jobs on a cold ingest's rows alone: `npx tsx bench/ingest/floor.ts [--rounds N]`.
//
// Run it after `BENCH_COLD_ONLY=1 npm run bench -- ingest`, whose database it reads. It copies that database, takes
// the rows the cold ingest wrote (jobs and their places) into tables of their own, and writes them again board by
// board, one transaction a board as the ingest does, with nothing for PostgreSQL to parse: what the schema (the row,
// its indexes, foreign keys and triggers) costs, which no form of the ingest's statements can go below. Then:
// - the JSON a board's rows come in, parsed into typed columns and nothing written (what the ingest's form adds);
// - the rows again without the secondary indexes, then also without the foreign keys (what each part costs).
// CPU is read from /proc for every process of the cluster; each round starts from empty tables and a checkpoint.
// The copy is dropped at the end; the bench's own database is left as it was.

import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { postgresCpuSeconds, postmasterPid } from '../cpu.ts';
import { median } from '../median.ts';
import { positiveInteger } from '../options.ts';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = positiveInteger('rounds', args.rounds);
const SOURCE = 'upstream_bench_ingest';
const COPY = 'upstream_bench_floor';
const cluster = path.join(os.tmpdir(), 'upstream-bench-ingest', 'postgres');
const log = (m: string) => console.info(`[bench:ingest-floor] ${m}`);

const embedded = await startEmbeddedPostgres(cluster);
const postmaster = postmasterPid(cluster);
if (!postmaster) throw new Error(`no PostgreSQL running on ${cluster}`);
const admin = new pg.Client({ connectionString: embedded.connectionString('postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${COPY} TEMPLATE ${SOURCE}`);
const db = new pg.Client({ connectionString: embedded.connectionString(COPY) });
await db.connect();

/** A table's columns a write may give (generated ones are computed), with their types. */
async function writableColumns(table: string): Promise<{ names: string; typed: string }> {
  const { rows } = await db.query<{ names: string; typed: string }>(
    `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS names,
       string_agg(quote_ident(attname) || ' ' || format_type(atttypid, atttypmod), ', ' ORDER BY attnum) AS typed
     FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
    [table],
  );
  return rows[0]!;
}
const jobColumns = await writableColumns('jobs');
const placeColumns = await writableColumns('job_locations');
await db.query(`
  CREATE TABLE floor_jobs AS SELECT ${jobColumns.names} FROM jobs;
  CREATE INDEX ON floor_jobs (board_id);
  CREATE TABLE floor_places AS SELECT ${placeColumns.names} FROM job_locations;
  CREATE INDEX ON floor_places (job_id);
  CREATE TABLE floor_json AS SELECT board_id, json_agg(j)::text AS rows FROM floor_jobs j GROUP BY board_id;
  ANALYZE floor_jobs, floor_places, floor_json`);
const boards = (
  await db.query<{ board_id: string; ids: string[] }>(
    'SELECT board_id, array_agg(id) AS ids FROM floor_jobs GROUP BY board_id ORDER BY board_id',
  )
).rows;
const jobs = boards.reduce((n, b) => n + b.ids.length, 0);
if (jobs === 0)
  throw new Error('the bench database holds no jobs: run `BENCH_COLD_ONLY=1 npm run bench -- ingest` first');
log(`${jobs.toLocaleString('en-US')} jobs of ${boards.length} boards, ${ROUNDS} rounds a measure`);

type Measure = 'rows' | 'read' | 'json';
const work: Record<Measure, (board: { board_id: string; ids: string[] }) => Promise<unknown>> = {
  rows: async (b) => {
    await db.query(
      `INSERT INTO jobs (${jobColumns.names}) SELECT ${jobColumns.names} FROM floor_jobs WHERE board_id = $1`,
      [b.board_id],
    );
    await db.query(
      `INSERT INTO job_locations (${placeColumns.names}) SELECT ${placeColumns.names} FROM floor_places WHERE job_id = ANY($1)`,
      [b.ids],
    );
  },
  // What `rows` spends reading its source tables (to take from it).
  read: async (b) => {
    await db.query('SELECT count(*) FROM floor_jobs WHERE board_id = $1', [b.board_id]);
    await db.query('SELECT count(*) FROM floor_places WHERE job_id = ANY($1)', [b.ids]);
  },
  json: (b) =>
    db.query(
      `SELECT count(*) FROM json_to_recordset((SELECT rows FROM floor_json WHERE board_id = $1)::json) AS t(${jobColumns.typed})`,
      [b.board_id],
    ),
};

/** PostgreSQL's CPU per 1,000 jobs of one pass over every board. */
async function round(measure: Measure): Promise<number> {
  await db.query('TRUNCATE jobs, job_locations CASCADE');
  await db.query('CHECKPOINT');
  const before = postgresCpuSeconds(postmaster!);
  for (const board of boards) {
    // As the ingest's transaction (catalogue/board-jobs.ts, ingestTransaction).
    await db.query(
      'BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL upstream.location_keys_written = on',
    );
    await work[measure](board);
    await db.query('COMMIT');
  }
  return ((postgresCpuSeconds(postmaster!) - before) * 1e6) / jobs;
}

async function report(label: string, measures: Measure[]) {
  const taken = new Map<Measure, number[]>(measures.map((m) => [m, []]));
  for (let i = 0; i < ROUNDS; i++) for (const m of measures) taken.get(m)!.push(await round(m));
  for (const [m, ms] of taken) {
    const all = ms.map((x) => x.toFixed(0)).join(' / ');
    log(
      `${`${label}, ${m}`.padEnd(44)} median ${median(ms).toFixed(0).padStart(4)} ms per 1,000 jobs (${all})`,
    );
  }
}

async function dropAll(kind: 'secondary indexes' | 'foreign keys') {
  const sql =
    kind === 'secondary indexes'
      ? `SELECT format('DROP INDEX %s', indexrelid::regclass) AS ddl FROM pg_index
         WHERE indrelid IN ('jobs'::regclass, 'job_locations'::regclass) AND NOT indisprimary AND NOT indisunique`
      : `SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname) AS ddl FROM pg_constraint
         WHERE contype = 'f' AND conrelid IN ('jobs'::regclass, 'job_locations'::regclass)`;
  for (const { ddl } of (await db.query<{ ddl: string }>(sql)).rows) await db.query(ddl);
}

try {
  await report('as the schema is', ['read', 'rows', 'json']);
  await dropAll('secondary indexes');
  await report('no secondary indexes', ['rows']);
  await dropAll('foreign keys');
  await report('no secondary indexes nor foreign keys', ['rows']);
} finally {
  await db.end();
  await admin.query(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await admin.end();
  await embedded.stop();
}
