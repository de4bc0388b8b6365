import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsWork } from '../../../src/modules/alerts/work.ts';
import { claimDueSlots } from '../../../src/work/cron.ts';
import { createTestApp } from '../../helpers/app.ts';
import { type MailSink, startMailSink } from '../../helpers/mail-sink.ts';
import { createUser } from '../../helpers/users.ts';
import { createCompany, createJob } from './fixtures.ts';

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink.close();
});

const monthly = alertsWork.find((j) => j.name === 'alerts.monthly-report')!;
const weekly = alertsWork.find((j) => j.name === 'alerts.weekly-report')!;

describe('progress report', () => {
  it('on the 1st at 13:00 ET sends free members their month in status changes and their open jobs', async () => {
    const { deps, clock } = await createTestApp({
      env: { SMTP_URL: sink.url },
      clockStart: '2026-03-31T12:00:00Z',
    });
    const free = await createUser(deps.db, {
      email: 'report-free@example.com',
      first_name: 'Ada',
      permission: { tier: 'free' },
    });
    const paid = await createUser(deps.db, {
      email: 'report-paid@example.com',
      permission: { tier: 'standard' },
    });
    await createUser(deps.db, { email: 'report-idle@example.com' });
    const acme = await createCompany(deps.db, 'Acme');
    const open = await createJob(deps.db, acme, {
      title: 'Open Engineer',
      firstSeen: '2026-02-20T00:00:00Z',
    });
    const done = await createJob(deps.db, acme, {
      title: 'Rejected Engineer',
      firstSeen: '2026-02-20T00:00:00Z',
    });
    const note = (userId: number, jobId: number, status: string, at: string) =>
      deps.db
        .insertInto('job_notes')
        .values({ user_id: userId, job_id: jobId, note: status, is_status: true, created_at: at })
        .execute();
    for (const u of [free, paid]) {
      await note(u.id, open.id, 'Cold Applied', '2026-03-02T15:00:00Z');
      await note(u.id, open.id, '1st Interview', '2026-03-10T15:00:00Z');
      await note(u.id, done.id, 'Warm Applied', '2026-03-03T15:00:00Z');
      await note(u.id, done.id, 'Rejected', '2026-03-20T15:00:00Z');
      await note(u.id, done.id, 'Offer', '2026-02-20T15:00:00Z'); // last month: not counted
      await deps.db
        .insertInto('user_jobs')
        .values([
          {
            user_id: u.id,
            job_id: open.id,
            status: '1st Interview',
            status_changed_at: '2026-03-10T15:00:00Z',
          },
          { user_id: u.id, job_id: done.id, status: 'Rejected', status_changed_at: '2026-03-20T15:00:00Z' },
        ])
        .execute();
    }

    // 2026-04-01 13:00 EDT = 17:00Z.
    clock.set('2026-04-01T17:00:30Z');
    const claimed = await claimDueSlots(deps.db, deps.clock, [monthly]);
    expect(claimed.map((c) => c.slot.toISOString())).toEqual(['2026-04-01T17:00:00.000Z']);
    await monthly.handler({}, deps);
    await monthly.handler({}, deps); // a retry sends nothing twice

    const mail = await sink.waitFor((m) => m.to.includes('report-free@example.com'));
    expect(mail.subject).toBe('Your progress report: March 2026');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('Your status changes in March 2026: 4 in all.');
    expect(mail.text).toContain('Applications: 2');
    expect(mail.text).toContain('1st interviews: 1');
    expect(mail.text).toContain('Rejections: 1');
    expect(mail.text).toContain('Offers: 0');
    expect(mail.text).toContain('OPEN TRACKED JOBS (1)');
    expect(mail.text).toContain('Open Engineer · Acme · 1st Interview');
    expect(mail.text).not.toContain('Rejected Engineer ·');
    expect(sink.messages.filter((m) => m.to.includes('report-free@example.com'))).toHaveLength(1);
    // Paid members get the weekly report instead; people with nothing tracked get nothing.
    expect(sink.messages.some((m) => m.to.includes('report-paid@example.com'))).toBe(false);
    expect(sink.messages.some((m) => m.to.includes('report-idle@example.com'))).toBe(false);

    // Monday 2026-03-23 13:00 EDT: the paid member's week.
    clock.set('2026-03-23T17:00:00Z');
    await weekly.handler({}, deps);
    const week = await sink.waitFor((m) => m.to.includes('report-paid@example.com'));
    expect(week.subject).toBe('Your progress report: the week of Mar 16 – Mar 22');
    expect(week.text).toContain('Rejections: 1');
    expect(week.text).toContain('Applications: 0');
  });
});
