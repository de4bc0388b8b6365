import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { simulatedCompanies } from '@upstream/ats-simulator';
import pLimit from 'p-limit';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { createDb, ensureDatabase, migrateToLatest } from '../../apps/server/src/db/index.ts';
import { DAY } from '../../apps/server/src/lib/clock.ts';
import {
  boardContext,
  CONNECTORS,
  createHttpClient,
  createNormaliserPool,
  createPlaces,
  fetchBoard,
  findBoards,
  type IngestContext,
  loadCompanies,
} from '../../apps/server/src/modules/ingestion/index.ts';
import { postgresCpuSeconds, postmasterPid, processCpuSeconds, threadCpuSeconds } from '../cpu.ts';
import { runSideBySide } from '../side-by-side.ts';
import { FIGURES } from './figures.ts';
import {
  forgetStatementStats,
  loadStatementStats,
  markPhase,
  profileIngest,
  reportStatements,
  STATEMENTS_ENV,
} from './profile.ts';
import { forgetWriteCounts, prepareWriteCounts, reportWrites, WRITES_ENV, writesFrom } from './writes.ts';

// npm run bench -- ingest
// Ingest a simulated 2,000 boards / 200,000 jobs through the real connectors over local HTTP into a fresh
// embedded PostgreSQL, and print jobs/s for: a cold full ingest, a refetch with no changes, and a refetch
// with 5% changes, each beside a baseline that only downloads and parses the same answers in the same run.
// Targets (2 cores): cold ≥ 5,000 jobs/s; unchanged refetch ≥ 20,000 jobs/s and within 2× of its baseline.
// Smaller runs: BENCH_BOARDS=200 BENCH_JOBS_PER_BOARD=100 npm run bench -- ingest
// Only the cold ingest (profiling): BENCH_COLD_ONLY=1
// Normalisation runs in the service's worker threads, as the service runs it; BENCH_NORMALISE=inline runs it on
// the ingesting thread instead (what this bench did before, and what the service's threads spare its event loop).
// Side by side with an older commit (its own bench and code, same sizes, one run): --baseline <rev>
// Where the time goes: --profile (CPU profiles of the main and normalisation threads, PostgreSQL's statements; profile.ts)
// What PostgreSQL writes per 1,000 jobs (WAL bytes, rows and index entries, by relation): --writes (writes.ts)

const BOARDS = Number(process.env.BENCH_BOARDS ?? 2000);
const JOBS_PER_BOARD = Number(process.env.BENCH_JOBS_PER_BOARD ?? 100);
const BOARD_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const log = (m: string) => console.info(`[ingest] ${m}`);
const rate = (jobs: number, ms: number) => Math.round((jobs / ms) * 1000);
const fmt = (n: number) => n.toLocaleString('en-US');

