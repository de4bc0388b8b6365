import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';

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
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} answered ${res.statusCode}`);
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
