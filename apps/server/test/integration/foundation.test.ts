import { describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, TEST_ORIGIN } from '../helpers/app.ts';
import { createSignedInUser } from '../helpers/users.ts';

describe('foundation', () => {
  it('answers the health check from the database', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
  });

  it('says false for the current user when signed out', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/current_user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(false);
  });

  it('returns the signed-in user with their permission', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps, {
      first_name: 'Ada',
      permission: { type: 'beta', tier: 'beta' },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: { cookie: user.cookie },
    });
    const body = res.json();
    expect(body).toMatchObject({
      first_name: 'Ada',
      email: user.email,
      permission: { type: 'beta', tier: 'beta' },
    });
    expect(body.permission.referral_code).toEqual(expect.any(String));
  });

  it('returns a user without permission as having no access', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps, { permission: null });
    const res = await app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: { cookie: user.cookie },
    });
    expect(res.json()).toMatchObject({ email: user.email, permission: null });
  });

  it('ignores a forged session cookie', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: { cookie: 'upstream_session=forged' },
    });
    expect(res.json()).toBe(false);
  });

  it('refuses a state-changing request from another origin', async () => {
    const { app } = await createTestApp();
    const cross = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().error.code).toBe('cross_origin');
    const same = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { origin: TEST_ORIGIN },
    });
    expect(same.statusCode).toBe(404);
  });
});

describe('observability', () => {
  it('gives every answer a request id of its own, never one the caller chose', async () => {
    const { app } = await createTestApp();
    const fresh = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(given.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(given.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/current_user');
  });
});

describe('production posture', () => {
  it('keeps the API description and its UI off unless enabled', async () => {
    const { app } = await createTestApp({ env: PRODUCTION_ENV });
    for (const url of ['/api/docs', '/api/docs/json'])
      expect((await app.inject({ url })).statusCode).toBe(404);
    const enabled = await createTestApp({ env: { ...PRODUCTION_ENV, API_DOCS: 'true' } });
    expect((await enabled.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
