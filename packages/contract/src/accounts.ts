import { z } from 'zod';
import { PERMISSION_TYPES, TIERS } from './constants.ts';

export const permissionSchema = z.object({
  type: z.string(),
  tier: z.string().nullable(),
  interval: z.string().nullable(),
  subscription_current_period_end: z.string().nullable(),
  /**
   * The payment-provider customer id once the member has subscribed; null before, even when a checkout they
   * started but never paid made the customer. Settings shows Billing only when it is set (spec §2).
   */
  stripe_customer_id: z.string().nullable(),
  show_onboarding: z.boolean(),
  onboarding_step: z.number().int().min(1).max(7).nullable(),
  onboarding_search_id: z.number().int().nullable(),
  referral_code: z.string(),
  referrals_remaining: z.number().int(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  permission: permissionSchema.nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/current_user: the user, or false when signed out. */
export const currentUserResponseSchema = z.union([currentUserSchema, z.literal(false)]);
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const permissionTypeSchema = z.enum(PERMISSION_TYPES);
export const tierSchema = z.enum(TIERS);

/** GET /api/get/client-config: the settings the web client may see, listed explicitly. */
export const clientConfigSchema = z.object({
  version: z.string(),
  contactEmail: z.string(),
  founderName: z.string(),
  schedulingUrl: z.string(),
  companySiteUrl: z.string(),
  accessMode: z.enum(['open', 'invite']),
  oidc: z.object({ enabled: z.boolean(), label: z.string() }),
  /** Paid checkout is available (a payment provider is configured). */
  billing: z.object({ enabled: z.boolean() }).optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Referral allowances: a new or re-granted permission gets the larger of its type's and its tier's number. */
export const REFERRALS_BY_TYPE: Record<string, number> = {
  admin: 100,
  private_beta: 10,
  beta: 5,
  free_beta: 3,
  free: 3,
};
export const REFERRALS_BY_TIER: Record<string, number> = {
  free: 3,
  beta: 5,
  private_beta: 10,
  standard: 10,
  plus: 20,
};
export function defaultReferrals(type: string, tier: string | null): number {
  return Math.max(REFERRALS_BY_TYPE[type] ?? 0, tier ? (REFERRALS_BY_TIER[tier] ?? 0) : 0);
}

/** Sign-in links live this long (DESIGN §6, OWASP ASVS 6.5.5). */
export const MAGIC_LINK_TTL_MINUTES = 10;

const email = z.string().trim().toLowerCase().email('Enter a valid email address.').max(254);

/** POST /auth/magic (form-encoded). */
export const magicLinkRequestSchema = z.object({ email });
export const magicLinkResponseSchema = z.object({ sent: z.boolean() });

/** POST /auth/magic/confirm: the confirm page's button spends the emailed token. */
export const magicLinkConfirmSchema = z.object({ token: z.string().min(1).max(200) });
export const magicLinkConfirmResponseSchema = z.object({
  /** Where the routing rules send the person now signed in. */
  next: z.string(),
});
/** Whom a sign-in link signs in, the address masked ('g•••@example.com'). */
export const signInLinkDescriptionSchema = z.object({ email: z.string() });

/** Why a sign-in link did not work; the confirm page words each one. */
export const LINK_FAILURES = ['link_expired', 'link_used', 'link_invalid', 'link_replaced'] as const;

/** POST /api/post/fetch-user-info. */
export const userInfoResponseSchema = z.object({
  userInfo: z.object({
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
  }),
});

/** POST /api/post/auth-failure-notification. */
export const authFailureNotificationSchema = z.object({
  userEmail: z.string().max(320).optional().default(''),
  timestamp: z.string().max(64),
  userAgent: z.string().max(1000).optional().default(''),
});
export const receivedResponseSchema = z.object({ received: z.boolean() });

/** Answers that carry a message to show (spec §7 output_status). */
export const outputStatusSchema = z.object({ output_status: z.string() });

/** POST /api/post/invite-signup. */
export const inviteSignupSchema = z.object({
  inviteCode: z.string().trim().min(1, 'Invite code is required.').max(64),
  firstName: z.string().trim().min(1, 'First name is required.').max(100),
  email,
});
export const inviteSignupResponseSchema = z.object({
  output_status: z.string(),
  sent: z.boolean().optional(),
});

/** POST /api/post/invite-email. */
export const inviteEmailSchema = z.object({ invite_email: email });

export const invitedUserSchema = z.object({
  id: z.number().int(),
  invited_email: z.string().nullable(),
  invite_sent: z.string().nullable(),
  user_signed_up: z.string().nullable(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;
/** GET /api/get/invited-users: the first element is the list. */
export const invitedUsersResponseSchema = z.object({
  invited_users: z.tuple([z.array(invitedUserSchema)]),
  invites_remaining: z.number().int(),
  referral_code: z.string(),
});
export type InvitedUsersResponse = z.infer<typeof invitedUsersResponseSchema>;

/** POST /api/post/waitlist: a signed-out visitor asks for access. */
export const waitlistSchema = z.object({ email });

/** POST /api/post/onboarding-step/{n}. */
export const onboardingStepParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(7) });
export const onboardingStateSchema = z.object({
  show_onboarding: z.boolean(),
  onboarding_step: z.number().int().nullable(),
});
