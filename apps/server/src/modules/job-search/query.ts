import {
  cityMatchValue,
  emptyJobSearchFilters,
  filtersKey,
  JOB_SEARCH_LIST_FILTERS,
  type JobFilterParams,
  POSTED_WITHIN_DAYS,
} from '@upstream/contract';
import { DAY } from '../../lib/clock.ts';

/**
 * The job query: what a search asks of the jobs, described once and run by two executors that must choose the
 * same jobs — SQL for the search page (query-sql.ts) and in memory over the day's new jobs for the daily digest
 * (query-memory.ts). A property test (test/integration/jobs/matching.property.test.ts) holds them together.
 *
 * - Only active jobs match, and never a job an operator moderated (hid for everyone, or marked closed, from
 *   the console's Flagged jobs): jobs.moderation. The database keeps a moderated job inactive (the check
 *   jobs_moderated_not_active, migration 2026112530) and ingestion never makes it active again, so in SQL the
 *   one condition `active` carries both rules over the same partial indexes; in memory both are checked.
 * - Values within one filter are OR-ed, different filters are AND-ed.
 * - role is the job's function; level, type as stored; type 'remote' also matches any job its board marks
 *   remote; company is the company's slug; industry the company's industry; city a place's match value
 *   ('City|ST', see cityMatchValue).
 * - Keywords match the start of a word of the folded title (upstream_fold: lower case, no accents, punctuation
 *   as spaces), so 'engineer' finds 'Engineering Manager' but 'intern' does not find 'Maintenance'; a keyword
 *   of one or two letters ('AI', 'QA') must be a whole word; a keyword of punctuation only matches nothing.
 * - A viewer never sees the jobs of companies they blocked, nor jobs they hid unless show_hidden_jobs; saved
 *   and tracked ask for only their saved or tracked jobs. A visitor has no lists of their own.
 * - Minimum salary (min_salary above 0): a job whose pay is comparable — a yearly figure (salary_annual_max, the
 *   top of its yearly range) and a currency — matches when it is in salary_currency and reaches min_salary; a
 *   job without one (no pay given, no currency, or hourly pay of an internship) matches only when
 *   include_no_salary; a job paid in another currency never matches. See meetsMinSalary.
 * - New jobs (the digest's, the landing page's "New Jobs Today"): listed in the window (listed_at, see
 *   listedAt below: new in the world, not merely new to Upstream), and not a repost — a job that came back
 *   within REPOST_WINDOW_DAYS of its original's last sighting is the same opening, not news.
 * - Posted within (issue 23): the job's posted date (POSTED_DATE, catalogue/joins.ts: the ATS's posted date,
 *   never later than first sight, else first sight) is at or after `now` minus the span; `now` is the search's
 *   time (the service clock), or the digest run's end. See postedSince.
 * - Visa (issue 23): 'sponsors' keeps the jobs whose description says they sponsor; 'sponsors-or-unsaid' leaves
 *   out only those that say they do not (meetsVisaFilter, in the contract).
 * - Remote region (issue 22): a remote job whose posting opens it to one of the countries asked — by naming
 *   it, a region that covers it, or anywhere (jobs.remote_open_to, '*' for anywhere) — and does not exclude it
 *   (jobs.remote_excluded). A remote job whose posting does not say where matches no region. See openToRegion.
 * - Results come newest listed first (listed_at descending, jobs never news last, id breaking ties).
 * - The operator may leave out jobs listed too long (HIDE_JOBS_LISTED_OVER_DAYS, issue 23): with listed_after
 *   set, only a job whose listing began at or after it matches. A listing begins at its listing time, else (a
 *   job never news) at its posted date (LISTING_START in the catalogue). The service sets listed_after, never
 *   the searcher; see listingCutoff.
 */
export type JobFilters = Pick<
  JobFilterParams,
  | 'role'
  | 'level'
  | 'type'
  | 'city'
  | 'industry'
  | 'company'
  | 'job_title_search'
  | 'show_hidden_jobs'
  | 'saved'
  | 'tracked'
  | 'min_salary'
  | 'salary_currency'
  | 'include_no_salary'
  | 'posted_within'
  | 'visa'
  | 'remote_region'
