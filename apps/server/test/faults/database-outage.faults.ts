import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { type Runtime, startRuntime } from '../../src/runtime.ts';
import { TEST_ORIGIN } from '../helpers/app.ts';
import { createCompany, createJob } from '../helpers/jobs-factory.ts';
import { createSignedInUser } from '../helpers/users.ts';

// PostgreSQL stopped for 10 s under a mixed load of searches and writes. Every write is acknowledged and kept,
// or refused with 503 and Retry-After, never acknowledged and lost; the service serves again soon after the
// database returns, without a restart.

const OUTAGE_MS = 10_000;
const LOAD_BEFORE_MS = 4_000;
const CLIENTS = 8;

let dir: string;
let port: number;
let database: EmbeddedDatabase;
let runtime: Runtime;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-faults-'));
  port = await freePort();
  database = await startEmbeddedPostgres(path.join(dir, 'pg'), { port });
  runtime = await startRuntime({
    DATABASE_URL: database.connectionString(),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WORKERS: 'false',
    INGEST_ENABLED: 'false',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  app = await buildApp(runtime.requestDeps, { serveWeb: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await runtime?.close();
  await database?.stop();
}, 60_000);

type Outcome = { kind: 'search' | 'write'; status: number; retryAfter?: string; note?: string; at: number };

describe('the database stops under load', () => {
  it('loses no acknowledged write, refuses the rest with 503 and Retry-After, and recovers by itself', async () => {
    const { db } = runtime.deps;
    const company = await createCompany(db);
    const members = await Promise.all(
      Array.from({ length: CLIENTS }, async () => ({
        ...(await createSignedInUser(runtime.deps)),
        job: await createJob(db, { company, title: 'Reliability Engineer' }),
      })),
    );

    const outcomes: Outcome[] = [];
    const started = Date.now();
    let stopAt = Number.POSITIVE_INFINITY;
    let restartedAt = Number.POSITIVE_INFINITY;
    let done = false;
    let sequence = 0;

    const client = async (member: (typeof members)[number]) => {
      while (!done) {
        const at = Date.now();
        if (sequence % 2 === 0) {
          sequence++;
          const res = await app.inject({
            method: 'POST',
            url: '/api/post/jobs',
            headers: { cookie: member.cookie, origin: TEST_ORIGIN },
            payload: { job_title_search: ['reliability'] },
          });
          outcomes.push({
            kind: 'search',
            status: res.statusCode,
            retryAfter: res.headers['retry-after'] as string,
            at,
          });
        } else {
          const note = `note ${++sequence} of ${member.id}`;
          const res = await app.inject({
            method: 'POST',
            url: '/api/post/add-job-notes',
            headers: { cookie: member.cookie, origin: TEST_ORIGIN },
            payload: { job_id: member.job.id, note },
          });
          outcomes.push({
            kind: 'write',
            status: res.statusCode,
            retryAfter: res.headers['retry-after'] as string,
            note,
            at,
          });
        }
        await sleep(20);
      }
    };

    const load = Promise.all(members.map(client));
    await sleep(LOAD_BEFORE_MS);
    stopAt = Date.now();
    await database.stop();
    await sleep(OUTAGE_MS);
    database = await startEmbeddedPostgres(path.join(dir, 'pg'), { port });
    restartedAt = Date.now();
    // Keep the load on until searches succeed again, and a while longer.
    let recoveredAt = Number.POSITIVE_INFINITY;
    while (Date.now() - restartedAt < 30_000) {
      const ok = outcomes.find((o) => o.at >= restartedAt && o.kind === 'search' && o.status === 200);
      if (ok) {
        recoveredAt = ok.at;
        break;
      }
      await sleep(100);
    }
    await sleep(2_000);
    done = true;
    await load;

    const kept = new Set(
      (await db.selectFrom('job_notes').select('note').where('is_status', '=', false).execute()).map(
        (n) => n.note,
      ),
    );
    const writes = outcomes.filter((o) => o.kind === 'write');
    const acknowledged = writes.filter((o) => o.status === 200);
    const lost = acknowledged.filter((o) => !kept.has(o.note ?? ''));
    const refused = outcomes.filter((o) => o.status === 503);
    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    const figures = {
      requests: outcomes.length,
      searches: outcomes.length - writes.length,
      writes: writes.length,
      acknowledgedWrites: acknowledged.length,
      refusedWith503: refused.length,
      refusedWithoutRetryAfter: refused.filter((o) => !o.retryAfter).length,
      otherErrors: Object.fromEntries(
        [...new Set(unexpected.map((o) => o.status))].map((s) => [
          s,
          unexpected.filter((o) => o.status === s).length,
        ]),
      ),
      lostWrites: lost.length,
      outageSeconds: (restartedAt - stopAt) / 1000,
      recoverySeconds: Number(((recoveredAt - restartedAt) / 1000).toFixed(2)),
      secondsTotal: (Date.now() - started) / 1000,
    };
    process.stdout.write(
      `Fault: database stopped for ${OUTAGE_MS / 1000} s under load\n${JSON.stringify(figures, null, 2)}\n`,
    );

    expect(refused.length).toBeGreaterThan(0); // the outage was felt
    expect(acknowledged.some((o) => o.at > restartedAt)).toBe(true); // and writes came back
    expect(figures.lostWrites).toBe(0);
    expect(figures.refusedWithoutRetryAfter).toBe(0);
    expect(unexpected).toEqual([]);
    expect(figures.recoverySeconds).toBeLessThanOrEqual(30);
  }, 120_000);
});
