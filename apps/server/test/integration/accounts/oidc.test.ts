import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_TEST_USER, startOidcProvider } from '../../../../../e2e/fixtures/oidc.ts';
import { createTestApp } from '../../helpers/app.ts';
import { createUser } from '../../helpers/users.ts';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  provider = await startOidcProvider();
});
afterAll(async () => {
  await provider.stop();
});

const oidcEnv = () => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: 'upstream-test',
  OIDC_CLIENT_SECRET: 'secret',
});

/** Walk the browser's part: our redirect to the provider, the provider's redirect back, our callback. */
async function signInThroughProvider(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  tamper?: (u: URL) => void,
) {
  const start = await app.inject({ url: '/auth/google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const attempt = start.cookies.find((c) => c.name === 'upstream_oidc')!;
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  tamper?.(callback);
  return app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `upstream_oidc=${attempt.value}` },
  });
}

describe('sign in with an OIDC provider', () => {
  it('creates the account from the verified email and signs it in', async () => {
    const { app } = await createTestApp({ env: oidcEnv() });
    const res = await signInThroughProvider(app);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/onboarding/welcome');
    const session = res.cookies.find((c) => c.name === 'upstream_session')!;
    const me = await app.inject({
      url: '/api/current_user',
      headers: { cookie: `upstream_session=${session.value}` },
    });
    expect(me.json()).toMatchObject({
      email: OIDC_TEST_USER.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      permission: { type: 'free' },
    });
  });

  it('finds an existing account by email', async () => {
    const { app, deps } = await createTestApp({ env: oidcEnv() });
    const user = await createUser(deps.db, { email: OIDC_TEST_USER.email, first_name: 'G' });
    const res = await signInThroughProvider(app);
    expect(res.headers.location).toBe('/job-search');
    const row = await deps.db
      .selectFrom('users')
      .select(['oidc_subject', 'oidc_issuer', 'first_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ oidc_subject: OIDC_TEST_USER.sub, oidc_issuer: provider.issuer, first_name: 'G' });
  });

  it('refuses a different identity for an account already bound to one', async () => {
    const { app, deps } = await createTestApp({ env: oidcEnv() });
    const user = await createUser(deps.db, { email: OIDC_TEST_USER.email });
    await deps.db
      .updateTable('users')
      .set({ oidc_subject: 'the-original-owner', oidc_issuer: provider.issuer })
      .where('id', '=', user.id)
      .execute();
    const res = await signInThroughProvider(app);
    expect(res.headers.location).toBe('/fail-auth');
    expect(res.cookies.find((c) => c.name === 'upstream_session')).toBeUndefined();
    const row = await deps.db
      .selectFrom('users')
      .select('oidc_subject')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.oidc_subject).toBe('the-original-owner');
  });

  it('sends a forged state or a replayed callback to /fail-auth', async () => {
    const { app } = await createTestApp({ env: oidcEnv() });
    const forged = await signInThroughProvider(app, (u) => u.searchParams.set('state', 'forged'));
    expect(forged.headers.location).toBe('/fail-auth');
    expect(forged.cookies.find((c) => c.name === 'upstream_session')).toBeUndefined();

    const start = await app.inject({ url: '/auth/google' });
    const attempt = start.cookies.find((c) => c.name === 'upstream_oidc')!;
    const back = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const headers = { cookie: `upstream_oidc=${attempt.value}` };
    const first = await app.inject({ url: `${callback.pathname}${callback.search}`, headers });
    expect(first.headers.location).toBe('/onboarding/welcome');
    const replay = await app.inject({ url: `${callback.pathname}${callback.search}`, headers });
    expect(replay.headers.location).toBe('/fail-auth');
  });

  it('sends people back to /login when no provider is configured', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ url: '/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    const config = await app.inject({ url: '/api/get/client-config' });
    expect(config.json().oidc.enabled).toBe(false);
  });
});
