import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { createDb, ensureDatabase, migrateToLatest } from '../../apps/server/src/db/index.ts';
import { migrations } from '../../apps/server/src/db/migrations/index.ts';
import { DAY, MINUTE } from '../../apps/server/src/lib/clock.ts';
import { type DigestDeps, planDigests, queueDigests } from '../../apps/server/src/modules/alerts/index.ts';
import { addReports, createMailer } from '../../apps/server/src/modules/email/index.ts';
import { createViewerLists } from '../../apps/server/src/modules/tracking/index.ts';
import { postmasterPid } from '../cpu.ts';
import { runSideBySide } from '../side-by-side.ts';
import { DEFAULT_DATASET, generateDigestDataset } from './dataset.ts';
import { FIGURES } from './figures.ts';
import { createPhaseMeter, seconds } from './phase.ts';

// npm run bench -- digest [--deliver N]
// 1. Compute every digest (100,000 people, 250,000 saved searches with email, 500,000 active jobs, 20,000 new
//    in the past day) and count the SQL statements it takes. Target (issue 28): ≤ 5 s, statements independent
//    of people.
// 2. Render, record and deliver N of them (default 5,000) over pooled SMTP to a local sink. Target (issue 28):
//    ≥ 600/s, so 100,000 people's digests are queued by 10:01 and 99% delivered by 10:15.
// --scale F: a data set F times the size (e.g. 0.01 for a quick check that it runs).
// --baseline <rev>: the same on an older commit (its own bench and code) first, then here, side by side.
// --profile: a CPU profile of each phase (compute, delivery) with its text summary, in bench/results/digest/.
// Each phase also prints the CPU seconds it cost the bench process, PostgreSQL and the SMTP sink: on a shared
// machine those hold where wall times do not.