> & {
  /** The operator's listing-age limit: only jobs listed since then match (null or absent: no limit). */
  listed_after?: Date | null;
};

/**
 * The earliest listing start an operator's limit of `days` lets through: the start of that UTC day, so the
 * limit moves once a day and the search caches keyed by it stay shared all day.
 */
export function listingCutoff(days: number | undefined | null, now: Date): Date | null {
  if (!days) return null;
  const day = new Date(now.getTime() - days * DAY);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

/**
 * One key per set of shared filters as the server runs them: the searcher's filters (filtersKey) and the operator's
 * listing-age limit. Whatever is kept per filter set (a cached count, a member's exclusions) is keyed by it.
 */
export const jobFiltersKey = (filters: JobFilters): string =>
  `${filtersKey(filters)}${filters.listed_after ? `:since:${filters.listed_after.toISOString()}` : ''}`;

/** The listing-age rule for one job (the in-memory executor's; query-sql.ts says the same in SQL). */
export const withinListingLimit = (
  job: { listing_start: Date },
  filters: Pick<JobFilters, 'listed_after'>,
): boolean => !filters.listed_after || job.listing_start.getTime() >= filters.listed_after.getTime();

/** The filters every viewer shares (what the filter form describes). */
export const LIST_FILTERS = JOB_SEARCH_LIST_FILTERS;

/** A query that asks nothing: every active job. */
export const NO_FILTERS: JobFilters = { ...emptyJobSearchFilters(), saved: false, tracked: false };

/** The job type that also matches every job its board marks remote. */
export const REMOTE_TYPE = 'remote';

/** Keywords of this many letters or fewer (once folded) must be whole words. */
export const SHORT_KEYWORD_MAX = 2;

/** Keywords that can match anything: one with no letter, digit, '+' or '#' folds to nothing. */
export const usableKeywords = (keywords: readonly string[]): string[] =>
  keywords.filter((k) => /[\p{L}\p{N}+#]/u.test(k));

/** What a folded keyword looks for in a folded title padded with spaces (' senior software engineer '). */
export const keywordNeedle = (folded: string): string =>
  folded.length <= SHORT_KEYWORD_MAX ? ` ${folded} ` : ` ${folded}`;

/** Is a minimum salary asked for? */
export const hasMinSalary = (filters: Pick<JobFilters, 'min_salary'>): boolean => filters.min_salary > 0;

/** The minimum-salary rule for one job (the in-memory executor's; query-sql.ts says the same in SQL). */
export function meetsMinSalary(
  job: { salary_currency: string | null; salary_annual_max: number | null },
  filters: Pick<JobFilters, 'min_salary' | 'salary_currency' | 'include_no_salary'>,
): boolean {
  if (!hasMinSalary(filters)) return true;
  if (job.salary_annual_max === null || job.salary_currency === null) return filters.include_no_salary;
  return job.salary_currency === filters.salary_currency && job.salary_annual_max >= filters.min_salary;
}

/** The earliest posted date "posted within" keeps at `now`; null when the filter is not set. */
export function postedSince(filters: Pick<JobFilters, 'posted_within'>, now: Date): Date | null {
  return filters.posted_within
    ? new Date(now.getTime() - POSTED_WITHIN_DAYS[filters.posted_within] * DAY)
    : null;
}

// The remote-region rule lives with the jobs' remote columns (catalogue); search names it from here.
export { openToRegion, REMOTE_ANYWHERE } from '../catalogue/index.ts';

/** The values a city filter matches a place by. */
export const placeKey = (place: { city: string | null; state: string | null }): string | null =>
  place.city ? cityMatchValue(place.city, place.state) : null;

/** Does this search depend on the viewer's own lists only (saved or tracked), so its set is small? */
export function isPersonalList(filters: JobFilters, userId: number | null): boolean {
  return userId !== null && (filters.saved || filters.tracked);
}
