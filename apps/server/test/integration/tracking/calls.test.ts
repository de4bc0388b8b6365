import { TIER_LIMITS } from '@upstream/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const counts = async (cookie: string) =>
  (await get(cookie, '/api/get/saved-and-tracked-jobs-counts')).json().counts[0][0];
const notes = async (cookie: string, job_id: number) =>
  (await post(cookie, '/api/post/fetch-all-job-notes', { job_id })).json().job_notes[0];

describe('save, flag and hide', () => {
  it('sets each mark to the value sent, repeatably, and counts saved jobs', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    for (let i = 0; i < 2; i++) {
      const res = await post(user.cookie, '/api/post/user-job-saved', { job_id: job.id, save_job: true });
      expect(res.statusCode).toBe(200);
    }
    expect(await counts(user.cookie)).toEqual({ saved_jobs: 1, tracked_jobs: 0 });
    await post(user.cookie, '/api/post/user-job-flagged', { job_id: job.id, flag_job: true });
    await post(user.cookie, '/api/post/user-job-hidden', { job_id: job.id, hide_job: true });
    await post(user.cookie, '/api/post/user-job-saved', { job_id: job.id, save_job: false });
    const row = await t.deps.db
      .selectFrom('user_jobs')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ saved: false, flagged: true, hidden: true, status: null });
    expect(await counts(user.cookie)).toEqual({ saved_jobs: 0, tracked_jobs: 0 });
  });

  it('accepts form-encoded booleans as the spec payloads are sent', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/user-job-saved',
      headers: {
        cookie: user.cookie,
        origin: TEST_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `job_id=${job.id}&save_job=true`,
    });
    expect(res.statusCode).toBe(200);
    expect(await counts(user.cookie)).toMatchObject({ saved_jobs: 1 });
  });

  it('ends concurrent toggles in one consistent row', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(user.cookie, '/api/post/user-job-saved', { job_id: job.id, save_job: i % 2 === 0 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.deps.db.selectFrom('user_jobs').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown job and 400 for a bad payload', async () => {
    const user = await createSignedInUser(t.deps);
    const missing = await post(user.cookie, '/api/post/user-job-saved', { job_id: 999_999, save_job: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("That job doesn't exist.");
    const bad = await post(user.cookie, '/api/post/user-job-flagged', { job_id: 'abc', flag_job: true });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses visitors and people without access', async () => {
    const job = await createJob(t.deps.db);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/post/user-job-saved',
      headers: { origin: TEST_ORIGIN },
      payload: { job_id: job.id, save_job: true },
    });
    expect(visitor.statusCode).toBe(401);
    const noAccess = await createSignedInUser(t.deps, { permission: null });
    expect(
      (await post(noAccess.cookie, '/api/post/user-job-saved', { job_id: job.id, save_job: true }))
        .statusCode,
    ).toBe(403);
  });
});

describe('status', () => {
  it('records each change as a status note and moves the tracked count', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: 'Cold Applied' });
    expect(await counts(user.cookie)).toEqual({ saved_jobs: 0, tracked_jobs: 1 });
    t.clock.advance(60_000);
    await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: '1st Interview' });
    // The same status again is not a change.
    await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: '1st Interview' });
    t.clock.advance(60_000);
    await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: null });
    expect(await counts(user.cookie)).toEqual({ saved_jobs: 0, tracked_jobs: 0 });
    const list = await notes(user.cookie, job.id);
    expect(list.map((n: { note: string; is_status: boolean }) => [n.note, n.is_status])).toEqual([
      ['Cleared', true],
      ['1st Interview', true],
      ['Cold Applied', true],
    ]);
    expect(list[2].create_ts).toBe(new Date(t.clock.now().getTime() - 120_000).toISOString());
  });

  it('refuses a status outside the list', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    const res = await post(user.cookie, '/api/post/update-job-status', {
      job_id: job.id,
      job_status: 'Hired',
    });
    expect(res.statusCode).toBe(400);
    expect(await counts(user.cookie)).toEqual({ saved_jobs: 0, tracked_jobs: 0 });
  });
});

describe('notes', () => {
  it('adds, lists newest first, counts and deletes the owner’s notes', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    const first = await post(user.cookie, '/api/post/add-job-notes', {
      job_id: job.id,
      note: 'Applied via referral',
    });
    expect(first.statusCode).toBe(200);
    t.clock.advance(1000);
    const second = (
      await post(user.cookie, '/api/post/add-job-notes', { job_id: job.id, note: '  Phone screen Friday ' })
    ).json();
    expect(second.job_notes_count[0][0].job_notes_count).toBe(2);
    expect(second.job_notes[0].map((n: { note: string }) => n.note)).toEqual([
      'Phone screen Friday',
      'Applied via referral',
    ]);
    const noteId = second.job_notes[0][1].id;

    const other = await createSignedInUser(t.deps);
    expect(await notes(other.cookie, job.id)).toEqual([]);
    const stolen = await post(other.cookie, '/api/post/delete-job-note', {
      job_id: job.id,
      job_note_id: noteId,
    });
    expect(stolen.statusCode).toBe(404);

    const deleted = (
      await post(user.cookie, '/api/post/delete-job-note', { job_id: job.id, job_note_id: noteId })
    ).json();
    expect(deleted.job_notes_count[0][0].job_notes_count).toBe(1);
    expect(deleted.job_notes[0].map((n: { note: string }) => n.note)).toEqual(['Phone screen Friday']);
  });

  it('refuses an empty note and one of 1001 characters, and takes exactly 1000', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    const empty = await post(user.cookie, '/api/post/add-job-notes', { job_id: job.id, note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.note).toBe('Must write something to add a note');
    const long = await post(user.cookie, '/api/post/add-job-notes', {
      job_id: job.id,
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.note).toBe('Too long.');
    const max = await post(user.cookie, '/api/post/add-job-notes', {
      job_id: job.id,
      note: 'x'.repeat(1000),
    });
    expect(max.statusCode).toBe(200);
  });

  it('answers 404 for notes of an unknown job', async () => {
    const user = await createSignedInUser(t.deps);
    expect(
      (await post(user.cookie, '/api/post/add-job-notes', { job_id: 424242, note: 'hi' })).statusCode,
    ).toBe(404);
    expect((await post(user.cookie, '/api/post/fetch-all-job-notes', { job_id: 424242 })).statusCode).toBe(
      404,
    );
  });
});

