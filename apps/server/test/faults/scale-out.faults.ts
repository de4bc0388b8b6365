import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import cronParser from 'cron-parser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createDb, type Db, migrateToLatest } from '../../src/db/index.ts';
import { sessionCookieName } from '../../src/http/session.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createSession } from '../../src/modules/accounts/index.ts';
import { DIGEST_CRON } from '../../src/modules/alerts/schedule.ts';
import { type MailSink, startMailSink } from '../helpers/mail-sink.ts';
import { createUser } from '../helpers/users.ts';
import { createCompany, createJob, createSavedSearch } from '../integration/alerts/fixtures.ts';

// Scale-out under load: two web processes (ROLE=web) and one worker (ROLE=worker) on one PostgreSQL, the one
// operators run when TEST_DATABASE_URL points at it (npm run test:faults runs this file through
// scripts/with-system-postgres.sh; alone it falls back to the embedded server). Members search and add notes at
// a fixed rate through both web processes, as a load balancer would spread them; one web process is killed
// (SIGKILL) mid-run and the balancer sends the rest to the survivor. The worker's clock is moved so the 10:00 ET
// digest slot comes due during the run. Held: every acknowledged note is in the database; the only failed
// requests are the ones in flight on the killed process, and each, sent again to the survivor, succeeds; each
// saved search gets its digest exactly once. The figures (requests, errors, p50/p99) are printed for
// docs/scaling.md.

const RATE_PER_SECOND = 20;
const LOAD_SECONDS = 20;
const KILL_AT = 0.4; // of the run
const MEMBERS = 20;
const DIGEST_SEARCHES = 20;
const root = path.resolve(import.meta.dirname, '../../../..');

let embedded: EmbeddedDatabase | null = null;
let adminUrl: string | null = null;
let databaseName: string | null = null;
let connectionString: string;
let db: Db;
let sink: MailSink;
const children: ChildProcess[] = [];

beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    adminUrl = server;
    databaseName = `upstream_scale_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${databaseName}`;
    connectionString = url.toString();
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-faults-scale-'));
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    connectionString = embedded.connectionString();
  }
  db = createDb(connectionString, { max: 4 });
  await migrateToLatest(db as never);
  sink = await startMailSink();
}, 120_000);

afterAll(async () => {
  await Promise.all(children.map(stop));
  await db?.destroy();
  await sink?.close();
  if (adminUrl && databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  await embedded?.stop();
}, 60_000);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A service process of the given role; its log (warnings and errors) is kept for a failure's message. */
function startProcess(role: 'web' | 'worker', env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './apps/server/test/helpers/shifted-clock.ts',
      'apps/server/src/main.ts',
      `--role=${role}`,
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.push(child);
  return { child, log: () => log };
}

async function waitHealthy(port: number, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`web process on ${port} never answered /healthz:\n${log()}`);
}

interface Answer {
  status: number | null;
  error: string | null;
}

