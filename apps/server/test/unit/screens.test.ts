import { isScreen } from '@upstream/contract';
import { describe, expect, it } from 'vitest';

describe('screen routes', () => {
  it.each([
    '/',
    '/login',
    '/job-search',
    '/job-search/3',
    '/invite-signup/abc123',
    '/onboarding/welcome',
    '/onboarding/anything/else',
    '/release-history-archive',
    '/settings/',
    '/admin',
    '/admin/boards',
  ])('%s is a screen', (path) => expect(isScreen(path)).toBe(true));

  it.each(['/job-search/3/4', '/nope', '/loginx', '/invite-signup/a/b', '/api/get/job-counts'])(
    '%s is not a screen',
    (path) => expect(isScreen(path)).toBe(false),
  );
});
