import { describe, expect, it } from 'vitest';
import { DAY } from '../../../src/lib/clock.ts';
import { notifyOperator, OPERATOR_NOTES_PER_DAY } from '../../../src/modules/email/index.ts';
import { maintenanceWork } from '../../../src/workers/maintenance.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const operatorInbox = (t: TestApp) =>
  t.deps.db
    .selectFrom('email_messages')
    .select(['subject', 'text'])
    .where('to_address', '=', t.deps.config.OPERATOR_EMAIL)
    .orderBy('id')
    .execute();
const runDigest = (t: TestApp) =>
  maintenanceWork.find((w) => w.name === 'maintenance.operator-digest')!.handler({}, t.deps);

describe('the operator’s inbox', () => {
  it('gets a day’s budget of notifications one by one, and the rest in one digest the next day', async () => {
    const t = await createTestApp();
    for (let i = 0; i < OPERATOR_NOTES_PER_DAY; i++)
      await notifyOperator(t.deps, { subject: `Note ${i}`, html: `<p>${i}</p>`, text: `${i}` });
    expect(await operatorInbox(t)).toHaveLength(OPERATOR_NOTES_PER_DAY);

    // Past the budget, whoever sends it: a member's request is stored and answered, its note held back.
    const member = await createSignedInUser(t.deps);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/post/request',
      headers: { cookie: member.cookie, origin: TEST_ORIGIN },
      payload: { name: 'Past Budget Co', url: 'https://past.example' },
    });
    expect(filed.statusCode).toBe(200);
    const held = await notifyOperator(t.deps, { subject: 'Late', html: '', text: '', dedupeKey: 'late' });
    expect(held).toEqual({ held: true, duplicate: false });
    expect(await notifyOperator(t.deps, { subject: 'Late', html: '', text: '', dedupeKey: 'late' })).toEqual({
      held: true,
      duplicate: true,
    });
    expect(await operatorInbox(t)).toHaveLength(OPERATOR_NOTES_PER_DAY);

    t.clock.advance(DAY);
    await runDigest(t);
    const inbox = await operatorInbox(t);
    expect(inbox).toHaveLength(OPERATOR_NOTES_PER_DAY + 1);
    const digest = inbox.at(-1)!;
    expect(digest.subject).toBe('Upstream: 2 notifications held back');
    expect(digest.text).toContain('New request (company job board): Past Budget Co');
    expect(digest.text).toContain(': Late');
    // Listed once: the next run has nothing to send, and the new day has its budget again.
    await runDigest(t);
    expect(await operatorInbox(t)).toHaveLength(OPERATOR_NOTES_PER_DAY + 1);
    const fresh = await notifyOperator(t.deps, { subject: 'New day', html: '', text: '' });
    expect(fresh.held).toBe(false);
  });
});
