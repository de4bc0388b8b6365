import { z } from 'zod';
import { BILLING_LOOKUP_KEYS } from './constants.ts';

/** The payment provider's segment in the billing paths (spec §7 /api/post/{payment}/…). */
export const PAYMENT_PROVIDER = 'stripe';

/** POST /api/post/stripe/create-checkout-session: an HTML form post. */
export const checkoutSessionFormSchema = z.object({
  lookup_key: z.enum(BILLING_LOOKUP_KEYS),
  search_id: z.string().optional(),
});

/** POST /api/post/stripe/create-portal-session: an HTML form post. */
export const portalSessionFormSchema = z.object({ customer_id: z.string().min(1) });

/** POST /api/post/stripe/confirm-checkout: the result page confirms the session it came back with. */
export const confirmCheckoutBodySchema = z.object({ session_id: z.string().min(1).max(255) });
export const confirmCheckoutResponseSchema = z.object({
  tier: z.string().nullable(),
  interval: z.string().nullable(),
  subscription_current_period_end: z.string().nullable(),
});

/** The tiers a subscription pays for, best last. */
export const PAID_TIERS = ['standard', 'plus'] as const;
export const isPaidTier = (tier: string | null | undefined): boolean =>
  (PAID_TIERS as readonly string[]).includes(tier ?? '');
/** Plus over standard; -1 for a tier that is not paid. */
export const paidTierRank = (tier: string | null | undefined): number =>
  (PAID_TIERS as readonly string[]).indexOf(tier ?? '');

/** A lookup key names the tier and the interval: standard_monthly → standard, month. */
export function planOfLookupKey(
  key: string,
): { tier: 'standard' | 'plus'; interval: 'month' | 'year' } | null {
  const match = /^(standard|plus)_(monthly|annually)$/.exec(key);
  if (!match) return null;
  return { tier: match[1] as 'standard' | 'plus', interval: match[2] === 'monthly' ? 'month' : 'year' };
}
