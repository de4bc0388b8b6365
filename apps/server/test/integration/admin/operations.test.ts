import { describe, expect, it } from 'vitest';
import { runDigest } from '../../../src/modules/alerts/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const post = (t: TestApp, cookie: string, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload: payload as object });
const get = (t: TestApp, cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

const searchForm = (name: string, keyword: string) => ({
  search_id: [],
  search_name: name,
  save_search: true,
  save_email: true,
  role: [],
  level: [],
  type: [],
  city: [],
  industry: '',
  company: [],
  job_title_search: [keyword],
  show_hidden_jobs: false,
  page: 1,
  saved: false,
});

/** People join on the test clock's day (the database would stamp the real time). */
const joinedOn = (t: TestApp, at: string) => t.deps.db.updateTable('users').set({ created_at: at }).execute();

async function consoleApp() {
  const t = await createTestApp({ clockStart: '2026-03-10T15:00:00Z' });
  const admin = await createSignedInUser(t.deps, { email: 'ops@example.com', permission: { type: 'admin' } });
  return { t, admin };
}

async function recordEmail(
  t: TestApp,
  values: { status: 'sent' | 'failed'; category: string; at: string; body?: string; error?: string },
) {
  return t.deps.db
    .insertInto('email_messages')
    .values({
      category: values.category,
      to_address: 'someone@example.com',
      subject: `A ${values.category} email`,
      html: values.body ?? '<p>Hello</p>',
      text: values.body ?? 'Hello',
      status: values.status,
      error: values.error ?? null,
      attempts: 5,
      created_at: values.at,
      sent_at: values.status === 'sent' ? values.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('the console email section', () => {
  it('lists recent emails by category and status, and sends a failed one again', async () => {
    const { t, admin } = await consoleApp();
    await recordEmail(t, { status: 'sent', category: 'digest', at: '2026-03-09T14:00:00Z' });
    const failed = await recordEmail(t, {
      status: 'failed',
      category: 'invite',
      at: '2026-03-10T14:00:00Z',
      error: '550 mailbox unavailable',
    });
    const all = (await get(t, admin.cookie, '/api/admin/emails')).json();
    expect(all.categories).toEqual(['digest', 'invite']);
    expect(all.emails.map((e: { id: number }) => e.id)[0]).toBe(failed.id);
    const onlyFailed = (await get(t, admin.cookie, '/api/admin/emails?status=failed')).json().emails;
    expect(onlyFailed).toEqual([
      expect.objectContaining({ id: failed.id, error: '550 mailbox unavailable', retryable: true }),
    ]);
    expect((await get(t, admin.cookie, '/api/admin/emails?category=digest')).json().emails).toHaveLength(1);
    expect((await get(t, admin.cookie, '/api/admin/emails?status=lost')).statusCode).toBe(400);

    const retry = await post(t, admin.cookie, `/api/admin/emails/${failed.id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id: failed.id, status: 'sent', error: null });
    // Only a failed email can be sent again.
    expect((await post(t, admin.cookie, `/api/admin/emails/${failed.id}/retry`)).statusCode).toBe(409);
    expect((await post(t, admin.cookie, '/api/admin/emails/999999/retry')).statusCode).toBe(404);
    const audit = (await get(t, admin.cookie, '/api/admin/audit-log')).json().entries;
    expect(audit[0]).toMatchObject({
      action: 'email.retry',
      before: { status: 'failed', error: '550 mailbox unavailable' },
      after: { status: 'sent' },
    });
  });

  it('refuses to send again an email whose text is no longer kept', async () => {
    const { t, admin } = await consoleApp();
    const old = await recordEmail(t, {
      status: 'failed',
      category: 'digest',
      at: '2026-01-01T14:00:00Z',
      body: '',
    });
    const res = await post(t, admin.cookie, `/api/admin/emails/${old.id}/retry`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/no longer kept/);
  });

  it('gives delivery per day in the schedule time zone, every day present', async () => {
    const { t, admin } = await consoleApp();
    await recordEmail(t, { status: 'sent', category: 'digest', at: '2026-03-10T14:00:00Z' });
    await recordEmail(t, { status: 'sent', category: 'digest', at: '2026-03-10T03:00:00Z' }); // 9 March in New York
    await recordEmail(t, { status: 'failed', category: 'digest', at: '2026-03-10T14:00:00Z' });
    const days = (await get(t, admin.cookie, '/api/admin/email-days?days=3')).json().days;
    expect(days).toEqual([
      { day: '2026-03-08', sent: 0, failed: 0, queued: 0, opened: 0, clicked: 0 },
      { day: '2026-03-09', sent: 1, failed: 0, queued: 0, opened: 0, clicked: 0 },
      { day: '2026-03-10', sent: 1, failed: 1, queued: 0, opened: 0, clicked: 0 },
    ]);
  });
});

describe('the console digest runs and overview', () => {
  it('records every digest run and shows it per day, and today’s run on the overview', async () => {
    const { t, admin } = await consoleApp();
    const company = await createCompany(t.deps.db, { name: 'Acme' });
    await createJob(t.deps.db, {
      company,
      title: 'Data Engineer',
      firstSeenAt: new Date('2026-03-10T13:00:00Z'),
    });
    const member = await createSignedInUser(t.deps, { email: 'seeker@example.com' });
    await post(t, member.cookie, '/api/post/save-search', searchForm('Data', 'data'));
    await joinedOn(t, '2026-03-10T14:00:00Z');
    await runDigest(t.deps, {
      after: new Date('2026-03-09T14:00:00Z'),
      upTo: new Date('2026-03-10T14:00:00Z'),
    });

    const runs = (await get(t, admin.cookie, '/api/admin/digest-runs?days=2')).json();
    expect(runs.runs).toEqual([
      expect.objectContaining({ searches: 1, emails: 1, new_jobs: 1, failed_emails: 0, error: null }),
    ]);
    expect(runs.days).toEqual([
      expect.objectContaining({ day: '2026-03-09', runs: 0 }),
      expect.objectContaining({
        day: '2026-03-10',
        runs: 1,
        searches: 1,
        emails: 1,
        new_jobs: 1,
        failures: 0,
      }),
    ]);

    const overview = (await get(t, admin.cookie, '/api/admin/overview')).json();
    expect(overview.digest_today).toMatchObject({ searches: 1, emails: 1, new_jobs: 1 });
    expect(overview.jobs).toHaveLength(30);
    expect(overview.jobs.at(-1)).toEqual({ day: '2026-03-10', open: 1, added: 1, closed: 0 });
    expect(overview.jobs.at(-2)).toMatchObject({ day: '2026-03-09', open: 0 });
    expect(overview.boards).toEqual([{ ats: 'greenhouse', healthy: 1, failing: 0, disabled: 0 }]);
    expect(overview.totals).toMatchObject({ open_jobs: 1, companies: 1, members: 2, flagged_jobs: 0 });
    expect(overview.members.at(-1)).toEqual({ day: '2026-03-10', new: 2 });
    expect(overview.emails.at(-1)).toMatchObject({ day: '2026-03-10', sent: 1 });
  });
});

describe('the console members section', () => {
  it('finds people by address with their plan, searches and tracked jobs; changes type, adds invites, signs out', async () => {
    const { t, admin } = await consoleApp();
    const member = await createSignedInUser(t.deps, {
      email: 'Grace.Hopper@example.com',
      first_name: 'Grace',
      permission: { type: 'free', tier: 'free' },
    });
    await post(t, member.cookie, '/api/post/save-search', searchForm('Compilers', 'compiler'));
    const found = (await get(t, admin.cookie, '/api/admin/members?email=grace')).json().members;
    expect(found).toEqual([
      expect.objectContaining({
        id: member.id,
        email: 'Grace.Hopper@example.com',
        type: 'free',
        tier: 'free',
        saved_searches: [expect.objectContaining({ name: 'Compilers', email: true })],
        tracked_jobs: { saved: 0, tracked: 0, hidden: 0, flagged: 0 },
        sessions: 1,
      }),
    ]);
    expect((await get(t, admin.cookie, '/api/admin/members?email=')).statusCode).toBe(400);

    const changed = await post(t, admin.cookie, `/api/admin/members/${member.id}`, {
      type: 'beta',
      add_invites: 3,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ type: 'beta', tier: 'beta' });
    expect((await post(t, admin.cookie, `/api/admin/members/${member.id}`, {})).statusCode).toBe(400);
    expect((await post(t, admin.cookie, '/api/admin/members/999999', { add_invites: 1 })).statusCode).toBe(
      404,
    );

    const out = await post(t, admin.cookie, `/api/admin/members/${member.id}/sign-out`);
    expect(out.json()).toEqual({ sessions_ended: 1 });
    expect((await get(t, member.cookie, '/api/get/tracker')).statusCode).toBe(401);
    const actions = (await get(t, admin.cookie, '/api/admin/audit-log'))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['member.sign-out', 'member.access']);
  });
});

describe('the console group advising and monthly update', () => {
  it('lists group advising sign-ups with each person’s tier', async () => {
    const { t, admin } = await consoleApp();
    const member = await createSignedInUser(t.deps, {
      email: 'ada@example.com',
      permission: { type: 'beta', tier: 'plus' },
    });
    await post(t, member.cookie, '/api/post/group-advising-alert');
    const res = (await get(t, admin.cookie, '/api/admin/advising-signups')).json();
    expect(res.signups).toEqual([
      expect.objectContaining({
        user_id: member.id,
        email: 'ada@example.com',
        tier: 'plus',
        day: '2026-03-10',
      }),
    ]);
  });

  it('drafts the month from measured figures, and publishes the edited update to /monthly-update', async () => {
    const { t, admin } = await consoleApp();
    const company = await createCompany(t.deps.db, { name: 'Acme' });
    const job = await createJob(t.deps.db, {
      company,
      title: 'Analyst',
      firstSeenAt: new Date('2026-03-05T12:00:00Z'),
    });
    await createJob(t.deps.db, {
      company,
      title: 'February Job',
      firstSeenAt: new Date('2026-02-05T12:00:00Z'),
    });
    const member = await createSignedInUser(t.deps, { email: 'seeker@example.com' });
    await post(t, member.cookie, '/api/post/update-job-status', {
      job_id: job.id,
      job_status: 'Cold Applied',
    });
    await post(t, member.cookie, '/api/post/update-job-status', {
      job_id: job.id,
      job_status: '1st Interview',
    });
    await post(t, member.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: 'Offer' });
    await joinedOn(t, '2026-03-10T14:00:00Z');

    const draft = (await get(t, admin.cookie, '/api/admin/monthly-update?month=2026-03')).json();
    expect(draft.figures).toEqual({
      companies: 1,
      active_jobs: 2,
      jobs_added: 1,
      jobs_closed: 0,
      new_members: 2,
      applications_tracked: 1,
      interviews: 1,
      offers: 1,
    });
    expect(draft.stored).toBeNull();
    expect(draft.draft.title).toBe('March 2026 on Upstream');
    expect(draft.draft.body).toContain('2 open jobs from 1 company');
    expect(draft.draft.body).toContain('1 application, recorded 1 interview and 1 offer');
    expect((await get(t, admin.cookie, '/api/admin/monthly-update?month=2026-13')).statusCode).toBe(400);

    const published = await post(t, admin.cookie, '/api/admin/monthly-update', {
      month: '2026-03',
      title: 'March: steady',
      body: 'Hi everyone,\n\n**Numbers**\n\n- 2 open jobs.',
      publish: true,
    });
    expect(published.json()).toEqual({ month: '2026-03', published_at: '2026-03-10T15:00:00.000Z' });
    const page = (await get(t, member.cookie, '/api/get/monthly-updates')).json();
    expect(page.mostRecent).toBe('March 2026');
    expect(page.updates[0]).toMatchObject({ slug: '2026-03', title: 'March: steady' });
    expect(page.updates[0].html).toContain('<strong>Numbers</strong>');
    const stored = (await get(t, admin.cookie, '/api/admin/monthly-update?month=2026-03')).json().stored;
    expect(stored).toMatchObject({ title: 'March: steady', published_at: '2026-03-10T15:00:00.000Z' });
  });
});
