import { describe, expect, it } from 'vitest';
import { DAY } from '../../../src/lib/clock.ts';
import * as outbox from '../../../src/modules/email/outbox.ts';
import { emailWork } from '../../../src/modules/email/work.ts';
import { createTestApp } from '../../helpers/app.ts';

describe('email retention', () => {
  it('empties the bodies of emails settled over 30 days ago at the nightly clean-up, keeping their records', async () => {
    const { deps, clock } = await createTestApp();
    const now = new Date('2026-06-30T07:00:00Z');
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    const email = async (daysAgo: number, settled: 'sent' | 'failed' | null) => {
      const { id } = await outbox.record(deps.db, at(daysAgo), {
        to: `${daysAgo}-${settled}@example.com`,
        subject: 'New jobs for “Data”',
        html: '<p>jobs</p>',
        text: 'jobs',
        category: 'digest',
      });
      if (settled) {
        await deps.db
          .updateTable('email_messages')
          .set({ status: settled, opened_at: at(daysAgo), clicked_at: at(daysAgo) })
          .where('id', '=', id)
          .execute();
      }
      return id;
    };
    const oldSent = await email(31, 'sent');
    const oldFailed = await email(33, 'failed');
    const oldQueued = await email(31, null);
    const recentSent = await email(29, 'sent');

    clock.set(now);
    await emailWork.find((j) => j.name === 'email.drop-old-bodies')!.handler({}, deps);

    const rows = await deps.db
      .selectFrom('email_messages')
      .select(['id', 'html', 'text', 'status', 'subject', 'opened_at', 'clicked_at'])
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [oldSent, oldFailed]) {
      expect(byId.get(id)).toMatchObject({ html: '', text: '', subject: 'New jobs for “Data”' });
    }
    expect(byId.get(oldSent)!.clicked_at).toEqual(at(31));
    expect(byId.get(oldSent)!.status).toBe('sent');
    // Still to be sent, or still in the mailbox's 30 days: untouched.
    expect(byId.get(oldQueued)).toMatchObject({ html: '<p>jobs</p>', text: 'jobs', status: 'queued' });
    expect(byId.get(recentSent)).toMatchObject({ html: '<p>jobs</p>', text: 'jobs' });

    // A second night finds nothing more to do.
    expect(await outbox.dropOldBodies(deps.db, now)).toBe(0);
  });
});
