import { defaultReferrals, ONBOARDING_STEP_PATHS } from '@upstream/contract';
import type { Config } from '../../config.ts';

// Who gets which permission (DESIGN §1 access modes, spec §6 roles).

export interface Grant {
  type: string;
  tier: string | null;
}

/** Anyone who signs up while ACCESS_MODE is open: free to use (spec §1 "Sign-up is free"). */
export const OPEN_SIGNUP_GRANT: Grant = { type: 'free', tier: 'free' };
/** Someone a member invited: beta access on the free tier. */
export const INVITE_GRANT: Grant = { type: 'free_beta', tier: 'free' };

/** The permission a new sign-up gets without an invite; null means the waitlist (invite mode). */
export function signupGrant(config: Pick<Config, 'ACCESS_MODE'>): Grant | null {
  return config.ACCESS_MODE === 'open' ? OPEN_SIGNUP_GRANT : null;
}

export function newPermissionValues(userId: number, grant: Grant) {
  return {
    user_id: userId,
    type: grant.type,
    tier: grant.tier,
    unpaid_tier: grant.tier,
    referrals_remaining: defaultReferrals(grant.type, grant.tier),
    // Onboarding applies only to new users (spec §4).
    show_onboarding: true,
  };
}

/** Where a person lands right after signing in (the routing rules of spec §4). */
export function landingPath(
  permission: { show_onboarding: boolean; onboarding_step: number | null } | null | undefined,
): string {
  if (!permission) return '/waitlist-no-access';
  if (permission.show_onboarding) {
    return (
      (permission.onboarding_step && ONBOARDING_STEP_PATHS[permission.onboarding_step]) ||
      '/onboarding/welcome'
    );
  }
  return '/job-search';
}
