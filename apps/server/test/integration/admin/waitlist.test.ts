import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';
import { createSignedInUser, createUser } from '../../helpers/users.ts';

const join = (email: string) => ({
  method: 'POST' as const,
  url: '/api/post/waitlist',
  headers: { origin: TEST_ORIGIN },
  payload: { email },
});

describe('the Waitlist section', () => {
  it('lists who is waiting, oldest first, with when they joined and the member who invited them', async () => {
    const { app, deps, clock } = await createTestApp({ env: { ACCESS_MODE: 'invite' } });
    const admin = await createSignedInUser(deps, { permission: { type: 'admin' } });
    const inviter = await createUser(deps.db, { email: 'friend@example.com' });
    await deps.db
      .insertInto('invites')
      .values({
        inviter_user_id: inviter.id,
        invited_email: 'Referred@Example.com',
        invite_sent: clock.now(),
      })
      .execute();
    await app.inject(join('first@example.com'));
    clock.advance(3_600_000);
    await app.inject(join('referred@example.com'));
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/waitlist',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entries: [
        expect.objectContaining({
          email: 'first@example.com',
          referrer_email: null,
          access: null,
          joined_at: '2026-01-15T12:00:00.000Z',
        }),
        expect.objectContaining({
          email: 'referred@example.com',
          referrer_email: 'friend@example.com',
          access: null,
        }),
      ],
      counts: { waiting: 2, granted: 0 },
      access_mode: 'invite',
    });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/waitlist?status=soon',
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets people in: access granted, a sign-in link emailed that signs them in, and the grant in the audit log', async () => {
    const { app, deps, clock } = await createTestApp({ env: { ACCESS_MODE: 'invite' } });
    const admin = await createSignedInUser(deps, { permission: { type: 'admin' } });
    await app.inject(join('ann@example.com'));
    await app.inject(join('bo@example.com'));
    const already = await createUser(deps.db, { email: 'member@example.com' });
    await app.inject(join(already.email));

    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/grant',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { emails: ['ann@example.com', 'BO@example.com', 'member@example.com'], type: 'free_beta' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .results.map((r: { email: string; outcome: string; emailed: boolean }) => [
          r.email,
          r.outcome,
          r.emailed,
        ]),
    ).toEqual([
      ['ann@example.com', 'granted', true],
      ['bo@example.com', 'granted', true],
      ['member@example.com', 'already', false],
    ]);
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/waitlist?status=all',
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(list.counts).toEqual({ waiting: 0, granted: 3 });
    expect(list.entries[0].access).toMatchObject({ type: 'free_beta', tier: 'free' });

    const mail = await deps.db
      .selectFrom('email_messages')
      .select(['subject', 'text'])
      .where('to_address', '=', 'ann@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("You're in: your Upstream access is ready");
    const link = /http:\/\/localhost:3000\/auth\/confirm\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(
      await deps.db
        .selectFrom('email_messages')
        .where('to_address', '=', 'member@example.com')
        .selectAll()
        .execute(),
    ).toEqual([]);

    // The link signs Ann in with her new access, a day later too.
    clock.advance(24 * 3_600_000);
    const confirm = await app.inject({
      method: 'POST',
      url: '/auth/magic/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { token: decodeURIComponent(link![1]!) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().next).toBe('/onboarding/welcome');

    const [entry] = (
      await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie: admin.cookie } })
    ).json().entries;
    expect(entry).toMatchObject({
      action: 'waitlist.grant',
      target: '2 people: ann@example.com, bo@example.com',
      before: { 'ann@example.com': 'no access' },
      after: { type: 'free_beta', tier: 'free', emailed: ['ann@example.com', 'bo@example.com'] },
    });
  });

  it('answers 400 to no one, a bad address or admin access', async () => {
    const { app, deps } = await createTestApp();
    const admin = await createSignedInUser(deps, { permission: { type: 'admin' } });
    const grant = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/waitlist/grant',
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
        payload,
      });
    expect((await grant({ emails: [], type: 'beta' })).json().error.fields).toHaveProperty('emails');
    expect((await grant({ emails: ['not-an-address'], type: 'beta' })).statusCode).toBe(400);
    expect((await grant({ emails: ['a@example.com'], type: 'admin' })).json().error.fields).toHaveProperty(
      'type',
    );
  });

  it('the waitlist confirmation promises an email only when one will come', async () => {
    const invite = await createTestApp({ env: { ACCESS_MODE: 'invite' } });
    expect((await invite.app.inject(join('x@example.com'))).json().output_status).toBe(
      "You're on the waitlist. When a spot opens up, we'll email you a link to sign in.",
    );
    const open = await createTestApp({ env: { ACCESS_MODE: 'open' } });
    const answer = (await open.app.inject(join('x@example.com'))).json().output_status as string;
    expect(answer).toContain('no need to wait');
    expect(answer).not.toMatch(/email you/);
  });
});
