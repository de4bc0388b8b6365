import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createDb, type Db } from '../../src/db/index.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { loadCompanies } from '../../src/modules/ingestion/index.ts';
import { createSignedInUser } from '../helpers/users.ts';

// The service (main.ts, ROLE=all: requests and board reading in one process) while a board with a 1 MB posting of
// nested tables is previewed in the console and a board of 2,000 postings is fetched ("fetch now"). /healthz, asked every 10 ms
// from another process, must answer within 50 ms at the 99th percentile throughout: the postings are normalised
// in worker threads, and a description is cut and converted in time linear in its markup.

const POSTINGS = 2_000;
/** The target for /healthz's p99 meanwhile (issue 24), printed beside the figure. */
const P99_LIMIT_MS = 50;
/** A request held longer than this waited behind the board's work: the service stalled. */
const STALL_LIMIT_MS = 1_000;

/** Greenhouse's job board API: `tables` (one posting, 1 MB of nested tables), `big` (2,000 postings), `small`. */
const BOARDS_SERVER = `
const http = require('node:http');
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inner = '<table><tr><th>Benefit</th><th>Detail</th></tr><tr><td><p>Health &amp; dental</p></td>' +
  '<td><ul><li>Full cover</li><li>Family</li></ul></td></tr></table>';
const middle = '<table><tbody><tr><td>' + inner + '</td><td><b>Salary</b> up to 120k</td></tr></tbody></table>';
const outer = '<table><tr><td><h3>Section</h3>' + middle + '</td><td>' + middle + '</td></tr></table>';
const tables = outer.repeat(Math.ceil(1048576 / outer.length));
const job = (id, content) => ({ id, title: 'Platform Engineer ' + id, absolute_url: 'https://jobs.example/' + id,
  location: { name: 'Berlin, Germany' }, updated_at: '2026-11-01T00:00:00Z', content: escape(content) });
const answers = {
  tables: JSON.stringify({ jobs: [job(1, tables)] }),
  small: JSON.stringify({ jobs: [job(2, '<p>A small board.</p>')] }),
  big: JSON.stringify({ jobs: Array.from({ length: ${POSTINGS} }, (_, i) => job(100 + i,
    '<h2>About the role</h2><p>' + 'You will build and run the platform. '.repeat(20) + '</p><ul><li>Kubernetes</li><li>Go</li></ul>')) }),
};
http.createServer((req, res) => {
  const token = /^\\/v1\\/boards\\/([^/]+)\\/jobs/.exec(req.url)?.[1];
  const body = answers[token];
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{}');
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

/** Asks GET <url> one request after another, 10 ms apart, until told to stop; then prints each latency. */
const SAMPLER = `
const url = process.argv[1];
const times = [];
let stopping = false;
process.on('message', () => { stopping = true; });
(async () => {
  while (!stopping) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push({ ms: performance.now() - started, status: res.status });
    await new Promise((r) => setTimeout(r, 10));
  }
  process.stdout.write(JSON.stringify(times), () => process.exit(0));
})();
`;

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]!.trim());
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before answering: ${out}`)));
  });
}

let dir: string;
let database: EmbeddedDatabase;
let db: Db;
let service: ChildProcess;
let boardsServer: ChildProcess;
let baseUrl: string;
const config = loadConfig({ NODE_ENV: 'test' });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-faults-heavy-'));
  database = await startEmbeddedPostgres(path.join(dir, 'pg'));
  boardsServer = spawn(process.execPath, ['-e', BOARDS_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const boardsPort = await firstLine(boardsServer);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  service = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.connectionString(),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      WORKERS: 'false',
      INGEST_ENABLED: 'false',
      GREENHOUSE_API_URL: `http://127.0.0.1:${boardsPort}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const deadline = Date.now() + 90_000; ; ) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (service.exitCode !== null || Date.now() > deadline) throw new Error('the service did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  db = createDb(database.connectionString());
}, 120_000);

afterAll(async () => {
  if (service && service.exitCode === null) {
    const exited = new Promise((resolve) => service.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
  }
  boardsServer?.kill();
  await db?.destroy();
  await database?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('heavy boards', () => {
  it('cannot stall the service: /healthz keeps answering while one is previewed and another fetched (p99 printed)', async () => {
    await loadCompanies(db, [
      {
        name: 'Big Co',
        slug: 'big',
        homepage_url: null,
        industry: 'Software',
        boards: [{ ats: 'greenhouse', token: 'big' }],
      },
    ]);
    const board = await db
      .selectFrom('job_boards')
      .select('id')
      .where('token', '=', 'big')
      .executeTakeFirstOrThrow();
    const admin = await createSignedInUser(
      { db, clock: systemClock, config },
      { permission: { type: 'admin' } },
    );
    const post = (url: string, body?: object) =>
      fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { cookie: admin.cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    // A service that has been running a while: its HTTP client loaded and a normalisation thread started (what a
    // first board costs once per process is not what this measures).
    expect(
      await (await post('/api/admin/boards/preview', { ats: 'greenhouse', token: 'small' })).json(),
    ).toMatchObject({
      ok: true,
      readable: 1,
    });

    const sampler = spawn(process.execPath, ['-e', SAMPLER, `${baseUrl}/healthz`], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let sampled = '';
    sampler.stdout!.on('data', (d) => (sampled += d));
    const samplerDone = new Promise((resolve) => sampler.once('exit', resolve));
    await new Promise((r) => setTimeout(r, 500));

    const started = performance.now();
    const [previewed, fetched] = await Promise.all([
      post('/api/admin/boards/preview', { ats: 'greenhouse', token: 'tables' }),
      post(`/api/admin/boards/${board.id}/fetch`),
    ]);
    const workMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 200));
    sampler.send('stop');
    await samplerDone;

    expect(previewed.status).toBe(200);
    expect(await previewed.json()).toMatchObject({ ok: true, postings: 1, readable: 1 });
    expect(fetched.status).toBe(200);
    const jobs = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('board_id', '=', board.id)
      .executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(POSTINGS);
    const samples: { ms: number; status: number }[] = JSON.parse(sampled);
    expect(samples.every((s) => s.status === 200)).toBe(true);
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
    console.info(
      `[heavy boards] /healthz over ${samples.length} requests while a 1 MB table posting was previewed and ` +
        `${POSTINGS} postings fetched (${Math.round(workMs)} ms): p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms (target ≤ ${P99_LIMIT_MS} ms), max ${sorted[sorted.length - 1]!.toFixed(1)} ms`,
    );
    expect(samples.length).toBeGreaterThan(20);
    // The p99 target is a figure, printed above (timings are judged in benchmarks, not by a test's pass/fail on
    // a shared machine); what this test holds is that no request waits behind the board: normalising it on the
    // event loop stalled /healthz for 4.8 s, far past this bound.
    expect(sorted[sorted.length - 1]!).toBeLessThan(STALL_LIMIT_MS);
  });
});