describe('companies', () => {
  it('saves and blocks companies idempotently and lists the blocked ones', async () => {
    const user = await createSignedInUser(t.deps);
    const company = await createCompany(t.deps.db, { name: 'Zeta Labs' });
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await post(user.cookie, '/api/post/user-company-saved', {
            company_id: company.id,
            save_company: true,
          })
        ).statusCode,
      ).toBe(200);
      await post(user.cookie, '/api/post/user-company-blocked', {
        company_id: company.id,
        block_company: true,
      });
    }
    const blocked = (await get(user.cookie, '/api/get/blocked-companies')).json().blocked_companies;
    expect(blocked).toEqual([{ company_id: company.id, name: 'Zeta Labs', blocked_at: expect.any(String) }]);
    await post(user.cookie, '/api/post/user-company-blocked', {
      company_id: company.id,
      block_company: false,
    });
    expect((await get(user.cookie, '/api/get/blocked-companies')).json().blocked_companies).toEqual([]);
    const saved = await t.deps.db
      .selectFrom('saved_companies')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(saved).toHaveLength(1);
    expect(
      (await post(user.cookie, '/api/post/user-company-saved', { company_id: 987_654, save_company: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('caps of spec §6', () => {
  async function fillTo(userId: number, n: number) {
    const company = await createCompany(t.deps.db);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push((await createJob(t.deps.db, { company, locations: [] })).id);
    await sql`INSERT INTO user_jobs (user_id, job_id, status, status_changed_at)
      SELECT ${userId}, unnest(${ids}::bigint[]), 'Cold Applied', now()`.execute(t.deps.db);
  }

  it('stops a free member at 100 tracked and noted jobs with a message and the upgrade path', async () => {
    const user = await createSignedInUser(t.deps, { permission: { tier: 'free' } });
    await fillTo(user.id, TIER_LIMITS.free.trackedItems);
    const job = await createJob(t.deps.db);
    const status = await post(user.cookie, '/api/post/update-job-status', {
      job_id: job.id,
      job_status: 'Offer',
    });
    expect(status.statusCode).toBe(403);
    expect(status.json()).toMatchObject({
      upgrade_url: '/select-account',
      error: {
        code: 'tracked_limit',
        message: expect.stringContaining('100 tracked and noted jobs of the Free plan'),
      },
    });
    const note = await post(user.cookie, '/api/post/add-job-notes', { job_id: job.id, note: 'one more' });
    expect(note.statusCode).toBe(403);
    // Saving stays unlimited (spec §9), and a job already tracked can still change and take notes.
    expect(
      (await post(user.cookie, '/api/post/user-job-saved', { job_id: job.id, save_job: true })).statusCode,
    ).toBe(200);
    expect(await counts(user.cookie)).toMatchObject({ tracked_jobs: 100 });
  });

  it('lets a beta member go past 100, and frees a slot when a status is cleared', async () => {
    const user = await createSignedInUser(t.deps, { permission: { type: 'beta', tier: 'beta' } });
    await fillTo(user.id, TIER_LIMITS.beta.trackedItems - 1);
    const [a, b] = [await createJob(t.deps.db), await createJob(t.deps.db)];
    expect(
      (await post(user.cookie, '/api/post/update-job-status', { job_id: a.id, job_status: 'Offer' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(user.cookie, '/api/post/update-job-status', { job_id: b.id, job_status: 'Offer' }))
        .statusCode,
    ).toBe(403);
    await post(user.cookie, '/api/post/update-job-status', { job_id: a.id, job_status: null });
    expect(
      (await post(user.cookie, '/api/post/update-job-status', { job_id: b.id, job_status: 'Offer' }))
        .statusCode,
    ).toBe(200);
  });

  it('lets only one of two concurrent requests take the last slot', async () => {
    const user = await createSignedInUser(t.deps, { permission: { tier: 'free' } });
    await fillTo(user.id, TIER_LIMITS.free.trackedItems - 1);
    const [a, b] = [await createJob(t.deps.db), await createJob(t.deps.db)];
    const results = await Promise.all([
      post(user.cookie, '/api/post/update-job-status', { job_id: a.id, job_status: 'Offer' }),
      post(user.cookie, '/api/post/add-job-notes', { job_id: b.id, note: 'racing' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });
});
