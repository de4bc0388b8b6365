import { z } from 'zod';
import { JOB_STATUSES, MAX_RESULT_DEPTH, PAGE_SIZE, RESULT_DEPTH_MESSAGE } from './constants.ts';
import { POSTED_WITHIN, REMOTE_REGION_PATTERN, VISA_FILTERS, VISA_SPONSORSHIPS } from './job-facts.ts';
import { FLAG_OUTCOMES } from './listing-evidence.ts';
import { listingEvidenceSchema } from './listing-evidence-schema.ts';
import { DEFAULT_SALARY_CURRENCY, MIN_SALARY_MAX, PAY_INTERVALS, WORK_MODES } from './pay.ts';
import { groupDigits } from './wording.ts';

export const jobLocationSchema = z.object({ city: z.string().nullable(), state: z.string().nullable() });

/** A job as search returns it (spec §3 Job). Per-user fields are false/null/0 for visitors. */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  locations: z.array(jobLocationSchema),
  url: z.string(),
  /**
   * The job's posted date (the server's postedAt, ISO 8601): the ATS's posted date, never later than when Upstream
   * first saw the job, else first sight. The card shows it as 'added …' in CT. The field's name is the spec's.
   */
  formatted_date: z.string(),
  industry: z.string().nullable(),
  homepage_url: z.string().nullable(),
  saved: z.boolean(),
  flagged: z.boolean(),
  hidden: z.boolean(),
  level: z.string(),
  type: z.string(),
  function: z.string(),
  job_notes_count: z.number().int(),
  current_status: z.enum(JOB_STATUSES).nullable(),
  company_id: z.number().int(),
  company_saved: z.boolean(),
  /** On-site, hybrid or remote as the board says; null when it does not (issue 14). */
  work_mode: z.enum(WORK_MODES).nullable().optional(),
  /** The pay range in the interval the board gives it (formatSalary shows it); null when the board gives none. */
  salary: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: z.string().nullable(),
      interval: z.enum(PAY_INTERVALS),
    })
    .nullable()
    .optional(),
  /** Ghost-job evidence: the facts the card's reasons are worded from (listingReasons); issue 23. */
  listing: listingEvidenceSchema.nullable().optional(),
  /** What the operator did about this viewer's flag (null: not flagged, or not yet answered); issue 23. */
  flag_outcome: z.enum(FLAG_OUTCOMES).nullable().optional(),
  /** What the posting says about sponsoring a visa (issue 23), null when it does not say; with its sentence. */
  visa_sponsorship: z.enum(VISA_SPONSORSHIPS).nullable().optional(),
  visa_sentence: z.string().nullable().optional(),
  /**
   * Where a remote job may be done from, as its posting words it (issue 22): the card's line ("US only (not CA,
   * NY)") and the sentence that decided it; null when the job is not remote or the posting does not say.
   */
  remote_eligibility: z.object({ label: z.string(), sentence: z.string() }).nullable().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** Most values one list filter may hold; more is a mistake or abuse, answered with a clear 400. */
export const FILTER_LIST_MAX = 100;
/** Longest single filter value (a keyword, a company, a city). */
export const FILTER_VALUE_MAX = 200;
/** Highest page number accepted; beyond every real result set, so a deeper page is simply empty. */
export const PAGE_MAX = 10_000;
/**
 * A list filter as clients send it: a list, or one comma-separated string (spec §2: "List values are comma
 * separated"; spec §3 defaults role and industry to ''). Items are trimmed and empty ones dropped (spec §5).
 */
export const filterListSchema = z.preprocess(
  (input) => {
    if (input === undefined || input === null) return [];
    const items = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : input;
    if (!Array.isArray(items)) return items;
    return items.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  },
  z
    .array(z.string().max(FILTER_VALUE_MAX, `Each value must be at most ${FILTER_VALUE_MAX} characters`))
    .max(FILTER_LIST_MAX, `At most ${FILTER_LIST_MAX} values`),
);

/** A flag as JSON (true/false) or as a query-string word ('true'/'false'). */
export const filterFlagSchema = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === '' || v === null ? false : v),
  z.boolean().default(false),
);

/**
 * The minimum-salary filter (issue 14): a yearly amount in one currency. 0 (or absent) is no minimum. A job
 * matches when the top of its yearly range reaches the minimum in that currency; a job without a yearly figure
 * (no pay given, or pay by the hour of an internship) matches only when include_no_salary is on, and a job paid
 * in another currency never does.
 */
export const minSalarySchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z.coerce
    .number()
    .int('The minimum salary must be a whole amount')
    .min(0, 'The minimum salary cannot be negative')
    .max(MIN_SALARY_MAX, `The minimum salary must be at most ${groupDigits(MIN_SALARY_MAX)}`),
);
export const salaryCurrencySchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : DEFAULT_SALARY_CURRENCY),
  z.string().regex(/^[A-Z]{3}$/, 'The currency must be a three-letter ISO 4217 code'),
);

