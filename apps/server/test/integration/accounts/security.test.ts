import { ENDPOINTS } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';

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
