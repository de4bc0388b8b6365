import type { CurrentUser } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { authStatus, isMember, planBadge, redirectFor, showUpgrade } from './access.ts';

const user = (permission: Partial<NonNullable<CurrentUser['permission']>> | null = {}): CurrentUser => ({
  id: 1,
  first_name: 'Ada',
  last_name: 'L',
  email: 'ada@example.com',
  permission:
    permission === null
      ? null
      : {
          type: 'free',
          tier: 'free',
          interval: null,
          subscription_current_period_end: null,
          stripe_customer_id: null,
          show_onboarding: false,
          onboarding_step: null,
          onboarding_search_id: null,
          referral_code: 'abc',
          referrals_remaining: 3,
          ...permission,
        },
});

describe('auth state', () => {
  it('reads null as unknown, false or {} as signed out, and the permission object as access', () => {
    expect(authStatus(null)).toBe('unknown');
    expect(authStatus(false)).toBe('signed-out');
    expect(authStatus({} as CurrentUser)).toBe('signed-out');
    expect(authStatus(user(null))).toBe('no-access');
    expect(authStatus(user())).toBe('signed-in');
  });
});

describe('routing rules (spec §4)', () => {
  it('sends members on /login or /signup to /job-search', () => {
    expect(redirectFor('/login', user())).toBe('/job-search');
    expect(redirectFor('/signup', user())).toBe('/job-search');
    expect(redirectFor('/resources', user())).toBeNull();
  });

  it.each(['/onboarding/welcome', '/settings', '/invite', '/contact', '/request'])(
    'sends signed-out visitors on %s to /login',
    (path) => expect(redirectFor(path, false)).toBe('/login'),
  );

  it('lets signed-out visitors browse public screens', () => {
    for (const path of [
      '/',
      '/job-search',
      '/job-search/2',
      '/resources',
      '/login',
      '/signup',
      '/invite-signup/x',
    ]) {
      expect(redirectFor(path, false)).toBeNull();
    }
  });

  it('sends a signed-in person without permission to /fail-auth', () => {
    expect(redirectFor('/job-search', user(null))).toBe('/fail-auth');
    expect(redirectFor('/fail-auth', user(null))).toBeNull();
    expect(redirectFor('/waitlist-no-access', user(null))).toBeNull();
  });

  it.each([
    [null, '/onboarding/welcome'],
    [1, '/onboarding/welcome'],
    [2, '/onboarding/job-search/city'],
    [3, '/onboarding/job-search/function'],
    [4, '/onboarding/job-search/type'],
    [5, '/onboarding/job-search/level'],
    [6, '/onboarding/job-search/keyword'],
    [7, '/onboarding/job-search/search-name'],
    [9, '/onboarding/welcome'],
  ])('holds a user at onboarding step %s on %s', (step, target) => {
    const onboarding = user({ show_onboarding: true, onboarding_step: step as number | null });
    expect(redirectFor('/job-search', onboarding)).toBe(target);
    expect(redirectFor('/onboarding/advising', onboarding)).toBeNull();
    expect(redirectFor('/logout', onboarding)).toBeNull();
  });
});

describe('plan badge and layout', () => {
  it('names the plan by type then tier', () => {
    expect(planBadge(user({ type: 'admin', tier: 'free' }))).toBe('Admin');
    expect(planBadge(user({ tier: 'standard' }))).toBe('Standard');
    expect(planBadge(user({ tier: 'plus' }))).toBe('Plus');
    expect(planBadge(user({ tier: 'private_beta' }))).toBe('Private Beta');
    expect(planBadge(user({ tier: 'beta' }))).toBe('Beta');
    expect(planBadge(user({ tier: 'free' }))).toBe('Free');
    expect(planBadge(user({ tier: null }))).toBe('No Access');
    expect(planBadge(user(null))).toBe('No Access');
  });

  it('hides Upgrade for standard and plus', () => {
    expect(showUpgrade(user({ tier: 'standard' }))).toBe(false);
    expect(showUpgrade(user({ tier: 'plus' }))).toBe(false);
    expect(showUpgrade(user({ tier: 'free' }))).toBe(true);
  });

  it('gives the signed-in layout to member types and tiers only', () => {
    expect(isMember(user({ type: 'beta', tier: null }))).toBe(true);
    expect(isMember(user({ type: 'free', tier: 'plus' }))).toBe(true);
    expect(isMember(user({ type: 'other', tier: 'other' }))).toBe(false);
    expect(isMember(user(null))).toBe(false);
    expect(isMember(false)).toBe(false);
  });
});
