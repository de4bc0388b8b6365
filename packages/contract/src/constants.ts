// Business constants of spec §9 and the limits of spec §5/§6: one source for server and web.

import { groupDigits } from './wording.ts';

export const PAGE_SIZE = 20;
export const PAGINATION_SIBLING_COUNT = 1;
export const PAGINATION_ALL_PAGES_MAX = 6;
export const PUBLIC_LIMIT_PLACEHOLDER_COUNT = 100;
/** Signed-out visitors see this many results of any search (DESIGN §1). */
export const PUBLIC_RESULT_LIMIT = 100;
export const PUBLIC_LIMIT_MESSAGE =
  "You've reached the limit for public users. Sign up for a free account to see all jobs!";

export const SEARCH_NAME_MAX = 100; // must be *under* 100 characters
export const JOB_NOTE_MAX = 1000;
export const REQUEST_FIELD_MAX = 200;
export const MULTI_SELECT_MAX_MATCHES = 100;

export const ONBOARDING_STEPS = 7;
export const FIRST_SAVED_SEARCH_NAME = 'My first saved search';

export const LANDING_FALLBACK_JOBS = 10000;
export const LANDING_FALLBACK_COMPANIES = 500;
export const COUNTER_ANIMATION_MS = 1000;

export const DIGEST_MAX_JOBS = 50;
export const DIGEST_HOUR_ET = 10;
export const MONTHLY_REPORT_HOUR_ET = 13;
export const SCHEDULE_TIME_ZONE = 'America/New_York';
export const ADDED_TIME_ZONE = 'America/Chicago';

export const FULL_FETCH_INTERVAL_DAYS = 7;
export const NEW_JOBS_FETCH_INTERVAL_HOURS = 18;
export const JOB_FRESHNESS_DAYS = 14;
export const COUNTS_CACHE_MINUTES = 10;

export const DESKTOP_MIN_WIDTH = 992;
export const NAV_HEIGHT_PX = 56;
export const TRANSITION_MS = 300;

export const GROUP_ADVISING = {
  hours: 1,
  maxPeople: 20,
  slot: 'Thur @ 4pm ET',
  betaPrice: 0,
  price: 20,
} as const;
export const ONE_ON_ONE_ADVISING_PRICE_PER_HOUR = 100;

export const JOB_LEVELS = ['Executive', 'Manager', 'Senior', 'Mid', 'Entry', 'MBA'] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];

export const JOB_TYPES = ['full-time', 'part-time', 'MBA internship', 'internship', 'remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The role filter (job function). */
export const JOB_FUNCTIONS = [
  'Engineering',
  'Data',
  'Product',
  'Design',
  'Sales',
  'Marketing',
  'Operations',
  'Finance',
  'People',
  'Legal',
  'Customer Success',
  'Support',
  'Research',
  'Healthcare',
  'Education',
  'Other',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

/** The interview statuses, in the order an application goes through them. */
export const INTERVIEW_STATUSES = [
  '1st Interview',
  '2nd Interview',
  '3rd Interview',
  '4th Interview',
  '5th Interview',
  'Final Interview',
] as const;

export const JOB_STATUSES = [
  'Sent Outreach',
  'Cold Applied',
  'Warm Applied',
  ...INTERVIEW_STATUSES,
  'Offer',
  'Accepted',
  'Rejected',
  'Ghosted',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const PERMISSION_TYPES = ['admin', 'private_beta', 'beta', 'free_beta', 'free'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export const TIERS = ['free', 'standard', 'plus', 'private_beta', 'beta'] as const;
export type Tier = (typeof TIERS)[number];

/** Types and tiers that get the signed-in nav and layout (spec §4 routing rules). */
export const MEMBER_TYPES: readonly string[] = ['private_beta', 'admin', 'beta', 'free_beta'];
export const MEMBER_TIERS: readonly string[] = ['free', 'standard', 'plus'];

/** Spec §6 table, keyed by tier. */
/** Per tier: saved searches with the daily email (spec §6), tracked and noted jobs (spec §6), and saved searches
 * kept at all (ours: a generous bound so one account cannot store without end). */
export const TIER_LIMITS: Record<
  Tier,
  { dailyEmailSearches: number; trackedItems: number; savedSearches: number }
> = {
  free: { dailyEmailSearches: 1, trackedItems: 100, savedSearches: 25 },
  beta: { dailyEmailSearches: 2, trackedItems: 200, savedSearches: 50 },
  private_beta: { dailyEmailSearches: 3, trackedItems: 300, savedSearches: 75 },
  standard: { dailyEmailSearches: 10, trackedItems: 1000, savedSearches: 200 },
  plus: { dailyEmailSearches: 20, trackedItems: 2000, savedSearches: 400 },
};

export const BILLING_LOOKUP_KEYS = [
  'standard_monthly',
  'standard_annually',
  'plus_monthly',
  'plus_annually',
] as const;
export type BillingLookupKey = (typeof BILLING_LOOKUP_KEYS)[number];

export const PRICES = {
  free: { monthly: 0, annually: 0 },
  standard: { monthly: 5, annually: 55, annualDiscountPercent: 8 },
  plus: { monthly: 10, annually: 100, annualDiscountPercent: 17 },
} as const;

export const REQUEST_TYPES = [
  'company job board',
  'auto apply',
  'company research',
  'influencer',
  'interview prep',
  'job aggregators',
  'resume tool',
  'other',
] as const;
export const DEFAULT_REQUEST_TYPE: (typeof REQUEST_TYPES)[number] = 'company job board';

export const REQUEST_REQUIRED = 'Required';
export const REQUEST_TOO_LONG = 'Must be less than 200 characters';
export const REQUEST_URL_NOT_WEB = 'Must be a web address (http:// or https://)';
export const REQUEST_FAILED = "We couldn't process your request. Refresh and try again. Thanks!";

export const ONBOARDING_STEP_PATHS: Record<number, string> = {
  1: '/onboarding/welcome',
  2: '/onboarding/job-search/city',
  3: '/onboarding/job-search/function',
  4: '/onboarding/job-search/type',
  5: '/onboarding/job-search/level',
  6: '/onboarding/job-search/keyword',
  7: '/onboarding/job-search/search-name',
};

/** Bodies of sent and failed emails are kept this long (the mailbox, support), then emptied; the record stays. */
export const EMAIL_BODY_RETENTION_DAYS = 30;

/**
 * How deep a search can be paged (page × page size): a deeper page costs the database more than it is worth.
 * Here, not beside the jobs schema, so the web's pager needs no zod.
 */
export const MAX_RESULT_DEPTH = 10_000;
export const RESULT_DEPTH_MESSAGE = `Upstream pages through the first ${groupDigits(MAX_RESULT_DEPTH)} results of a search. Narrow it with filters to see the rest.`;
