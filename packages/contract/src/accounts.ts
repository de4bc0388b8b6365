import { z } from 'zod';
import { PERMISSION_TYPES, TIERS } from './constants.ts';

export const permissionSchema = z.object({
  type: z.string(),
  tier: z.string().nullable(),
  interval: z.string().nullable(),
  subscription_current_period_end: z.string().nullable(),
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

/** Types and tiers that get the signed-in nav and layout (spec §4 routing rules). */
export const MEMBER_TYPES: readonly string[] = ['private_beta', 'admin', 'beta', 'free_beta'];
export const MEMBER_TIERS: readonly string[] = ['free', 'standard', 'plus'];

/** GET /api/get/client-config: the settings the web client may see, listed explicitly. */
export const clientConfigSchema = z.object({
  version: z.string(),
  contactEmail: z.string(),
  founderName: z.string(),
  schedulingUrl: z.string(),
  companySiteUrl: z.string(),
  accessMode: z.enum(['open', 'invite']),
  oidc: z.object({ enabled: z.boolean(), label: z.string() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
