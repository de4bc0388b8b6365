import type { Job } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../../src/lib/clock.ts';
import { sendFlagOutcomes } from '../../../src/modules/tracking/index.ts';
import { moduleWork } from '../../../src/workers/registry.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

// After flagging a job, hearing what came of it: the card and the tracker say what the operator did, and the
// next daily batch emails each member once, listing every outcome of their flags.

const post = (t: TestApp, cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });

async function cardOf(t: TestApp, cookie: string, title: string): Promise<Job | undefined> {
  const res = await post(t, cookie, '/api/post/jobs', { show_hidden_jobs: true });
  expect(res.statusCode).toBe(200);
  return (res.json().job_search[0] as Job[]).find((j) => j.title === title);
}

async function setUp() {
  const t = await createTestApp({ clockStart: '2026-03-02T15:00:00Z' });
  const admin = await createSignedInUser(t.deps, { email: 'ops@example.com', permission: { type: 'admin' } });
  const alice = await createSignedInUser(t.deps, { email: 'alice@example.com' });
  const bob = await createSignedInUser(t.deps, { email: 'bob@example.com' });
  const company = await createCompany(t.deps.db, { name: 'Acme' });
  const seen = new Date('2026-03-02T14:00:00Z');
  const odd = await createJob(t.deps.db, { company, title: 'Odd Listing', firstSeenAt: seen });
  const gone = await createJob(t.deps.db, { company, title: 'Long Gone Analyst', firstSeenAt: seen });
  return { t, admin, alice, bob, odd, gone };
}

const mails = (t: TestApp) =>
  t.deps.db.selectFrom('email_messages').select(['to_address', 'subject', 'text']).orderBy('id').execute();

describe('flag outcomes', () => {
  it('a dismissed flag: the card says so, and one email the next batch lists the outcome, never sent twice', async () => {
    const { t, admin, alice, bob, odd } = await setUp();
    await post(t, alice.cookie, '/api/post/user-job-flagged', { job_id: odd.id, flag_job: true });
    expect((await cardOf(t, alice.cookie, 'Odd Listing'))?.flag_outcome).toBeNull();

    const res = await post(t, admin.cookie, `/api/admin/flagged-jobs/${odd.id}`, { action: 'dismiss' });
    expect(res.statusCode).toBe(200);
    expect((await cardOf(t, alice.cookie, 'Odd Listing'))?.flag_outcome).toBe('dismissed');
    // Bob never flagged it: nothing to tell him.
    expect((await cardOf(t, bob.cookie, 'Odd Listing'))?.flag_outcome).toBeNull();
    // Nothing is emailed at the moment of the answer: the day's batch does it.
    expect(await mails(t)).toEqual([]);

    t.clock.advance(18 * HOUR);
    expect(await sendFlagOutcomes(t.deps)).toEqual({ emailed: 1, told: 1 });
    const sent = await mails(t);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to_address: 'alice@example.com',
      subject: 'What came of the job you flagged',
    });
    expect(sent[0]!.text).toContain(
      'You flagged Odd Listing at Acme; the operator reviewed it and left it up.',
    );

    t.clock.advance(24 * HOUR);
    expect(await sendFlagOutcomes(t.deps)).toEqual({ emailed: 0, told: 0 });
    expect(await mails(t)).toHaveLength(1);
    // The card keeps saying what happened.
    expect((await cardOf(t, alice.cookie, 'Odd Listing'))?.flag_outcome).toBe('dismissed');
  });

  it('one email per member per day lists every outcome; the tracker says it too', async () => {
    const { t, admin, alice, bob, odd, gone } = await setUp();
    for (const job of [odd, gone]) {
      await post(t, alice.cookie, '/api/post/user-job-flagged', { job_id: job.id, flag_job: true });
    }
    await post(t, bob.cookie, '/api/post/user-job-flagged', { job_id: gone.id, flag_job: true });
    await post(t, alice.cookie, '/api/post/update-job-status', {
      job_id: gone.id,
      job_status: 'Cold Applied',
    });

    await post(t, admin.cookie, `/api/admin/flagged-jobs/${odd.id}`, { action: 'hide' });
    await post(t, admin.cookie, `/api/admin/flagged-jobs/${gone.id}`, { action: 'close' });

    const tracker = await t.app.inject({
      method: 'GET',
      url: '/api/get/tracker',
      headers: { cookie: alice.cookie },
    });
    expect(tracker.json().tracked_jobs).toEqual([
      expect.objectContaining({ title: 'Long Gone Analyst', flag_outcome: 'closed' }),
    ]);

    expect(await sendFlagOutcomes(t.deps)).toEqual({ emailed: 2, told: 3 });
    const sent = await mails(t);
    expect(sent.map((m) => m.to_address).sort()).toEqual(['alice@example.com', 'bob@example.com']);
    const toAlice = sent.find((m) => m.to_address === 'alice@example.com')!;
    expect(toAlice.subject).toBe('What came of the jobs you flagged');
    expect(toAlice.text).toContain(
      'You flagged Odd Listing at Acme; the operator took it down for everyone.',
    );
    expect(toAlice.text).toContain('You flagged Long Gone Analyst at Acme; the operator closed it.');
  });

  it('is background work of the tracking module, run once a day', () => {
    const work = moduleWork().find((w) => w.name === 'tracking.flag-outcomes');
    expect(work?.cron?.expression).toBe('0 9 * * *');
  });
});
