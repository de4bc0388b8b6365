import { API_TOKEN_CALLS_PER_MINUTE } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function memberWithToken(name = 'My script') {
  const user = await createSignedInUser(t.deps);
  const created = await post(user.cookie, '/api/post/api-token', { name });
  expect(created.statusCode).toBe(201);
  return { user, created: created.json() };
}

describe('personal access tokens', () => {
  it('are shown once, stored hashed, listed with created and last used, and revoked', async () => {
    const { user, created } = await memberWithToken('  Nightly export ');
    expect(created.token).toMatch(/^upat_[\w-]{43}$/);
    expect(created).toMatchObject({ name: 'Nightly export', scope: 'read', last_used_at: null });
    const stored = await t.deps.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(5));
    expect(stored[0]!.token_hash).toHaveLength(32);

    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/get/api-tokens', headers: { cookie: user.cookie } })
      ).json().tokens;
    expect(await list()).toEqual([
      {
        id: created.id,
        name: 'Nightly export',
        scope: 'read',
        created_at: created.created_at,
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(await list())).not.toContain(created.token);

    t.clock.advance(5 * 60_000);
    const used = await t.app.inject({
      method: 'GET',
      url: '/api/get/tracker',
      headers: bearer(created.token),
    });
    expect(used.statusCode).toBe(200);
    expect((await list())[0].last_used_at).toBe(t.clock.now().toISOString());

    const revoked = await post(user.cookie, '/api/post/revoke-api-token', { id: created.id });
    expect(revoked.json()).toEqual({ tokens: [] });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/get/tracker',
      headers: bearer(created.token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toMatch(/not valid or was revoked/);
    expect((await post(user.cookie, '/api/post/revoke-api-token', { id: created.id })).statusCode).toBe(404);
  });

  it('need a name, and only the owner revokes one', async () => {
    const { created } = await memberWithToken();
    const stranger = await createSignedInUser(t.deps);
    const noName = await post(stranger.cookie, '/api/post/api-token', { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect((await post(stranger.cookie, '/api/post/revoke-api-token', { id: created.id })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get/tracker', headers: bearer(created.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('read the job search, the saved searches and the tracked jobs, without an Origin', async () => {
    const { user, created } = await memberWithToken();
    const company = await createCompany(t.deps.db, { name: 'Tokenly' });
    const job = await createJob(t.deps.db, { company, function: 'Token Reading', title: 'API Engineer' });
    await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: 'Cold Applied' });
    const saved = await post(user.cookie, '/api/post/save-search', {
      search_name: 'Scripted',
      save_search: true,
      save_email: false,
      role: ['Token Reading'],
    });
    const headers = bearer(created.token);

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/post/jobs',
      headers,
      payload: { role: ['Token Reading'], tracked: true },
    });
    expect(search.statusCode).toBe(200);
    // Tracked jobs are the member's own list: the token reads as its owner.
    expect(search.json().job_search[0].map((j: { id: number }) => j.id)).toEqual([job.id]);

    const tracker = await t.app.inject({ method: 'GET', url: '/api/get/tracker', headers });
    expect(JSON.stringify(tracker.json())).toContain('API Engineer');

    const inputs = await t.app.inject({ method: 'GET', url: '/api/get/jobs-search-inputs', headers });
    expect(inputs.json().saved_searches[0]).toEqual([
      expect.objectContaining({ id: saved.json().search_id, value: 'Scripted' }),
    ]);
    const filters = await t.app.inject({
      method: 'POST',
      url: '/api/post/saved-search-filters',
      headers,
      payload: { search_id: saved.json().search_id },
    });
    expect(filters.statusCode).toBe(200);
    expect(filters.json().params).toContain('role=Token+Reading');
  });

  it('never authorise a write, nor managing tokens or feeds', async () => {
    const { created } = await memberWithToken();
    const job = await createJob(t.deps.db);
    const headers = { ...bearer(created.token), origin: TEST_ORIGIN };
    const writes: [string, object][] = [
      ['/api/post/user-job-saved', { job_id: job.id, save_job: true }],
      ['/api/post/update-job-status', { job_id: job.id, job_status: 'Cold Applied' }],
      ['/api/post/save-search', { search_name: 'x', save_search: true, role: ['Engineering'] }],
      ['/api/post/api-token', { name: 'another' }],
      ['/api/post/revoke-api-token', { id: created.id }],
      ['/api/post/saved-search-feed', { search_id: 1 }],
      ['/api/logout', {}],
    ];
    for (const [url, payload] of writes) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('token_read_only');
    }
    for (const url of ['/api/get/api-tokens', '/api/get/calendar-feed', '/api/get/saved-search-feeds'])
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(403);
    const typo = await t.app.inject({ method: 'GET', url: '/api/get/trackr', headers });
    expect(typo.statusCode).toBe(404);
    const marks = await t.deps.db.selectFrom('user_jobs').selectAll().where('job_id', '=', job.id).execute();
    expect(marks).toEqual([]);
  });

  it('refuse a token that is not one, and a member without access', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/get/tracker',
      headers: bearer('upat_not-a-real-token'),
    });
    expect(res.statusCode).toBe(401);
    const user = await createSignedInUser(t.deps, { permission: null });
    const { createApiToken } = await import('../../../src/modules/accounts/api-tokens.ts');
    const { token } = await createApiToken(t.deps, user.id, 'before access');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get/tracker', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });

  it('are rate limited per token', async () => {
    const { user, created } = await memberWithToken();
    const other = (await post(user.cookie, '/api/post/api-token', { name: 'second' })).json();
    const call = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/get/saved-and-tracked-jobs-counts', headers: bearer(token) });
    for (let i = 0; i < API_TOKEN_CALLS_PER_MINUTE; i++)
      expect((await call(created.token)).statusCode).toBe(200);
    const refused = await call(created.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/more than 60 calls in a minute/);
    expect((await call(other.token)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await call(created.token)).statusCode).toBe(200);
  });

  it('are described in /api/docs, with the bearer scheme on the read routes only', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const spec = docs.json();
    expect(spec.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.info.description).toContain('Authorization: Bearer');
    expect(spec.paths['/api/get/tracker'].get.security).toEqual([{ apiToken: [] }, { session: [] }]);
    expect(spec.paths['/api/post/jobs'].post.security).toEqual([{ apiToken: [] }, { session: [] }]);
    expect(spec.paths['/api/post/update-job-status'].post.security).toBeUndefined();
    expect(spec.paths['/api/post/api-token'].post.security).toBeUndefined();
  });
});
