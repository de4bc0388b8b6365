import { z } from 'zod';
import { jobFilterParamsSchema } from './jobs.ts';

// Saved searches (spec §3 'jobSearch' and 'Saved search', §4 submit outcomes, §7 calls) and the job-search
// filters they store. The search form posts its whole state; the server keeps only what it needs.

/** true/false as JSON, form fields ('true', 'on', '1') or absent. */
export const looseBoolean = z
  .union([z.boolean(), z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => value === true || value === 1 || value === 'true' || value === 'on' || value === '1');

/**
 * The filters a saved search keeps: the filter params of POST /api/post/jobs (jobs.ts) without the
 * per-visit views (saved, tracked). Stored as jsonb in saved_searches.filters.
 */
export const jobSearchFiltersSchema = jobFilterParamsSchema.omit({ saved: true, tracked: true });
export type JobSearchFilters = z.output<typeof jobSearchFiltersSchema>;
export type JobSearchFiltersInput = z.input<typeof jobSearchFiltersSchema>;

/**
 * A saved search id as the form sends it: a number, a numeric string, or a list holding one (the form's
 * default is []). Read as the id, or null when there is none.
 */
export const searchIdField = z
  .union([z.array(z.union([z.number(), z.string()])), z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx): number | null => {
    const first = Array.isArray(value) ? value[0] : value;
    if (first == null || first === '') return null;
    const id = Number(first);
    if (!Number.isSafeInteger(id) || id <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Not a saved search id' });
      return z.NEVER;
    }
    return id;
  });

/** The search form state (spec §3 'jobSearch') as save-search, update-search and delete-search receive it. */
export const searchFormSchema = jobSearchFiltersSchema.extend({
  search_id: searchIdField,
  search_name: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim()),
  save_search: looseBoolean,
  save_email: looseBoolean,
  delete_search: looseBoolean,
  email_already_saved: looseBoolean,
});
export type SearchForm = z.output<typeof searchFormSchema>;
export type SearchFormInput = z.input<typeof searchFormSchema>;

/** 201 of save-search and update-search. */
export const searchIdResponseSchema = z.object({ search_id: z.number().int() });
export type SearchIdResponse = z.infer<typeof searchIdResponseSchema>;

/** POST /api/post/saved-search-filters: a saved search id (or a list holding one), or filter params. */
export const savedSearchFiltersRequestSchema = jobSearchFiltersSchema.extend({ search_id: searchIdField });
/** The answer: a query string the form parses into its initial values. */
export const savedSearchFiltersResponseSchema = z.object({ params: z.string() });
export type SavedSearchFiltersResponse = z.infer<typeof savedSearchFiltersResponseSchema>;

/** GET /api/get/email-count. */
export const emailCountResponseSchema = z.object({ email_count_remaining: z.number().int() });
export type EmailCountResponse = z.infer<typeof emailCountResponseSchema>;

/** POST /api/post/update-onboarding-search-id. */
export const updateOnboardingSearchIdRequestSchema = z.object({ search_id: searchIdField });

// Email alerts (daily digest, progress report): the unsubscribe page and the development mailbox.

/** GET/POST /api/email/unsubscribe: what a link stops, and whether it is done. */
export const unsubscribeViewSchema = z.object({
  email: z.string(),
  /** The search whose daily email the link stops; null: all email. */
  search_name: z.string().nullable(),
  scope: z.enum(['search', 'all']),
  done: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof unsubscribeViewSchema>;

export const mailboxMessageSchema = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  category: z.string(),
  status: z.string(),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
  opened_at: z.coerce.date().nullable(),
  clicked_at: z.coerce.date().nullable(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

/** GET /api/dev/mailbox (development only). */
export const mailboxResponseSchema = z.object({ messages: z.array(mailboxMessageSchema) });
/** GET /api/dev/mailbox/{id}. */
export const mailboxMessageDetailSchema = mailboxMessageSchema.extend({
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type MailboxMessageDetail = z.infer<typeof mailboxMessageDetailSchema>;
