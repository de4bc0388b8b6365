import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { jsonHeaders, latestSignInToken, sessionCookieFrom } from './helpers.ts';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const inviteEmail = (app: App, cookie: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/post/invite-email',
    headers: { ...jsonHeaders, cookie },
    payload: { invite_email: email },
  });

const inviteSignup = (app: App, body: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/post/invite-signup', headers: jsonHeaders, payload: body });

const confirm = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/auth/magic/confirm', headers: jsonHeaders, payload: { token } });

describe('invites', () => {
  it('emails an invite, spends one invite, and lists it as sent', async () => {
    const { app, deps } = await createTestApp();
    const inviter = await createSignedInUser(deps, {
      first_name: 'Ada',
      permission: { referrals_remaining: 2 },
    });
    const res = await inviteEmail(app, inviter.cookie, 'Friend@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ output_status: 'Invite sent to friend@example.com.' });

    const mail = await deps.db
      .selectFrom('email_messages')
      .select(['subject', 'text'])
      .where('to_address', '=', 'friend@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Ada User invited you to Upstream');
    expect(mail.text).toMatch(/\/invite-signup\/[\w-]+\?email=friend%40example\.com/);

    const list = await app.inject({ url: '/api/get/invited-users', headers: { cookie: inviter.cookie } });
    expect(list.json()).toMatchObject({
      invites_remaining: 1,
      invited_users: [
        [
          {
            invited_email: 'friend@example.com',
            invite_sent: '2026-01-15T12:00:00.000Z',
            user_signed_up: null,
          },
        ],
      ],
    });
  });

  it('answers 208 with a message for a repeat invite, your own address, or no invites left', async () => {
    const { app, deps } = await createTestApp();
    const inviter = await createSignedInUser(deps, { permission: { referrals_remaining: 1 } });
    expect((await inviteEmail(app, inviter.cookie, 'a@example.com')).statusCode).toBe(200);
    const again = await inviteEmail(app, inviter.cookie, 'a@example.com');
    expect(again.statusCode).toBe(208);
    expect(again.json().output_status).toBe('You already invited a@example.com.');
    const self = await inviteEmail(app, inviter.cookie, inviter.email);
    expect(self.statusCode).toBe(208);
    const none = await inviteEmail(app, inviter.cookie, 'b@example.com');
    expect(none.statusCode).toBe(208);
    expect(none.json()).toEqual({ output_status: 'No more invites remaining' });
  });

  it('in invite mode, an invitee signs up through the code and the inviter sees the sign-up', async () => {
    const { app, deps, clock } = await createTestApp({ env: { ACCESS_MODE: 'invite' } });
    const inviter = await createSignedInUser(deps, { permission: { referrals_remaining: 3 } });
    const { referral_code } = await deps.db
      .selectFrom('permissions')
      .select('referral_code')
      .where('user_id', '=', inviter.id)
      .executeTakeFirstOrThrow();
    await inviteEmail(app, inviter.cookie, 'newbie@example.com');

    const res = await inviteSignup(app, {
      inviteCode: referral_code,
      firstName: 'Nia',
      email: 'newbie@example.com',
    });
    expect(res.statusCode).toBe(200);
    clock.advance(60_000);
    const confirmed = await confirm(app, await latestSignInToken(deps.db, 'newbie@example.com'));
    expect(confirmed.json()).toEqual({ next: '/onboarding/welcome' });
    const me = await app.inject({
      url: '/api/current_user',
      headers: { cookie: sessionCookieFrom(confirmed) },
    });
    expect(me.json()).toMatchObject({ first_name: 'Nia', permission: { type: 'free_beta', tier: 'free' } });

    const list = await app.inject({ url: '/api/get/invited-users', headers: { cookie: inviter.cookie } });
    expect(list.json()).toMatchObject({
      invites_remaining: 2, // the emailed invite was paid for when sent
      invited_users: [[{ invited_email: 'newbie@example.com', user_signed_up: '2026-01-15T12:01:00.000Z' }]],
    });
  });

  it('a sign-up through the bare link spends an invite and shows without an email', async () => {
    const { app, deps } = await createTestApp({ env: { ACCESS_MODE: 'invite' } });
    const inviter = await createSignedInUser(deps, { permission: { referrals_remaining: 1 } });
    const code = (
      await deps.db
        .selectFrom('permissions')
        .select('referral_code')
        .where('user_id', '=', inviter.id)
        .executeTakeFirstOrThrow()
    ).referral_code;
    await inviteSignup(app, { inviteCode: code, firstName: 'Lu', email: 'lu@example.com' });
    await confirm(app, await latestSignInToken(deps.db, 'lu@example.com'));
    const list = await app.inject({ url: '/api/get/invited-users', headers: { cookie: inviter.cookie } });
    expect(list.json()).toMatchObject({ invites_remaining: 0, invited_users: [[{ invited_email: null }]] });

    const used = await inviteSignup(app, { inviteCode: code, firstName: 'Mo', email: 'mo@example.com' });
    expect(used.statusCode).toBe(208);
    expect(used.json().output_status).toMatch(/already been used/);
  });

  it('answers 208 for an unknown code and sends nothing', async () => {
    const { app, deps } = await createTestApp();
    const res = await inviteSignup(app, { inviteCode: 'nope', firstName: 'X', email: 'x@example.com' });
    expect(res.statusCode).toBe(208);
    expect(res.json().output_status).toMatch(/don't recognise that invite code/);
    const mails = await deps.db
      .selectFrom('email_messages')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(mails.n)).toBe(0);
  });

  it('requires invite code, first name and email', async () => {
    const { app } = await createTestApp();
    const res = await inviteSignup(app, { inviteCode: '', firstName: '', email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
  });

  it('joins the waitlist with the same answer twice', async () => {
    const { app, deps } = await createTestApp();
    const first = await app.inject({
      method: 'POST',
      url: '/api/post/waitlist',
      headers: jsonHeaders,
      payload: { email: 'w@example.com' },
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/post/waitlist',
      headers: jsonHeaders,
      payload: { email: 'W@example.com' },
    });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await deps.db.selectFrom('waitlist').select('email').execute()).toEqual([
      { email: 'w@example.com' },
    ]);
  });
});
