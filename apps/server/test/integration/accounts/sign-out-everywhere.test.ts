import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser, signIn } from '../../helpers/users.ts';
import { formHeaders, jsonHeaders, latestSignInToken } from './helpers.ts';

const requestLink = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/magic',
    headers: formHeaders,
    payload: `email=${encodeURIComponent(email)}`,
  });
const confirm = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/magic/confirm', headers: jsonHeaders, payload: { token } });
const describeLink = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/magic/describe', headers: jsonHeaders, payload: { token } });
/** Who the cookie signs in: their email, or false (signed out). */
const whoAmI = async (t: TestApp, cookie: string) => {
  const me = (await t.app.inject({ url: '/api/current_user', headers: { cookie } })).json();
  return me === false ? false : me.email;
};

describe('sign-in links', () => {
  it('work only while they are the newest sent to their address', async () => {
    const t = await createTestApp();
    await requestLink(t, 'twice@example.com');
    const older = await latestSignInToken(t.deps.db, 'twice@example.com');
    await requestLink(t, 'Twice@Example.com');
    const newer = await latestSignInToken(t.deps.db, 'twice@example.com');
    expect(newer).not.toBe(older);

    for (const res of [await describeLink(t, older), await confirm(t, older)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'link_replaced',
        message: expect.stringMatching(/a newer one was sent/),
      });
    }
    expect((await confirm(t, newer)).statusCode).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the member and voids their unspent sign-in links', async () => {
    const t = await createTestApp();
    const member = await createSignedInUser(t.deps);
    const laptop = await signIn(t.deps, member.id);
    const other = await createSignedInUser(t.deps);
    await requestLink(t, member.email);
    const pending = await latestSignInToken(t.deps.db, member.email);
    expect(await whoAmI(t, laptop)).toBe(member.email);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/sign-out-everywhere',
      headers: { cookie: member.cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signed_out: true, sessions_ended: 2 });
    expect(res.cookies.find((c) => c.name === 'upstream_session')?.value).toBe('');

    expect(await whoAmI(t, member.cookie)).toBe(false);
    expect(await whoAmI(t, laptop)).toBe(false);
    expect((await confirm(t, pending)).json().error.code).toBe('link_replaced');
    // Someone else's sessions are theirs.
    expect(await whoAmI(t, other.cookie)).toBe(other.email);
    // A new link after signing out everywhere works.
    await requestLink(t, member.email);
    expect((await confirm(t, await latestSignInToken(t.deps.db, member.email))).statusCode).toBe(200);
  });

  it('needs a session, and refuses another site', async () => {
    const t = await createTestApp();
    const member = await createSignedInUser(t.deps);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/post/sign-out-everywhere',
      headers: { origin: TEST_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/post/sign-out-everywhere',
      headers: { cookie: member.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await whoAmI(t, member.cookie)).toBe(member.email);
  });
});
