import { ENDPOINTS } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const FORM_POSTS = new Set<string>(
  Object.values(ENDPOINTS)
    .filter((e) => 'bodyType' in e && e.bodyType === 'application/x-www-form-urlencoded')
    .map((e) => e.path),
);

describe('every authenticated call', () => {
  it('answers 401 without a session', async () => {
    const { app } = await createTestApp();
    // The auth plugin lists every route that declares config.auth, so new calls are covered automatically.
    expect(app.protectedRoutes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of app.protectedRoutes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'n' ? '1' : '1'));
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: route.method === 'GET' ? undefined : '{}',
      });
      // A route posted by a full-page form (paid plan, portal) refuses with the sign-in page instead of JSON.
      const refused = FORM_POSTS.has(route.url)
        ? res.statusCode === 303 && res.headers.location === '/login'
        : res.statusCode === 401;
      if (!refused) failures.push(`${route.method} ${route.url} answered ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every operator-console call (/api/admin/*) to anyone but an admin: 401 signed out, 403 signed in', async () => {
    const { app, deps } = await createTestApp();
    const consoleRoutes = app.protectedRoutes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(consoleRoutes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/admin/audit-log');
    // Every console route is declared admin-only: none is left to a lower level by mistake.
    expect(consoleRoutes.filter((r) => r.auth !== 'admin')).toEqual([]);
    const member = await createSignedInUser(deps, { permission: { type: 'beta', tier: 'plus' } });
    const waitlisted = await createSignedInUser(deps, { permission: null });
    const admin = await createSignedInUser(deps, { permission: { type: 'admin', tier: 'free' } });
    const failures: string[] = [];
    for (const route of consoleRoutes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const call = (cookie?: string) =>
        app.inject({
          method: route.method as 'GET',
          url,
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: route.method === 'GET' ? undefined : '{}',
        });
      const answers = [
        [await call(), 401],
        [await call(waitlisted.cookie), 403],
        [await call(member.cookie), 403],
      ] as const;
      for (const [res, expected] of answers)
        if (res.statusCode !== expected)
          failures.push(`${route.method} ${route.url} answered ${res.statusCode}, not ${expected}`);
      // An admin gets past the guard: the route's own answer (a success, a 400 on the empty body, a 404).
      const asAdmin = await call(admin.cookie);
      if ([401, 403].includes(asAdmin.statusCode))
        failures.push(`${route.method} ${route.url} refused an admin (${asAdmin.statusCode})`);
    }
    expect(failures).toEqual([]);
  });

  it('includes the accounts calls that need a session', async () => {
    const { app } = await createTestApp();
    const urls = app.protectedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/get/invited-users',
        'POST /api/post/invite-email',
        'POST /api/post/fetch-user-info',
        'POST /api/post/onboarding-step/:n',
        'POST /api/post/onboarding-complete',
      ]),
    );
  });
});
