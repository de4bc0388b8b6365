import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/lib/clock.ts';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';
import { createSignedInUser, createUser } from '../../helpers/users.ts';
import { formHeaders, jsonHeaders, latestSignInToken, sessionCookieFrom } from './helpers.ts';

async function requestLink(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  email: string,
  ip?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/auth/magic',
    headers: formHeaders,
    payload: `email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });
}

async function confirm(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  token: string,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/auth/magic/confirm',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: { token },
  });
}

describe('magic-link sign-in', () => {
  it('emails a link whose confirm step signs a new person in and starts onboarding (open mode)', async () => {
    const { app, deps } = await createTestApp();
    const res = await requestLink(app, 'New.Person@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });

    const token = await latestSignInToken(deps.db, 'new.person@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const confirmed = await confirm(app, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ next: '/onboarding/welcome' });

    const me = await app.inject({
      url: '/api/current_user',
      headers: { cookie: sessionCookieFrom(confirmed) },
    });
    expect(me.json()).toMatchObject({
      email: 'new.person@example.com',
      permission: { type: 'free', tier: 'free', show_onboarding: true, referrals_remaining: 3 },
    });
  });

  it('stores only a hash of the token', async () => {
    const { app, deps } = await createTestApp();
    await requestLink(app, 'hash@example.com');
    const token = await latestSignInToken(deps.db, 'hash@example.com');
    const rows = await deps.db.selectFrom('login_tokens').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(token);
    expect(rows[0]!.token_hash).toHaveLength(32);
  });

  it('signs an existing member in and sends them to job search', async () => {
    const { app, deps } = await createTestApp();
    const user = await createUser(deps.db, { email: 'member@example.com' });
    await requestLink(app, 'member@example.com');
    const res = await confirm(app, await latestSignInToken(deps.db, user.email));
    expect(res.json()).toEqual({ next: '/job-search' });
  });

  it('answers the same for known and unknown addresses', async () => {
    const { app, deps } = await createTestApp();
    await createUser(deps.db, { email: 'known@example.com' });
    const known = await requestLink(app, 'known@example.com');
    const unknown = await requestLink(app, 'unknown@example.com');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('refuses a used link, an expired link and a tampered link', async () => {
    const { app, deps, clock } = await createTestApp();
    await requestLink(app, 'once@example.com');
    const token = await latestSignInToken(deps.db, 'once@example.com');
    expect((await confirm(app, token)).statusCode).toBe(200);
    const again = await confirm(app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('link_used');

    await requestLink(app, 'late@example.com');
    const late = await latestSignInToken(deps.db, 'late@example.com');
    clock.advance(10 * MINUTE + 1000);
    const expired = await confirm(app, late);
    expect(expired.json().error).toMatchObject({
      code: 'link_expired',
      message: expect.stringContaining('expired'),
    });

    const tampered = await confirm(app, `${token.slice(0, -2)}xx`);
    expect(tampered.json().error.code).toBe('link_invalid');
  });

  it('lets a link sign in only once when two confirmations race', async () => {
    const { app, deps } = await createTestApp();
    await requestLink(app, 'race@example.com');
    const token = await latestSignInToken(deps.db, 'race@example.com');
    const results = await Promise.all([confirm(app, token), confirm(app, token), confirm(app, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('gives a new session id at sign-in and deletes the old one', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps, { email: 'rotate@example.com' });
    await requestLink(app, user.email);
    const res = await confirm(app, await latestSignInToken(deps.db, user.email), user.cookie);
    const fresh = sessionCookieFrom(res);
    expect(fresh).not.toBe(user.cookie);
    const old = await app.inject({ url: '/api/current_user', headers: { cookie: user.cookie } });
    expect(old.json()).toBe(false);
    const now = await app.inject({ url: '/api/current_user', headers: { cookie: fresh } });
    expect(now.json()).toMatchObject({ email: user.email });
  });

  it('rate limits per email and per IP', async () => {
    const { app } = await createTestApp();
    for (let i = 0; i < 5; i++) expect((await requestLink(app, 'flood@example.com')).statusCode).toBe(200);
    const limited = await requestLink(app, 'flood@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many sign-in links/);

    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++)
      expect((await requestLink(app, `p${i}@example.com`, ip)).statusCode).toBe(200);
    expect((await requestLink(app, 'another@example.com', ip)).statusCode).toBe(429);
    expect((await requestLink(app, 'another@example.com', '203.0.113.10')).statusCode).toBe(200);
  });

  it('rejects a malformed email with a message', async () => {
    const { app } = await createTestApp();
    const res = await requestLink(app, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('valid email');
  });

  it('refuses a cross-origin sign-in request', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/auth/magic',
      headers: { ...formHeaders, origin: 'https://evil.example' },
      payload: 'email=a%40example.com',
    });
    expect(res.statusCode).toBe(403);
  });

  it('puts a new person on the waitlist without access in invite mode', async () => {
    const { app, deps } = await createTestApp({ env: { ACCESS_MODE: 'invite' } });
    await requestLink(app, 'waiting@example.com');
    const res = await confirm(app, await latestSignInToken(deps.db, 'waiting@example.com'));
    expect(res.json()).toEqual({ next: '/waitlist-no-access' });
    const me = await app.inject({ url: '/api/current_user', headers: { cookie: sessionCookieFrom(res) } });
    expect(me.json()).toMatchObject({ email: 'waiting@example.com', permission: null });
    const waitlist = await deps.db.selectFrom('waitlist').select(['email', 'user_id']).execute();
    expect(waitlist).toEqual([{ email: 'waiting@example.com', user_id: expect.any(Number) }]);
  });

  it('logs out by deleting the session server-side', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps);
    // Another site's link, image or form cannot sign anyone out: a GET is not a logout, a cross-site POST is refused.
    const linked = await app.inject({ url: '/api/logout', headers: { cookie: user.cookie } });
    expect(linked.statusCode).toBe(404);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const still = await app.inject({ url: '/api/current_user', headers: { cookie: user.cookie } });
    expect(still.json()).toMatchObject({ id: user.id });

    const out = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    const sessions = await deps.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
    const me = await app.inject({ url: '/api/current_user', headers: { cookie: user.cookie } });
    expect(me.json()).toBe(false);
  });
});

describe('the confirm page', () => {
  it('learns whom a link signs in, masked, without spending it', async () => {
    const { app, deps } = await createTestApp();
    await requestLink(app, 'grace.hopper@example.com');
    const token = await latestSignInToken(deps.db, 'grace.hopper@example.com');
    const describe = () =>
      app.inject({
        method: 'POST',
        url: '/auth/magic/describe',
        headers: { origin: TEST_ORIGIN },
        payload: { token },
      });
    const first = await describe();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'g•••@example.com' });
    expect(first.body).not.toContain('grace.hopper');
    // Still good for signing in; once spent, it says so.
    expect((await confirm(app, token)).statusCode).toBe(200);
    const after = await describe();
    expect(after.statusCode).toBe(400);
    expect(after.json().error.code).toBe('link_used');
    const unknown = await app.inject({
      method: 'POST',
      url: '/auth/magic/describe',
      headers: { origin: TEST_ORIGIN },
      payload: { token: 'not-a-token' },
    });
    expect(unknown.json().error.code).toBe('link_invalid');
  });
});
