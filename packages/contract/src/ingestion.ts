import { z } from 'zod';
import { industrySourceSchema } from './industries.ts';

/** The applicant tracking systems whose public job-board APIs Upstream reads. */
export const ATS_KINDS = [
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'workable',
  'recruitee',
  'workday',
  'personio',
  'teamtailor',
  'pinpoint',
  'rippling',
  'breezy',
] as const;
export type Ats = (typeof ATS_KINDS)[number];

export const BOARD_STATUSES = ['active', 'failing', 'disabled'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** Consecutive failed fetches after which a board is marked failing (its jobs stay until stale). */
export const BOARD_FAILING_AFTER = 3;
/** A posting that reappears under a new id within this many days of the earlier one is a repost. */
export const REPOST_WINDOW_DAYS = 30;

/** Kinds of board fetch error recorded in the job board error record. */
export const BOARD_ERROR_KINDS = [
  'not_found',
  'rate_limited',
  'http',
  'timeout',
  'network',
  'malformed',
  'too_large',
] as const;
export type BoardErrorKind = (typeof BOARD_ERROR_KINDS)[number];

/**
 * Board tokens as each ATS names a board. Workday boards are `{tenant}.wd{N}/{site}` (the host prefix and
 * the career site of `https://{tenant}.wd{N}.myworkdayjobs.com/{site}`).
 */
export const boardTokenSchema = z
  .string()
  .trim()
  .min(1, 'The board token is required.')
  .max(200, 'The board token must be at most 200 characters.')
  .regex(/^[A-Za-z0-9._\-/]+$/, 'The board token may hold letters, digits, dots, dashes, underscores and /.');

export const boardRefSchema = z.object({ ats: z.enum(ATS_KINDS), token: boardTokenSchema });
export type BoardRef = z.infer<typeof boardRefSchema>;

/** One company of the company list (apps/server/src/modules/ingestion/company-list/companies.json). */
export const companyListEntrySchema = z.object({
  name: z.string().trim().min(1).max(200),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  homepage_url: z.string().url().nullable(),
  /** Null when neither a public dataset nor the company's postings in the real-market corpus tell it. */
  industry: z.string().trim().min(1).max(100).nullable(),
  /** Where the industry came from (absent or null when there is none). */
  industry_source: industrySourceSchema.nullish(),
  boards: z.array(boardRefSchema).min(1),
});
export type CompanyListEntry = z.infer<typeof companyListEntrySchema>;

/** A board as the operator sees it (boards CLI, admin console). */
export const boardSummarySchema = z.object({
  id: z.number().int(),
  company: z.string(),
  ats: z.enum(ATS_KINDS),
  token: z.string(),
  status: z.enum(BOARD_STATUSES),
  consecutive_failures: z.number().int(),
  last_fetch_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_full_fetch_at: z.string().nullable(),
  open_jobs: z.number().int(),
  /** Jobs the board listed once and no longer does. */
  closed_jobs: z.number().int(),
  last_error: z.string().nullable(),
  /** The company's industry and where it came from ('dataset:<name>', 'inferred', 'operator'). */
  industry: z.string().nullable(),
  industry_source: z.string().nullable(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;
