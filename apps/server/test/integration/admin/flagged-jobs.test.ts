import type { Job } from '@upstream/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { planDigests } from '../../../src/modules/alerts/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const post = (t: TestApp, cookie: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload: payload as object });
const get = (t: TestApp, cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

async function searchTitles(t: TestApp, cookie?: string): Promise<{ titles: string[]; count: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  return {
    titles: (res.json().job_search[0] as Job[]).map((j) => j.title),
    count: res.json().job_search_count[0][0].job_search_count,
  };
}

async function setUp() {
  const t = await createTestApp({ clockStart: '2026-03-02T15:00:00Z' });
  const admin = await createSignedInUser(t.deps, { email: 'ops@example.com', permission: { type: 'admin' } });
  const alice = await createSignedInUser(t.deps, { email: 'alice@example.com' });
  const bob = await createSignedInUser(t.deps, { email: 'bob@example.com' });
  const company = await createCompany(t.deps.db, { name: 'Acme' });
  const seen = new Date('2026-03-02T14:00:00Z');
  const scam = await createJob(t.deps.db, { company, title: 'Too Good To Be True', firstSeenAt: seen });
  const stale = await createJob(t.deps.db, { company, title: 'Long Gone Analyst', firstSeenAt: seen });
  const fine = await createJob(t.deps.db, { company, title: 'Plain Engineer', firstSeenAt: seen });
  return { t, admin, alice, bob, scam, stale, fine };
}

describe('flagged jobs in the console', () => {
  it('lists jobs with open flags, most recently flagged first, with how many members flagged each', async () => {
    const { t, admin, alice, bob, scam, stale } = await setUp();
    await post(t, alice.cookie, '/api/post/user-job-flagged', { job_id: scam.id, flag_job: true });
    t.clock.advance(60_000);
    await post(t, bob.cookie, '/api/post/user-job-flagged', { job_id: stale.id, flag_job: true });
    t.clock.advance(60_000);
    await post(t, bob.cookie, '/api/post/user-job-flagged', { job_id: scam.id, flag_job: true });
    // A repeated flag keeps its time.
    t.clock.advance(60_000);
    await post(t, alice.cookie, '/api/post/user-job-flagged', { job_id: scam.id, flag_job: true });

    const res = await get(t, admin.cookie, '/api/admin/flagged-jobs');
    expect(res.statusCode).toBe(200);
    expect(res.json().jobs).toEqual([
      expect.objectContaining({
        job_id: scam.id,
        title: 'Too Good To Be True',
        company: 'Acme',
        flags: 2,
        first_flagged_at: '2026-03-02T15:00:00.000Z',
        last_flagged_at: '2026-03-02T15:02:00.000Z',
      }),
      expect.objectContaining({ job_id: stale.id, flags: 1 }),
    ]);
  });

  it('hides a job for everyone: out of search, counts and digests at once, shown as removed to its flaggers', async () => {
    const { t, admin, alice, bob, scam, fine } = await setUp();
    await post(t, alice.cookie, '/api/post/user-job-flagged', { job_id: scam.id, flag_job: true });
    await post(t, alice.cookie, '/api/post/update-job-status', {
      job_id: scam.id,
      job_status: 'Cold Applied',
    });
    // Counts are cached before the hide: the hide must drop them.
    const before = await searchTitles(t);
    expect(before.titles).toContain('Too Good To Be True');
    const countsBefore = (await t.app.inject({ method: 'GET', url: '/api/get/job-counts' })).json();

    const hide = await post(t, admin.cookie, `/api/admin/flagged-jobs/${scam.id}`, { action: 'hide' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ job_id: scam.id, action: 'hide', flags_resolved: 1 });

    for (const cookie of [undefined, bob.cookie, alice.cookie]) {
      const after = await searchTitles(t, cookie);
      expect(after.titles).not.toContain('Too Good To Be True');
      expect(after.titles).toContain('Plain Engineer');
      expect(after.count).toBe(before.count - 1);
    }
    const countsAfter = (await t.app.inject({ method: 'GET', url: '/api/get/job-counts' })).json();
    expect(JSON.stringify(countsAfter)).not.toEqual(JSON.stringify(countsBefore));

    // The digest's new jobs leave it out.
    const { newJobs } = await planDigests(t.deps, {
      after: new Date('2026-03-01T00:00:00Z'),
      upTo: new Date('2026-03-02T15:00:00Z'),
    });
    expect(newJobs).toBe(2);

    // The flagger who tracks it sees it as removed.
    const tracker = (await get(t, alice.cookie, '/api/get/tracker')).json().tracked_jobs;
    expect(tracker).toEqual([expect.objectContaining({ id: scam.id, removed: true })]);

    // Answered: it leaves the flagged list; the audit log has it.
    expect((await get(t, admin.cookie, '/api/admin/flagged-jobs')).json().jobs).toEqual([]);
    const audit = (await get(t, admin.cookie, '/api/admin/audit-log')).json().entries;
    expect(audit[0]).toMatchObject({
      action: 'flagged.hide',
      actor_email: 'ops@example.com',
      target: `job ${scam.id} (Too Good To Be True)`,
      before: { active: true, moderation: null, open_flags: 1 },
      after: { active: false, moderation: 'removed', open_flags: 0 },
    });
    expect(fine.id).toBeGreaterThan(0);
  });

  it('keeps a hidden job inactive: the database refuses to show it, and a board listing it again does not', async () => {
    const { t, admin, scam } = await setUp();
    await post(t, admin.cookie, `/api/admin/flagged-jobs/${scam.id}`, { action: 'hide' });
    await expect(sql`UPDATE jobs SET active = true WHERE id = ${scam.id}`.execute(t.deps.db)).rejects.toThrow(
      /jobs_moderated_not_active/,
    );
    // What ingestion does when the board shows its open jobs again.
    const { reactivateOpenJobs } = await import('../../../src/modules/catalogue/board-jobs.ts');
    const job = await t.deps.db
      .selectFrom('jobs')
      .select('board_id')
      .where('id', '=', scam.id)
      .executeTakeFirstOrThrow();
    await reactivateOpenJobs(t.deps.db, job.board_id);
    const row = await t.deps.db
      .selectFrom('jobs')
      .select(['active', 'moderation'])
      .where('id', '=', scam.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ active: false, moderation: 'removed' });
  });

  it('marks a job closed, or dismisses its flags and keeps it listed', async () => {
    const { t, admin, alice, bob, scam, stale } = await setUp();
    await post(t, alice.cookie, '/api/post/user-job-flagged', { job_id: stale.id, flag_job: true });
    await post(t, bob.cookie, '/api/post/user-job-flagged', { job_id: scam.id, flag_job: true });

    const close = await post(t, admin.cookie, `/api/admin/flagged-jobs/${stale.id}`, { action: 'close' });
    expect(close.json()).toEqual({ job_id: stale.id, action: 'close', flags_resolved: 1 });
    const closed = await t.deps.db
      .selectFrom('jobs')
      .select(['active', 'closed_at'])
      .where('id', '=', stale.id)
      .executeTakeFirstOrThrow();
    expect(closed).toEqual({ active: false, closed_at: new Date('2026-03-02T15:00:00Z') });

    const dismiss = await post(t, admin.cookie, `/api/admin/flagged-jobs/${scam.id}`, { action: 'dismiss' });
    expect(dismiss.json()).toEqual({ job_id: scam.id, action: 'dismiss', flags_resolved: 1 });
    expect((await searchTitles(t)).titles).toContain('Too Good To Be True');
    expect((await get(t, admin.cookie, '/api/admin/flagged-jobs')).json().jobs).toEqual([]);

    // Flagging it anew opens it again for the operator.
    await post(t, bob.cookie, '/api/post/user-job-flagged', { job_id: scam.id, flag_job: false });
    await post(t, bob.cookie, '/api/post/user-job-flagged', { job_id: scam.id, flag_job: true });
    expect((await get(t, admin.cookie, '/api/admin/flagged-jobs')).json().jobs).toEqual([
      expect.objectContaining({ job_id: scam.id, flags: 1 }),
    ]);
  });

  it('answers 400 to an unknown action and 404 to a job that is not from a board', async () => {
    const { t, admin, scam } = await setUp();
    const bad = await post(t, admin.cookie, `/api/admin/flagged-jobs/${scam.id}`, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('action');
    const missing = await post(t, admin.cookie, '/api/admin/flagged-jobs/999999', { action: 'hide' });
    expect(missing.statusCode).toBe(404);
  });
});