/** One request; a connection error is an answer too (status null), never a throw. */
function send(
  agent: http.Agent,
  port: number,
  request: { path: string; body: unknown; cookie: string; origin: string },
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(request.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: request.path,
        agent,
        timeout: 15_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: request.cookie,
          origin: request.origin,
          'x-requested-with': 'XMLHttpRequest',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
        res.on('error', (err) =>
          resolve({ status: null, error: (err as NodeJS.ErrnoException).code ?? err.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err) =>
      resolve({ status: null, error: (err as NodeJS.ErrnoException).code ?? err.message }),
    );
    req.end(payload);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

describe('two web processes and a worker on one PostgreSQL, one web process killed under load', () => {
  it('loses no acknowledged write, fails only what was in flight there, and sends the digest once', async () => {
    // The digest slot the worker will reach: the next 10:00 ET, and the day of jobs before it.
    const slot = cronParser
      .parseExpression(DIGEST_CRON.expression, { tz: DIGEST_CRON.tz, currentDate: new Date() })
      .next()
      .toDate();
    const company = await createCompany(db, 'Scale Out Co');
    const jobs: number[] = [];
    for (let i = 0; i < 10; i++) {
      const job = await createJob(db, company, {
        title: `Platform Engineer ${i}`,
        firstSeen: new Date(slot.getTime() - 3_600_000),
      });
      jobs.push(job.id);
    }
    const recipients: string[] = [];
    for (let i = 0; i < DIGEST_SEARCHES; i++) {
      const user = await createUser(db, { email: `scale-digest-${i}@example.com` });
      recipients.push(user.email);
      await createSavedSearch(
        db,
        user.id,
        `Platform ${i}`,
        {},
        { createdAt: new Date(slot.getTime() - 3 * 86_400_000).toISOString() },
      );
    }

    const [portA, portB] = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${portA}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: connectionString,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'upstream-scale-data-')),
      PUBLIC_URL: publicUrl,
      HOST: '127.0.0.1',
      SMTP_URL: sink.url,
      INGEST_ENABLED: 'false',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    };
    const config = loadConfig(env);
    const cookieName = sessionCookieName(config);
    const members: { cookie: string; job: number }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const user = await createUser(db, { permission: { tier: 'plus' } });
      const { token } = await createSession({ db, clock: systemClock, config }, user.id);
      members.push({ cookie: `${cookieName}=${token}`, job: jobs[i % jobs.length]! });
    }

    const webA = startProcess('web', { ...env, PORT: String(portA) });
    const webB = startProcess('web', { ...env, PORT: String(portB) });
    await Promise.all([waitHealthy(portA, webA.log), waitHealthy(portB, webB.log)]);

    // The worker starts as the load does, its clock a second before 10:00 ET: the slot comes due mid-run.
    const worker = startProcess('worker', {
      ...env,
      UPSTREAM_TEST_CLOCK_OFFSET_MS: String(slot.getTime() - 1000 - Date.now()),
    });

    const agents = new Map([
      [portA, new http.Agent({ keepAlive: true, maxSockets: 32 })],
      [portB, new http.Agent({ keepAlive: true, maxSockets: 32 })],
    ]);
    const live = [portA, portB];
    interface Outcome {
      kind: 'search' | 'note';
      port: number;
      startedAt: number;
      ms: number;
      status: number | null;
      error: string | null;
      note?: string;
      retry?: Answer & { port: number };
    }
    const outcomes: Outcome[] = [];
    const pending: Promise<void>[] = [];
    const total = RATE_PER_SECOND * LOAD_SECONDS;
    const started = Date.now();
    let killedAt = Number.POSITIVE_INFINITY;

    const issue = async (i: number) => {
      const member = members[i % members.length]!;
      const kind = i % 2 === 0 ? 'search' : 'note';
      const note = `scale-${i}-${randomBytes(3).toString('hex')}`;
      const request =
        kind === 'search'
          ? { path: '/api/post/jobs', body: { page: 1 }, cookie: member.cookie, origin: publicUrl }
          : {
              path: '/api/post/add-job-notes',
              body: { job_id: member.job, note },
              cookie: member.cookie,
              origin: publicUrl,
            };
      // Round robin over the processes the balancer believes are up; a refused connection never reached a
      // process, so the balancer drops that one and sends the request on, as it would.
      let port = live[i % live.length]!;
      const startedAt = Date.now();
      let answer = await send(agents.get(port)!, port, request);
      while (answer.error === 'ECONNREFUSED') {
        if (live.includes(port)) live.splice(live.indexOf(port), 1);
        const next = live.find((p) => p !== port);
        if (next === undefined) break;
        port = next;
        answer = await send(agents.get(port)!, port, request);
      }
      const outcome: Outcome = {
        kind,
        port,
        startedAt,
        ms: Date.now() - startedAt,
        status: answer.status,
        error: answer.error,
        ...(kind === 'note' && { note }),
      };
      if (answer.error) {
        // The client sends it again to the survivor.
        const survivor = live.find((p) => p !== port) ?? portB;
        outcome.retry = { ...(await send(agents.get(survivor)!, survivor, request)), port: survivor };
      }
      outcomes.push(outcome);
    };

    // Open loop: requests go out at their times whatever the answers, as independent members would send them.
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE_PER_SECOND;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      if (killedAt === Number.POSITIVE_INFINITY && i >= total * KILL_AT) {
        webA.child.kill('SIGKILL');
        killedAt = Date.now();
        // The balancer's health check notices at once: later requests go to the survivor.
        live.splice(live.indexOf(portA), 1);
      }
      pending.push(issue(i));
    }
    await Promise.all(pending);
    const loadMs = Date.now() - started;

    // The digest: one email per saved search, however long the worker takes to reach and send it.
    const digestTo = (to: string) => sink.messages.filter((m) => m.to.includes(to));
    const deadline = Date.now() + 60_000;
    while (recipients.some((r) => digestTo(r).length === 0) && Date.now() < deadline) await sleep(250);
    await sleep(3000); // time for a second copy, were one to come
    for (const agent of agents.values()) agent.destroy();

    const acked = outcomes.filter((o) => o.kind === 'note' && o.status === 200).map((o) => o.note!);
    const retriedOk = outcomes
      .filter((o) => o.kind === 'note' && o.retry?.status === 200)
      .map((o) => o.note!);
    const rows = (
      await db.selectFrom('job_notes').select('note').where('note', 'like', 'scale-%').execute()
    ).map((r) => r.note);
    const stored = new Set(rows);
    // A note cut off by the kill may have been written before it; sent again, it is then stored twice.
    const storedTwice = rows.filter((n, i) => rows.indexOf(n) !== i);
    const lost = [...acked, ...retriedOk].filter((n) => !stored.has(n));
    const failed = outcomes.filter((o) => o.status === null || o.status >= 300);
    const notInFlight = failed.filter(
      (o) =>
        o.port !== portA ||
        o.startedAt > killedAt ||
        !['ECONNRESET', 'socket hang up'].includes(o.error ?? ''),
    );
    const latencies = outcomes
      .filter((o) => o.status !== null && o.status < 300)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    const digests = recipients.map((r) => digestTo(r).length);
    const figures = {
      database: adminUrl ? 'PostgreSQL server (TEST_DATABASE_URL)' : 'embedded PostgreSQL',
      processes: '2 web + 1 worker',
      ratePerSecond: RATE_PER_SECOND,
      seconds: Math.round(loadMs / 100) / 10,
      requests: outcomes.length,
      searches: outcomes.filter((o) => o.kind === 'search').length,
      notes: outcomes.filter((o) => o.kind === 'note').length,
      killedAfterMs: killedAt - started,
      errors: failed.length,
      errorsInFlightOnKilled: failed.length - notInFlight.length,
      retriedOnSurvivorOk: failed.filter((o) => o.retry?.status === 200).length,
      p50ms: quantile(latencies, 0.5),
      p99ms: quantile(latencies, 0.99),
      notesAcknowledged: acked.length + retriedOk.length,
      notesLost: lost.length,
      notesStoredTwice: storedTwice.length,
      digestSearches: recipients.length,
      digestEmails: digests.reduce((a, b) => a + b, 0),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join('/')}`,
    };
    process.stdout.write(`Fault: a web process killed under load\n${JSON.stringify(figures, null, 2)}\n`);

    const why = `\nworker log:\n${worker.log()}\nsurvivor log:\n${webB.log()}`;
    expect(outcomes).toHaveLength(total);
    expect(Number.isFinite(killedAt)).toBe(true);
    expect(lost, why).toEqual([]);
    expect(storedTwice.filter((n) => !retriedOk.includes(n))).toEqual([]);
    expect(
      notInFlight.map((o) => `${o.kind} on ${o.port}: ${o.status ?? o.error}`),
      why,
    ).toEqual([]);
    expect(failed.filter((o) => o.retry?.status !== 200)).toEqual([]);
    expect(digests, why).toEqual(recipients.map(() => 1));
  }, 180_000);
});
