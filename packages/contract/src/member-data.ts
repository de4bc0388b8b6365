import { z } from 'zod';

// A member's own data: the download of everything Upstream holds about them, and deleting the account for good
// (asked in settings, confirmed by an emailed link).

/** How long the emailed link to delete an account works. */
export const ACCOUNT_DELETION_LINK_TTL_MINUTES = 60;

export const accountDeletionRequestedSchema = z.object({
  /** The address the link went to, masked ('g•••@example.com'). */
  sent_to: z.string(),
  expires_in_minutes: z.number().int(),
});

export const accountDeletionConfirmSchema = z.object({ token: z.string().min(1).max(300) });

export const accountDeletionDoneSchema = z.object({
  deleted: z.literal(true),
  /** How many paid subscriptions were cancelled at Stripe first. */
  subscriptions_cancelled: z.number().int(),
});
