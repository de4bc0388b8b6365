import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index.ts';
import type { Database } from '../../../src/db/schema.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase } from '../../helpers/db.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { createCompany, createJob } from './factory.ts';

// A member's exclusions (hidden jobs, blocked companies) are kept by each process while the version the database
// keeps of their lists stays the same (job-search/viewer-exclusions.ts). Two apps on one database stand for two
// service processes; the first one's statements are recorded, to see when the exclusions are read.

const NOW = new Date('2026-01-15T12:00:00Z').getTime();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000);

/** A Db whose statements are recorded: what the requests of an app built on it ran. */
function recordedDb(connectionString: string): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 6 }) }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
  afterAll(() => db.destroy());
  return { db, statements };
}

let a: TestApp;
let b: TestApp;
let recorded: string[];
const jobs = {} as Record<'senior' | 'junior' | 'designer' | 'nurse', number>;

/** Statements that read a member's exclusions (repo.viewerExclusions) run so far by app `a`. */
const exclusionReads = () => recorded.filter((text) => text.includes(' AS blocked,')).length;

async function count(app: TestApp, cookie: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().job_search_count[0][0].job_search_count;
}

async function mark(app: TestApp, cookie: string, url: string, payload: Record<string, unknown>) {
  const res = await app.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    payload,
  });
  expect(res.statusCode, url).toBe(200);
}

const hide = (app: TestApp, cookie: string, jobId: number, hidden: boolean) =>
  mark(app, cookie, '/api/post/user-job-hidden', { job_id: jobId, hide_job: hidden });
const block = (app: TestApp, cookie: string, companyId: number, blocked: boolean) =>
  mark(app, cookie, '/api/post/user-company-blocked', { company_id: companyId, block_company: blocked });

let acme: Awaited<ReturnType<typeof createCompany>>;
let globex: Awaited<ReturnType<typeof createCompany>>;

beforeAll(async () => {
  const database = await createTestDatabase();
  const seen = recordedDb(database.connectionString);
  recorded = seen.statements;
  a = await createTestApp({ database, deps: { db: seen.db } });
  b = await createTestApp({ database });
  acme = await createCompany(database.db, { name: 'Acme', slug: 'acme' });
  globex = await createCompany(database.db, { name: 'Globex', slug: 'globex' });
  jobs.senior = await createJob(database.db, acme, { title: 'Senior Engineer', firstSeenAt: minutesAgo(10) });
  jobs.junior = await createJob(database.db, acme, { title: 'Junior Engineer', firstSeenAt: minutesAgo(20) });
  jobs.designer = await createJob(database.db, globex, {
    title: 'Product Designer',
    function: 'Design',
    firstSeenAt: minutesAgo(30),
  });
  jobs.nurse = await createJob(database.db, globex, {
    title: 'Nurse',
    function: 'Healthcare',
    firstSeenAt: minutesAgo(40),
  });
});

