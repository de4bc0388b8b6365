import type { SessionUser } from '../../http/session.ts';

// The caller as the auth plugin sees them, read the same way behind a session and behind an API token.

/** The columns of a caller, read from `users as u` left-joined to `permissions as p`. */
export const SESSION_USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'p.user_id as p_user_id',
  'p.type',
  'p.tier',
  'p.interval',
  'p.subscription_current_period_end',
  'p.stripe_customer_id',
  'p.first_subscribed_at',
  'p.show_onboarding',
  'p.onboarding_step',
  'p.onboarding_search_id',
  'p.referral_code',
  'p.referrals_remaining',
] as const;

interface SessionUserRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  p_user_id: number | null;
  type: string | null;
  tier: string | null;
  interval: string | null;
  subscription_current_period_end: Date | null;
  stripe_customer_id: string | null;
  first_subscribed_at: Date | null;
  show_onboarding: boolean | null;
  onboarding_step: number | null;
  onboarding_search_id: number | null;
  referral_code: string | null;
  referrals_remaining: number | null;
}

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    permission:
      row.p_user_id == null
        ? null
        : {
            type: row.type!,
            tier: row.tier,
            interval: row.interval,
            subscription_current_period_end: row.subscription_current_period_end,
            // The customer is made before the first checkout (issue 24), but only a member who has subscribed
            // has billing to manage: Settings shows Billing when this is sent (spec §2).
            stripe_customer_id: row.first_subscribed_at ? row.stripe_customer_id : null,
            show_onboarding: row.show_onboarding!,
            onboarding_step: row.onboarding_step,
            onboarding_search_id: row.onboarding_search_id,
            referral_code: row.referral_code!,
            referrals_remaining: row.referrals_remaining!,
          },
  };
}
