import { z } from 'zod';
import { PERMISSION_TYPES, TIERS } from './constants.ts';

// The console's Waitlist section: who asked for access, when and through whom, and granting it (each person
// granted is emailed a sign-in link).

export const WAITLIST_FILTERS = ['waiting', 'granted', 'all'] as const;

export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  joined_at: z.string(),
  /** Set once they have signed in (a waitlisted account in invite mode). */
  user_id: z.number().int().nullable(),
  first_name: z.string().nullable(),
  /** The member who invited this address, when one did. */
  referrer_email: z.string().nullable(),
  /** Their access now: null while waiting. */
  access: z.object({ type: z.string(), tier: z.string().nullable(), since: z.string() }).nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const adminWaitlistQuerySchema = z.object({ status: z.enum(WAITLIST_FILTERS).default('waiting') });

export const adminWaitlistResponseSchema = z.object({
  entries: z.array(waitlistEntrySchema).describe('Oldest first (first come, first served)'),
  counts: z.object({ waiting: z.number().int(), granted: z.number().int() }),
  /** open: anyone may sign up, the waitlist only collects addresses; invite: the console is how people get in. */
  access_mode: z.enum(['open', 'invite']),
});
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponseSchema>;

/** The access a waitlisted person is given by default: beta access on the free tier, as an invite gives. */
export const DEFAULT_WAITLIST_GRANT = { type: 'free_beta', tier: 'free' } as const;

export const grantAccessBodySchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().email('Each address must be an email address.'), {
      error: 'Name the people to let in.',
    })
    .min(1, 'Choose at least one person.')
    .max(200, 'Let in at most 200 people at once.'),
  type: z.enum(PERMISSION_TYPES.filter((t) => t !== 'admin') as [string, ...string[]], {
    error: 'Choose the kind of access.',
  }),
  tier: z.enum(TIERS).nullish(),
});
export type GrantAccessBody = z.input<typeof grantAccessBodySchema>;

export const grantAccessResponseSchema = z.object({
  results: z.array(
    z.object({
      email: z.string(),
      outcome: z.enum(['granted', 'already', 'failed']),
      /** Whether the sign-in link's email went out (or waits for the relay) rather than failing. */
      emailed: z.boolean(),
      message: z.string(),
      /** The access a granted person now has (a tier left unnamed is the type's own). */
      access: z.object({ type: z.string(), tier: z.string().nullable() }).optional(),
    }),
  ),
});
export type GrantAccessResponse = z.infer<typeof grantAccessResponseSchema>;