/** "Posted within" (issue 23): one of POSTED_WITHIN, '' (or absent) for any date. */
export const postedWithinSchema = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.enum(['', ...POSTED_WITHIN] as const, {
    message: `Posted within must be one of ${POSTED_WITHIN.join(', ')}`,
  }),
);
/** The visa filter (issue 23): one of VISA_FILTERS, '' (or absent) for every job. */
export const visaFilterSchema = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.enum(['', ...VISA_FILTERS] as const, { message: `Visa must be one of ${VISA_FILTERS.join(', ')}` }),
);
/**
 * The remote-region filter (issue 22): countries as ISO alpha-2 codes ("PT"), any case, as a list or one
 * comma-separated string like every list filter.
 */
export const remoteRegionListSchema = z.preprocess(
  (input) => {
    if (input === undefined || input === null) return [];
    const items = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : input;
    if (!Array.isArray(items)) return items;
    return items.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)).filter((v) => v !== '');
  },
  z
    .array(z.string().regex(REMOTE_REGION_PATTERN, 'A remote region is a two-letter country code'))
    .max(FILTER_LIST_MAX, `At most ${FILTER_LIST_MAX} values`),
);

/**
 * The filters of a job search (spec §3 jobSearch form): role is the job function, city and company hold the
 * options' match values, job_title_search holds keywords matched in the title (OR-joined).
 */
export const jobFilterParamsSchema = z.object({
  role: filterListSchema,
  level: filterListSchema,
  type: filterListSchema,
  city: filterListSchema,
  industry: filterListSchema,
  company: filterListSchema,
  job_title_search: filterListSchema,
  show_hidden_jobs: filterFlagSchema,
  saved: filterFlagSchema,
  tracked: filterFlagSchema,
  min_salary: minSalarySchema,
  salary_currency: salaryCurrencySchema,
  include_no_salary: filterFlagSchema,
  posted_within: postedWithinSchema,
  visa: visaFilterSchema,
  remote_region: remoteRegionListSchema,
});
export type JobFilterParams = z.infer<typeof jobFilterParamsSchema>;

/** POST /api/post/jobs body (spec §7): the filters, the page, and `onboarding: true` for a live count only. */
export const jobSearchRequestSchema = jobFilterParamsSchema
  .extend({
    search_id: z
      .preprocess(
        (v) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[0] : v),
        z.coerce.number().int().positive().optional(),
      )
      .optional(),
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(PAGE_MAX).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
    onboarding: filterFlagSchema,
  })
  .refine((r) => r.page * r.pageSize <= MAX_RESULT_DEPTH, { path: ['page'], message: RESULT_DEPTH_MESSAGE });
/** What a client sends: any subset of the fields (lists as arrays), the server fills in the defaults. */
export type JobSearchRequest = Partial<z.output<typeof jobSearchRequestSchema>>;

export const jobSearchResponseSchema = z.object({
  job_search_count: z.tuple([z.tuple([z.object({ job_search_count: z.number().int() })])]),
  job_search: z.tuple([z.array(jobSchema)]),
  /** On the last page a signed-out visitor may see (DESIGN §1). */
  publicLimitMessage: z.string().optional(),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

/** 403 answer of POST /api/post/jobs past the visitors' limit. */
export const publicLimitResponseSchema = z.object({
  isPublicLimit: z.literal(true),
  error: z.object({ code: z.string(), message: z.string() }),
});

/** An option of a search dropdown (spec §3 dropdown data). */
export const dropdownOptionSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  match_value: z.string(),
});
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

export const savedSearchOptionSchema = z.object({
  id: z.number().int(),
  raw_search_name: z.string(),
  match_value: z.string(),
  value: z.string(),
  email: z.boolean(),
});
export type SavedSearchOption = z.infer<typeof savedSearchOptionSchema>;

const optionList = z.tuple([z.array(dropdownOptionSchema)]);

/** GET /api/get/jobs-search-inputs: each list is wrapped once, its first element the options (spec §3). */
export const jobsSearchInputsSchema = z.object({
  saved_searches: z.tuple([z.array(savedSearchOptionSchema)]),
  roles: optionList,
  city: optionList,
  company: optionList,
  industry: optionList,
  level: optionList,
  type: optionList,
  hidden_jobs_count: z.number().int(),
});
export type JobsSearchInputs = z.infer<typeof jobsSearchInputsSchema>;

/** GET /api/get/job-counts: jobs and companies new in the past day. */
export const jobCountsSchema = z.object({
  job_counts: z.tuple([
    z.tuple([z.object({ job_search_count: z.number().int(), job_company_count: z.number().int() })]),
  ]),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

/** GET /api/get/total-counts: active jobs and the companies hiring. */
export const totalCountsSchema = z.object({
  total_counts: z.tuple([
    z.tuple([z.object({ total_jobs: z.number().int(), total_companies: z.number().int() })]),
  ]),
});
export type TotalCounts = z.infer<typeof totalCountsSchema>;

/** A city option's match value: 'City|ST' (a comma would clash with the comma-separated URL lists). */
export function cityMatchValue(city: string, state: string | null): string {
  return state ? `${city}|${state}` : city;
}

export function parseCityMatchValue(match: string): { city: string; state: string | null } {
  const bar = match.lastIndexOf('|');
  return bar < 0 ? { city: match, state: null } : { city: match.slice(0, bar), state: match.slice(bar + 1) };
}
