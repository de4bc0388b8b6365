import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const alert = (cookie?: string) => ({
  method: 'POST' as const,
  url: '/api/post/group-advising-alert',
  headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
});

describe('POST /api/post/group-advising-alert', () => {
  it('emails the operator once per member per day however often the page loads', async () => {
    const { app, deps, clock } = await createTestApp({
      env: { OPERATOR_EMAIL: 'ops@example.com' },
      clockStart: '2025-10-02T14:00:00Z',
    });
    const user = await createSignedInUser(deps, { first_name: 'Grace', last_name: 'Hopper' });

    const first = await app.inject(alert(user.cookie));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ notified: true });
    const again = await app.inject(alert(user.cookie));
    expect(again.json()).toEqual({ notified: false });

    const mails = await deps.db.selectFrom('email_messages').selectAll().execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: 'ops@example.com',
      subject: 'Group advising: Grace Hopper wants to join',
    });
    expect(mails[0]!.text).toContain('Thur @ 4pm ET');
    // The operator sees the member's tier in the alert.
    expect(mails[0]!.text).toContain('Tier: free');

    clock.advance(24 * 3_600_000);
    const nextDay = await app.inject(alert(user.cookie));
    expect(nextDay.json()).toEqual({ notified: true });
  });

  it('rate limits a member who keeps posting', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps);
    const other = await createSignedInUser(deps);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await app.inject(alert(user.cookie))).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The limit is per member: someone else is unaffected.
    expect((await app.inject(alert(other.cookie))).statusCode).toBe(200);
  });

  it('refuses signed-out visitors and people without access', async () => {
    const { app, deps } = await createTestApp();
    expect((await app.inject(alert())).statusCode).toBe(401);
    const noAccess = await createSignedInUser(deps, { permission: null });
    expect((await app.inject(alert(noAccess.cookie))).statusCode).toBe(403);
    expect(await deps.db.selectFrom('email_messages').selectAll().execute()).toEqual([]);
  });
});