describe("a member's hidden jobs and blocked companies in their search count", () => {
  it('follow a hide and an unhide on the very next search', async () => {
    const member = await createSignedInUser(a.deps);
    expect(await count(a, member.cookie)).toBe(4);
    await hide(a, member.cookie, jobs.senior, true);
    expect(await count(a, member.cookie)).toBe(3);
    expect(await count(a, member.cookie, { show_hidden_jobs: true })).toBe(4);
    expect(await count(a, member.cookie, { role: ['Engineering'] })).toBe(1);
    await hide(a, member.cookie, jobs.senior, false);
    expect(await count(a, member.cookie)).toBe(4);
    expect(await count(a, member.cookie, { role: ['Engineering'] })).toBe(2);
  });

  it('follow a block and an unblock, with and without a company filter', async () => {
    const member = await createSignedInUser(a.deps);
    await hide(a, member.cookie, jobs.junior, true);
    expect(await count(a, member.cookie)).toBe(3);
    expect(await count(a, member.cookie, { company: ['globex'] })).toBe(2);
    await block(a, member.cookie, globex.id, true);
    expect(await count(a, member.cookie)).toBe(1);
    expect(await count(a, member.cookie, { company: ['globex'] })).toBe(0);
    expect(await count(a, member.cookie, { company: ['acme'] })).toBe(1);
    // show_hidden_jobs brings the hidden job back, never the blocked company's
    expect(await count(a, member.cookie, { show_hidden_jobs: true })).toBe(2);
    await block(a, member.cookie, globex.id, false);
    expect(await count(a, member.cookie)).toBe(3);
    expect(await count(a, member.cookie, { company: ['globex'] })).toBe(2);
  });

  it('follow a change made through another process on its next search', async () => {
    const member = await createSignedInUser(a.deps);
    // Each process has searched once and keeps what it found.
    expect(await count(a, member.cookie)).toBe(4);
    expect(await count(b, member.cookie)).toBe(4);
    await hide(a, member.cookie, jobs.designer, true);
    expect(await count(b, member.cookie)).toBe(3);
    await block(b, member.cookie, acme.id, true);
    expect(await count(a, member.cookie)).toBe(1);
    await hide(b, member.cookie, jobs.designer, false);
    await block(a, member.cookie, acme.id, false);
    expect(await count(a, member.cookie)).toBe(4);
    expect(await count(b, member.cookie)).toBe(4);
  });

  it('are read once for a repeated search, and again after the member changes a list', async () => {
    const member = await createSignedInUser(a.deps);
    await hide(a, member.cookie, jobs.nurse, true);
    const before = exclusionReads();
    expect(await count(a, member.cookie, { role: ['Healthcare'] })).toBe(0);
    expect(exclusionReads()).toBe(before + 1);
    expect(await count(a, member.cookie, { role: ['Healthcare'] })).toBe(0);
    expect(exclusionReads()).toBe(before + 1);
    // Another filter set is another count of their hidden jobs.
    expect(await count(a, member.cookie, { role: ['Design'] })).toBe(1);
    expect(exclusionReads()).toBe(before + 2);
    // Saving a job leaves the lists as they were; unhiding changes them.
    await mark(a, member.cookie, '/api/post/user-job-saved', { job_id: jobs.nurse, save_job: true });
    expect(await count(a, member.cookie, { role: ['Healthcare'] })).toBe(0);
    expect(exclusionReads()).toBe(before + 2);
    await hide(a, member.cookie, jobs.nurse, false);
    expect(await count(a, member.cookie, { role: ['Healthcare'] })).toBe(1);
    expect(exclusionReads()).toBe(before + 3);
    // Another member's searches are theirs: read for them, and no change of theirs touches this one's.
    const other = await createSignedInUser(a.deps);
    await hide(a, other.cookie, jobs.nurse, true);
    expect(await count(a, other.cookie, { role: ['Healthcare'] })).toBe(0);
    expect(await count(a, member.cookie, { role: ['Healthcare'] })).toBe(1);
    expect(exclusionReads()).toBe(before + 4);
  });

  it('are kept through one counts period and read again in the next', async () => {
    const member = await createSignedInUser(a.deps);
    const temp = await createJob(b.deps.db, acme, { title: 'Temp Engineer', firstSeenAt: minutesAgo(50) });
    await a.deps.searchCache.invalidate('jobs:');
    await hide(a, member.cookie, temp, true);
    const before = exclusionReads();
    expect(await count(a, member.cookie, { role: ['Engineering'] })).toBe(2);
    // The hidden job closes: within the period nothing is read again, as the shared count is not recounted.
    await b.deps.db.updateTable('jobs').set({ active: false }).where('id', '=', temp).execute();
    await count(a, member.cookie, { role: ['Engineering'] });
    expect(exclusionReads()).toBe(before + 1);
    // The next period, once the shared count has been recounted: the closed job is no longer left out twice.
    a.clock.advance(11 * 60_000);
    await a.deps.searchCache.invalidate('jobs:');
    expect(await count(a, member.cookie, { role: ['Engineering'] })).toBe(2);
    expect(exclusionReads()).toBe(before + 2);
  });
});