async function main() {
  const dir = path.join(os.tmpdir(), 'upstream-bench-ingest');
  const cluster = path.join(dir, 'postgres');
  let embedded = await startEmbeddedPostgres(cluster);
  const statementsDir = process.env[STATEMENTS_ENV];
  const superuser = async () => {
    const client = new pg.Client({ connectionString: embedded.connectionString('postgres') });
    await client.connect();
    return client;
  };
  const admin = await superuser();
  if (statementsDir) {
    await loadStatementStats(admin, async () => {
      await admin.end();
      await embedded.stop();
      embedded = await startEmbeddedPostgres(cluster);
    });
  }
  const admin2 = statementsDir ? await superuser() : admin;
  await admin2.query('DROP DATABASE IF EXISTS upstream_bench_ingest WITH (FORCE)');
  if (statementsDir) await forgetStatementStats(admin2);
  await admin2.end();
  await ensureDatabase(embedded.connectionString('postgres'), 'upstream_bench_ingest');
  const db = createDb(embedded.connectionString('upstream_bench_ingest'), { max: BOARD_CONCURRENCY + 4 });
  await migrateToLatest(db as never);
  // PostgreSQL's share of each phase (--profile): its statements by execution time, reset before each phase.
  let statements: pg.Client | null = null;
  if (statementsDir) {
    statements = new pg.Client({ connectionString: embedded.connectionString('upstream_bench_ingest') });
    await statements.connect();
    await statements.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  }
  // What each phase wrote (--writes), read from the WAL between its start and end.
  let writes: pg.Client | null = null;
  if (process.env[WRITES_ENV]) {
    writes = new pg.Client({ connectionString: embedded.connectionString('upstream_bench_ingest') });
    await writes.connect();
    await prepareWriteCounts(writes);
  }
  let writesStart = '';
  // When each phase ran on the profiler's clock (--profile), so each thread's profile is summarised per phase.
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  let phaseFrom = 0;
  const phaseStarts = async () => {
    if (writes) writesStart = await writesFrom(writes);
    phaseFrom = nowUs();
  };
  const phaseDone = async (phase: string, jobs = 0) => {
    if (statementsDir && phaseFrom) markPhase(statementsDir, { phase, from: phaseFrom, to: nowUs() });
    phaseFrom = 0;
    if (writes && writesStart) for (const line of await reportWrites(writes, writesStart, jobs)) log(line);
    writesStart = '';
    if (statements && statementsDir) await reportStatements(statements, statementsDir, phase);
  };
  const finish = async () => {
    if (writes) {
      await forgetWriteCounts(writes);
      await writes.end();
    }
    await statements?.end();
  };

  let now = new Date();
  const companies = simulatedCompanies(BOARDS, JOBS_PER_BOARD);
  const started = Date.now();
  const child = fork(
    path.join(import.meta.dirname, 'simulator-process.ts'),
    [String(BOARDS), String(JOBS_PER_BOARD), String(now.getTime())],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  type Reply = { type: string; urls?: Record<string, string>; jobs?: number };
  const next = () => new Promise<Reply>((resolve) => child.once('message', (m) => resolve(m as Reply)));
  const tell = async (m: object) => {
    const reply = next();
    child.send(m);
    await reply;
  };
  const ready = await next();
  const urls = ready.urls as IngestContext['urls'];
  log(
    `simulated ${fmt(BOARDS)} boards with ${fmt(ready.jobs ?? 0)} jobs in ${Date.now() - started} ms (separate process)`,
  );
  await loadCompanies(
    db,
    companies.map((c) => ({
      name: c.name,
      slug: c.slug,
      homepage_url: c.homepageUrl,
      industry: c.industry,
      boards: [{ ats: c.ats, token: c.token }],
    })),
  );
  const boards = await db.selectFrom('job_boards').select(['id', 'ats', 'token']).orderBy('id').execute();

  // The simulator is on this machine, as the service's configured ATS addresses would allow.
  const simulatorHosts = Object.values(urls).map((u) => new URL(u.replace(/\{[a-z]+\}/g, 'x')).host);
  const http = createHttpClient({ perHostConcurrency: 8, backoffMs: 100, allowPrivateHosts: simulatorHosts });
  const places = createPlaces();
  const inline = process.env.BENCH_NORMALISE === 'inline';
  const normaliser = inline ? undefined : createNormaliserPool();
  log(`normalisation: ${inline ? 'on the ingesting thread' : "in the service's worker threads"}`);
  const ctx = (): IngestContext => ({ db, http, urls, now, places, normaliser });
  const limit = pLimit(BOARD_CONCURRENCY);
  /** The normalisation pool's threads, by thread id (started by the warm-up below). */
  const poolThreads = new Set<number>();

  /** Download and parse every board's answers, as the connectors do, and nothing else. */
  async function baseline(): Promise<{ jobs: number; ms: number }> {
    const c = ctx();
    const t = Date.now();
    const counts = await Promise.all(
      boards.map((b) =>
        limit(async () => {
          const connector = CONNECTORS[b.ats as keyof typeof CONNECTORS];
          return (await connector.list(boardContext(c, b.ats as keyof typeof CONNECTORS, b.token))).length;
        }),
      ),
    );
    return { jobs: counts.reduce((s, n) => s + n, 0), ms: Date.now() - t };
  }

  /** The real thing: fetch, compare, normalise, write. */
  async function ingest(): Promise<{
    jobs: number;
    ms: number;
    added: number;
    edited: number;
    closed: number;
  }> {
    const c = ctx();
    const t = Date.now();
    // As a fetch job does: the boards read in one query, then fetched.
    const rows = await findBoards(
      db,
      boards.map((b) => b.id),
    );
    const outcomes = await Promise.all(rows.map((b) => limit(() => fetchBoard(c, b, 'full'))));
    const failed = outcomes.filter((o) => !o.ok);
    if (failed.length)
      throw new Error(`${failed.length} boards failed, first: ${JSON.stringify(failed[0]?.error)}`);
    const sum = (f: (o: (typeof outcomes)[number]) => number) => outcomes.reduce((s, o) => s + f(o), 0);
    return {
      jobs: sum((o) => o.listed),
      ms: Date.now() - t,
      added: sum((o) => o.added),
      edited: sum((o) => o.edited),
      closed: sum((o) => o.closed),
    };
  }

  // Where a phase's CPU went, from /proc: this process (the ingesting thread and the normalisation threads),
  // PostgreSQL (its server and backends), and the simulator answering as the ATS would.
  const cpuNow = () => {
    const postmaster = postmasterPid(cluster);
    return {
      ingest: processCpuSeconds(process.pid),
      postgres: postmaster ? postgresCpuSeconds(postmaster) : Number.NaN,
      simulator: child.pid ? processCpuSeconds(child.pid) : Number.NaN,
      threads: threadCpuSeconds(),
    };
  };
  const cpuSince = (from: ReturnType<typeof cpuNow>, jobs: number) => {
    const to = cpuNow();
    const part = (name: string, s: number) =>
      `${name} ${s.toFixed(1)} s (${((1e6 * s) / Math.max(1, jobs)).toFixed(0)} ms per 1,000 jobs)`;
    log(
      `  CPU: ${part('ingest process', to.ingest - from.ingest)}, ${part('PostgreSQL', to.postgres - from.postgres)}, ${part('simulator', to.simulator - from.simulator)}`,
    );
    // The ingest process by thread: the ingesting thread, the normalisation threads (those its warm-up started),
    // and the rest, V8's own helpers (its optimising compiler, each thread's code compiled apart, and GC).
    const spent = { main: 0, pool: 0, other: 0 };
    for (const [tid, s] of to.threads) {
      const used = s - (from.threads.get(tid) ?? 0);
      if (tid === process.pid) spent.main += used;
      else if (poolThreads.has(tid)) spent.pool += used;
      else spent.other += used;
    }
    log(
      `  ingest process by thread: ${part('ingesting thread', spent.main)}, ${part('normalisation threads', spent.pool)}, ${part('V8 helpers (compiler, GC)', spent.other)}`,
    );
  };

  const report = (label: string, run: { jobs: number; ms: number }, base: { jobs: number; ms: number }) => {
    const r = rate(run.jobs, run.ms);
    const b = rate(base.jobs, base.ms);
    log(
      `${label.padEnd(26)} ${fmt(run.jobs).padStart(8)} jobs in ${fmt(run.ms).padStart(6)} ms = ${fmt(r).padStart(7)} jobs/s` +
        ` | baseline ${fmt(b).padStart(7)} jobs/s | ${(r / b).toFixed(2)} of baseline (${(run.ms / base.ms).toFixed(2)}× its time)`,
    );
    return r;
  };

  // Warm the connections and JIT with one untimed download, so the first timed phase is not penalised.
  await baseline();
  // And the normalisation, as a running service's is: its thread started (modules loaded) and the place datasets
  // read, by one board's first postings. Otherwise the cold ingest's first seconds (3.6 s in a 200-board run on
  // a shared machine) went to starting a thread the service keeps for 5 minutes between fetches.
  if (normaliser) {
    const before = threadCpuSeconds();
    const b = boards[0]!;
    const ats = b.ats as keyof typeof CONNECTORS;
    const bctx = boardContext(ctx(), ats, b.token);
    const items = await CONNECTORS[ats].list(bctx);
    await normaliser.normalise({
      ats,
      board: { token: bctx.token, baseUrl: bctx.baseUrl, now: bctx.now },
      items: items.slice(0, 20),
    });
    for (const tid of threadCpuSeconds().keys()) if (!before.has(tid)) poolThreads.add(tid);
  }

  const coldBase = await baseline();
  await phaseDone('before the cold ingest (schema, catalogue, warm-up)');
  await phaseStarts();
  let cpu = cpuNow();
  const cold = await ingest();
  const coldRate = report('cold full ingest', cold, coldBase);
  cpuSince(cpu, cold.jobs);
  await phaseDone('cold full ingest', cold.jobs);
  if (process.env.BENCH_COLD_ONLY) {
    await finish();
    await normaliser?.close();
    await tell({ type: 'close' });
    await db.destroy();
    await embedded.stop();
    return;
  }

  now = new Date(now.getTime() + DAY);
  await tell({ type: 'now', at: now.getTime() });
  const sameBase = await baseline();
  await phaseStarts();
  cpu = cpuNow();
  const same = await ingest();
  const sameRate = report('refetch, no changes', same, sameBase);
  cpuSince(cpu, same.jobs);
  await phaseDone('refetch, no changes', same.jobs);

  now = new Date(now.getTime() + DAY);
  await tell({ type: 'churn', fraction: 0.05, at: now.getTime() });
  const changedBase = await baseline();
  await phaseStarts();
  cpu = cpuNow();
  const changed = await ingest();
  report('refetch, 5% changed', changed, changedBase);
  cpuSince(cpu, changed.jobs);
  await phaseDone('refetch, 5% changed', changed.jobs);
  log(`  (5% run: ${fmt(changed.added)} new, ${fmt(changed.edited)} edited, ${fmt(changed.closed)} closed)`);

  const coldOk = coldRate >= 5000;
  const sameOk = sameRate >= 20000 && same.ms <= 2 * sameBase.ms;
  log(
    `targets: cold ≥ 5,000 jobs/s ${coldOk ? 'met' : 'MISSED'}; unchanged ≥ 20,000 jobs/s and ≤ 2× baseline ${sameOk ? 'met' : 'MISSED'}`,
  );

  await finish();
  await normaliser?.close();
  await tell({ type: 'close' });
  await db.destroy();
  await embedded.stop();
}

const baselineAt = process.argv.indexOf('--baseline');
if (process.argv.includes('--writes')) process.env[WRITES_ENV] = '1';
const run =
  process.argv.includes('--profile') && baselineAt < 0
    ? async () => {
        if (!(await profileIngest(path.resolve(import.meta.dirname, '..', '..'), log))) process.exitCode = 1;
      }
    : baselineAt >= 0
      ? async () => {
          const rev = process.argv[baselineAt + 1];
          if (!rev || rev.startsWith('-')) throw new Error('--baseline needs a commit: --baseline <rev>');
          const ok = await runSideBySide({ bench: 'ingest', rev, args: [], figures: FIGURES, log });
          if (!ok) process.exitCode = 1;
        }
      : main;

run().catch((err) => {
  console.error('bench/ingest failed:', err);
  process.exit(1);
});
