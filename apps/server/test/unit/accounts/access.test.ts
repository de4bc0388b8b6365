import { defaultReferrals } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import {
  INVITE_GRANT,
  landingPath,
  newPermissionValues,
  signupGrant,
} from '../../../src/modules/accounts/access.ts';

describe('access rules', () => {
  it('gives open-mode sign-ups a free permission and invite-mode sign-ups none', () => {
    expect(signupGrant({ ACCESS_MODE: 'open' })).toEqual({ type: 'free', tier: 'free' });
    expect(signupGrant({ ACCESS_MODE: 'invite' })).toBeNull();
    expect(INVITE_GRANT).toEqual({ type: 'free_beta', tier: 'free' });
  });

  it('starts every new permission in onboarding with its referral allowance, and its tier as the unpaid one', () => {
    expect(newPermissionValues(7, { type: 'beta', tier: 'beta' })).toEqual({
      user_id: 7,
      type: 'beta',
      tier: 'beta',
      unpaid_tier: 'beta',
      referrals_remaining: 5,
      show_onboarding: true,
    });
  });

  it('takes the larger of the type and tier referral allowances', () => {
    expect(defaultReferrals('free', 'free')).toBe(3);
    expect(defaultReferrals('free_beta', 'free')).toBe(3);
    expect(defaultReferrals('beta', 'beta')).toBe(5);
    expect(defaultReferrals('private_beta', 'private_beta')).toBe(10);
    expect(defaultReferrals('free', 'standard')).toBe(10);
    expect(defaultReferrals('free', 'plus')).toBe(20);
    expect(defaultReferrals('admin', 'free')).toBe(100);
    expect(defaultReferrals('unknown', null)).toBe(0);
  });

  it('lands people by the routing rules of spec §4', () => {
    expect(landingPath(null)).toBe('/waitlist-no-access');
    expect(landingPath({ show_onboarding: true, onboarding_step: null })).toBe('/onboarding/welcome');
    expect(landingPath({ show_onboarding: true, onboarding_step: 5 })).toBe('/onboarding/job-search/level');
    expect(landingPath({ show_onboarding: false, onboarding_step: 7 })).toBe('/job-search');
  });
});
