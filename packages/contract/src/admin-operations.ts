import { z } from 'zod';
import { PERMISSION_TYPES, TIERS } from './constants.ts';

// The operator console's operating sections: Overview, Members, Flagged jobs, Email, Digest runs, Group
// advising and the Monthly update. Every route is admin-only (admin-endpoints.ts). Days are calendar days in
// the service's schedule time zone (SCHEDULE_TIME_ZONE), as 'YYYY-MM-DD'.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string();
const count = z.number().int().nonnegative();

// ---- Flagged jobs ----

export const flaggedJobSchema = z.object({
  job_id: z.number().int(),
  title: z.string(),
  company: z.string(),
  url: z.string(),
  closed_at: instant.nullable(),
  /** Members whose flag on it is still open. */
  flags: count,
  first_flagged_at: instant,
  last_flagged_at: instant,
});
export type FlaggedJob = z.infer<typeof flaggedJobSchema>;

export const flaggedJobsResponseSchema = z.object({ jobs: z.array(flaggedJobSchema) });
export type FlaggedJobsResponse = z.infer<typeof flaggedJobsResponseSchema>;

export const FLAG_ACTIONS = ['hide', 'close', 'dismiss'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

export const moderateJobBodySchema = z.object({
  /** hide: out of search, digests and counts for everyone; close: marked closed; dismiss: the flags are kept out. */
  action: z.enum(FLAG_ACTIONS),
});
export const moderateJobResponseSchema = z.object({
  job_id: z.number().int(),
  action: z.enum(FLAG_ACTIONS),
  /** Open flags this answered. */
  flags_resolved: count,
});

// ---- Email ----

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export const adminEmailsQuerySchema = z.object({
  category: z.string().trim().min(1).max(40).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
  /** Emails before this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  category: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: count,
  error: z.string().nullable(),
  created_at: instant,
  sent_at: instant.nullable(),
  opened_at: instant.nullable(),
  clicked_at: instant.nullable(),
  /** Its body is still kept, so it can be sent again. */
  retryable: z.boolean(),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;

export const adminEmailsResponseSchema = z.object({
  emails: z.array(adminEmailSchema),
  categories: z.array(z.string()),
  next_before: z.number().int().nullable(),
});
export type AdminEmailsResponse = z.infer<typeof adminEmailsResponseSchema>;

export const emailDaySchema = z.object({
  day,
  sent: count,
  failed: count,
  queued: count,
  opened: count,
  clicked: count,
});
export type EmailDay = z.infer<typeof emailDaySchema>;

export const retryEmailResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
});

// ---- Digest runs ----

export const digestRunSchema = z.object({
  id: z.number().int(),
  started_at: instant,
  up_to: instant,
  only_email: z.string().nullable(),
  duration_ms: count,
  searches: count,
  emails: count,
  new_jobs: count,
  failed_emails: count,
  error: z.string().nullable(),
});
export type DigestRunRecord = z.infer<typeof digestRunSchema>;

export const digestDaySchema = z.object({
  day,
  runs: count,
  searches: count,
  emails: count,
  new_jobs: count,
  duration_ms: count,
  failed_emails: count,
  /** Runs that stopped with an error. */
  failures: count,
});
export type DigestDay = z.infer<typeof digestDaySchema>;

export const digestRunsResponseSchema = z.object({
  days: z.array(digestDaySchema),
  runs: z.array(digestRunSchema),
});
export type DigestRunsResponse = z.infer<typeof digestRunsResponseSchema>;

export const daysQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

export const emailDaysResponseSchema = z.object({ days: z.array(emailDaySchema) });

// ---- Overview ----

export const overviewResponseSchema = z.object({
  jobs: z.array(z.object({ day, open: count, added: count, closed: count })),
  boards: z.array(z.object({ ats: z.string(), healthy: count, failing: count, disabled: count })),
  members: z.array(z.object({ day, new: count })),
  members_by_tier: z.array(z.object({ tier: z.string(), members: count })),
  emails: z.array(emailDaySchema),
  digest_today: digestRunSchema.nullable(),
  totals: z.object({ open_jobs: count, companies: count, members: count, flagged_jobs: count }),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

// ---- Members ----

export const memberSearchQuerySchema = z.object({
  email: z.string().trim().min(1, 'Type part of an email address').max(254),
});

export const adminMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  /** null: signed up, no access granted (waitlisted). */
  type: z.enum(PERMISSION_TYPES).nullable(),
  tier: z.string().nullable(),
  subscription: z
    .object({
      interval: z.string().nullable(),
      current_period_end: instant.nullable(),
      customer: z.boolean(),
    })
    .nullable(),
  onboarding: z.object({ show: z.boolean(), step: z.number().int().nullable() }).nullable(),
  invites_left: count,
  saved_searches: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.boolean() })),
  tracked_jobs: z.object({ saved: count, tracked: count, hidden: count, flagged: count }),
  sessions: count,
  created_at: instant,
  last_sign_in_at: instant.nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const membersResponseSchema = z.object({ members: z.array(adminMemberSchema) });
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const updateMemberBodySchema = z
  .object({
    type: z.enum(PERMISSION_TYPES).optional(),
    tier: z.enum(TIERS).optional(),
    /** Invites to add to what they have left. */
    add_invites: z.number().int().min(1).max(100).optional(),
  })
  .refine((b) => b.type !== undefined || b.tier !== undefined || b.add_invites !== undefined, {
    message: 'Change the type or tier, or add invites',
  });

export const signOutMemberResponseSchema = z.object({ sessions_ended: count });

// ---- Group advising ----

export const advisingSignupSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  tier: z.string().nullable(),
  day,
  created_at: instant,
});
export const advisingSignupsResponseSchema = z.object({ signups: z.array(advisingSignupSchema) });
export type AdvisingSignupsResponse = z.infer<typeof advisingSignupsResponseSchema>;

// ---- Monthly update ----

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM');

export const monthlyFiguresSchema = z.object({
  companies: count,
  active_jobs: count,
  jobs_added: count,
  jobs_closed: count,
  new_members: count,
  applications_tracked: count,
  interviews: count,
  offers: count,
});
export type MonthlyFigures = z.infer<typeof monthlyFiguresSchema>;

export const monthlyUpdateQuerySchema = z.object({ month });

export const monthlyUpdateDraftSchema = z.object({
  month,
  figures: monthlyFiguresSchema,
  /** A draft written from the figures (what the editor starts from when nothing is stored). */
  draft: z.object({ title: z.string(), body: z.string() }),
  stored: z
    .object({ title: z.string(), body: z.string(), published_at: instant.nullable(), updated_at: instant })
    .nullable(),
});
export type MonthlyUpdateDraft = z.infer<typeof monthlyUpdateDraftSchema>;

export const saveMonthlyUpdateBodySchema = z.object({
  month,
  title: z.string().trim().min(1, 'A title is needed').max(200),
  body: z.string().trim().min(1, 'The update needs some text').max(20_000),
  publish: z.boolean(),
});
export const saveMonthlyUpdateResponseSchema = z.object({ month, published_at: instant.nullable() });