const log = (m: string) => console.log(`[digest] ${m}`);
const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      deliver: { type: 'string' },
      baseline: { type: 'string' },
      scale: { type: 'string' },
      profile: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.baseline) {
    const args = [
      ...(values.deliver ? ['--deliver', values.deliver] : []),
      ...(values.scale ? ['--scale', values.scale] : []),
    ];
    const ok = await runSideBySide({ bench: 'digest', rev: values.baseline, args, figures: FIGURES, log });
    if (!ok) process.exitCode = 1;
    return;
  }
  const deliverCount = Number(values.deliver ?? 5000);
  // --scale F: every count of the data set times F (a quick run on a small set; its figures are not the targets').
  const scale = Number(values.scale ?? 1);
  if (!(scale > 0)) throw new Error('--scale must be a positive number');
  const dataset = Object.fromEntries(
    Object.entries(DEFAULT_DATASET).map(([k, n]) => [k, Math.max(1, Math.round(n * scale))]),
  ) as unknown as typeof DEFAULT_DATASET;
  // One kept data set per schema: a tree with other migrations (bench:compare runs two) must not share it.
  const schema = createHash('sha1').update(Object.keys(migrations).join('\n')).digest('hex').slice(0, 10);
  const dir = path.join(os.tmpdir(), `upstream-bench-digest-${schema}${scale === 1 ? '' : `-x${scale}`}`);
  const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  const marker = path.join(dir, 'dataset.json');
  const wanted = JSON.stringify(dataset);
  const reuse = existsSync(marker) && readFileSync(marker, 'utf8') === wanted;
  const now = reuse ? new Date(JSON.parse(readFileSync(`${marker}.now`, 'utf8'))) : new Date();
  if (!reuse) {
    const admin = new pg.Client({ connectionString: embedded.connectionString('postgres') });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS upstream_bench_digest WITH (FORCE)');
    await admin.end();
  }
  await ensureDatabase(embedded.connectionString('postgres'), 'upstream_bench_digest');
  const url = embedded.connectionString('upstream_bench_digest');
  const sink = await startCountingSink();
  const db = createDb(url, { max: 10 });
  const meter = await createPhaseMeter({
    postmaster: postmasterPid(path.join(dir, 'postgres')),
    sinkPid: sink.pid,
    profileDir: values.profile ? path.join(root, 'bench', 'results', 'digest', stamp()) : null,
  });
  try {
    await migrateToLatest(db as never);
    if (!reuse) {
      log('generating the data set (first run only; kept for the next runs)…');
      const started = Date.now();
      await generateDigestDataset(url, dataset, now, log);
      writeFileSync(marker, wanted);
      writeFileSync(`${marker}.now`, JSON.stringify(now.toISOString()));
      log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // Fresh state for each run: no search covered yet, no digest emails. Only the searches a run covered are reset
    // (its delivered sample), and the tables are vacuumed as autovacuum would have done long before the next day's
    // run. Resetting all 250,000 searches left as many dead rows; autovacuum then started on saved_searches within
    // its minute and, when that fell in the measured compute, took CPU and I/O from it on two cores (a 25 s compute
    // on 9 s of CPU, PostgreSQL's share doubled by the vacuum), or the compute's scan read the dead rows too.
    await db
      .updateTable('saved_searches')
      .set({ digest_through: null })
      .where('digest_through', 'is not', null)
      .execute();
    await db.deleteFrom('email_messages').execute();
    await sql`VACUUM ANALYZE saved_searches, email_messages`.execute(db);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://upstream.example',
    });
    const clock = { now: () => now };
    const deps = {
      config,
      db,
      clock,
      mailer: createMailer({ db, clock, config }),
      logger: pino({ level: 'silent' }),
      viewerLists: createViewerLists(db),
    } as unknown as DigestDeps;
    const run = { upTo: now, after: new Date(now.getTime() - DAY) };

    const computed = await meter.measure('compute', () => countStatements(() => planDigests(deps, run)));
    const { plans, newJobs } = computed.result.value;
    const { ms: computeMs, statements } = computed.result;
    const withJobs = plans.filter((p) => p.jobs.length > 0);
    const distinct = new Set(plans.map((p) => p.search.filters_json)).size;
    log(
      `computed ${plans.length.toLocaleString('en-US')} digests (${distinct.toLocaleString('en-US')} distinct filter sets, ` +
        `${withJobs.length.toLocaleString('en-US')} with jobs) over ${newJobs.toLocaleString('en-US')} new jobs ` +
        `in ${(computeMs / 1000).toFixed(2)} s using ${statements} SQL statements (target ≤ 5 s)`,
    );
    log(
      `compute CPU: bench ${seconds(computed.cost.sender)}, PostgreSQL ${seconds(computed.cost.postgres)}` +
        (computed.cost.profile
          ? `; profile ${path.relative(root, computed.cost.profile)} (+ .txt summary)`
          : ''),
    );

    // As the digest job does it: each chunk rendered, recorded and sent over SMTP while the next is prepared.
    const sample = withJobs.slice(0, deliverCount);
    const sendStarted = Date.now();
    const delivered = await meter.measure('delivery', async () => {
      const queued = await queueDigests(deps, run, sample, { deliver: true });
      const rest = await deps.mailer.deliverDue({ batchSize: 500 });
      return { queued, rest };
    });
    const totalMs = Date.now() - sendStarted;
    const { queued, rest } = delivered.result;
    const delivery = addReports(queued.delivery!, rest);
    const { sent } = delivery;
    const rate = (sent / totalMs) * 1000;
    log(
      `rendered, recorded and delivered ${sent.toLocaleString('en-US')} of ${queued.emails.toLocaleString('en-US')} emails ` +
        `over pooled SMTP in ${(totalMs / 1000).toFixed(2)} s (${Math.round(rate)} emails/s, target ≥ 600; ` +
        `failed ${delivery.failed}, retrying ${delivery.retrying})`,
    );
    const perThousand = (n: number) => seconds(sent > 0 ? (n / sent) * 1000 : Number.NaN);
    log(
      `delivery CPU per 1,000 emails: bench ${perThousand(delivered.cost.sender)}, PostgreSQL ` +
        `${perThousand(delivered.cost.postgres)}, SMTP sink ${perThousand(delivered.cost.sink)}` +
        (delivered.cost.profile
          ? `; profile ${path.relative(root, delivered.cost.profile)} (+ .txt summary)`
          : ''),
    );
    const size = await db
      .selectFrom('email_messages')
      .select((eb) => [
        eb.fn.avg<number>(eb.fn('octet_length', ['html'])).as('html'),
        eb.fn.avg<number>(eb.fn('octet_length', ['text'])).as('text'),
      ])
      .executeTakeFirstOrThrow();
    log(
      `average email: ${(Number(size.html) / 1024).toFixed(1)} KB HTML + ${(Number(size.text) / 1024).toFixed(1)} KB text`,
    );
    const everyone = withJobs.length;
    log(
      `at this rate all ${everyone.toLocaleString('en-US')} digests with jobs are delivered ` +
        `${((computeMs + (everyone / rate) * 1000) / MINUTE).toFixed(1)} min after 10:00`,
    );
    await deps.mailer.close();
  } finally {
    await meter.close();
    await db.destroy();
    await sink.close();
    await embedded.stop();
  }
}

/** The SMTP sink, started as its own process so that it does not share the sender's CPU. */
async function startCountingSink() {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./sink.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    pid: child.pid ?? null,
    close: async () => {
      child.kill('SIGTERM');
    },
  };
}

/**
 * Run `fn`, timing it, and count the statements it sent to the database: every query of every pooled client
 * meanwhile, counted as it is sent. (pg_stat_database's transaction counts reach it only when a backend flushes
 * its statistics, up to 10 s after it goes idle on PostgreSQL 15 and later, so they undercounted.)
 */
async function countStatements<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; ms: number; statements: number }> {
  const query = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    const started = Date.now();
    const value = await fn();
    return { value, ms: Date.now() - started, statements };
  } finally {
    pg.Client.prototype.query = query;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
