import { REPOST_WINDOW_DAYS } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';
import { LISTING_START, POSTED_DATE, SHOWN_COPY } from '../catalogue/index.ts';
import {
  hasMinSalary,
  isPersonalList,
  type JobFilters,
  postedSince,
  REMOTE_ANYWHERE,
  REMOTE_TYPE,
  SHORT_KEYWORD_MAX,
  usableKeywords,
} from './query.ts';
import type { ViewerLists } from './viewer-lists.ts';

/**
 * The SQL executor of the job query (query.ts): its rules as conditions on the jobs table under the alias `j`,
 *
 *   SELECT j.id FROM jobs j WHERE ${jobSearchWhere(filters, viewer)}
 *
 * A single value is `column = value`, so a (column, listed_at) index can be walked in date order; several
 * are `= ANY`.
 */
const oneOf = (column: string, values: string[]): RawBuilder<unknown> =>
  values.length === 1
    ? sql`${sql.ref(column)} = ${values[0]}`
    : sql`${sql.ref(column)} = ANY(${values}::text[])`;

const and = (parts: RawBuilder<unknown>[]): RawBuilder<boolean> =>
  parts.length ? sql<boolean>`(${sql.join(parts, sql` AND `)})` : sql<boolean>`TRUE`;

/**
 * The keyword rule in SQL: the LIKE patterns are built in SQL from the folded keyword, which holds only
 * letters, digits, '+', '#' and single spaces, so no LIKE wildcard can come from the user.
 */
function keywordCondition(keywords: string[]): RawBuilder<unknown> {
  const matches = keywords.map(
    (keyword) => sql`j.title_search LIKE (
      SELECT CASE WHEN char_length(k) <= ${SHORT_KEYWORD_MAX} THEN '% ' || k || ' %' ELSE '% ' || k || '%' END
      FROM upstream_fold(${keyword}) AS k)`,
  );
  return sql`(${sql.join(matches, sql` OR `)})`;
}

/**
 * The minimum-salary rule (query.ts, meetsMinSalary) in SQL. Without include_no_salary it is a range on
 * (salary_currency, salary_annual_max), which its own index (migration 2026112540) answers.
 */
function minSalaryCondition(filters: JobFilters): RawBuilder<unknown> {
  const meets = sql`(j.salary_currency = ${filters.salary_currency} AND j.salary_annual_max >= ${filters.min_salary})`;
  if (!filters.include_no_salary) return meets;
  return sql`(${meets} OR j.salary_annual_max IS NULL OR j.salary_currency IS NULL)`;
}

/**
 * The remote-region rule (query.ts, openToRegion) in SQL: the overlap with every asked country and '*' is what
 * the GIN index on remote_open_to (migration 2026112641) answers; each country is then checked against the
 * job's exclusions.
 */
function remoteRegionCondition(regions: string[]): RawBuilder<unknown> {
  const each = regions.map(
    (r) => sql`(j.remote_open_to && ARRAY[${REMOTE_ANYWHERE}, ${r}]::text[]
      AND NOT (j.remote_excluded && ARRAY[${r}]::text[]))`,
  );
  return sql`(j.remote AND j.remote_open_to && ${[REMOTE_ANYWHERE, ...regions]}::text[]
    AND (${sql.join(each, sql` OR `)}))`;
}

/** The visa rule (meetsVisaFilter) in SQL. */
function visaCondition(visa: JobFilters['visa']): RawBuilder<unknown> | null {
  if (visa === 'sponsors') return sql`j.visa_sponsorship = 'sponsors'`;
  if (visa === 'sponsors-or-unsaid') return sql`j.visa_sponsorship IS DISTINCT FROM 'no-sponsorship'`;
  return null;
}

/**
 * The conditions every viewer shares: what the filter form describes, over the active jobs. `now` is the
 * search's time, which "posted within" counts back from. A person's own saved or tracked list (`personal`)
 * also holds the copies of shown openings they marked: they marked that posting.
 */
export function jobFilterWhere(filters: JobFilters, now: Date, personal = false): RawBuilder<boolean> {
  // `active` is also "not moderated": the check jobs_moderated_not_active keeps a job an operator hid for
  // everyone or closed inactive, so the partial (WHERE active) indexes stay the search's only reads.
  const parts: RawBuilder<unknown>[] = [personal ? sql`(j.active OR ${SHOWN_COPY})` : sql`j.active`];
  if (filters.role.length) parts.push(oneOf('j.function', filters.role));
  if (filters.level.length) parts.push(oneOf('j.level', filters.level));
  if (filters.type.length) {
    const remote = filters.type.includes(REMOTE_TYPE) ? sql` OR j.remote` : sql``;
    parts.push(sql`(${oneOf('j.type', filters.type)}${remote})`);
  }
  if (filters.company.length === 1) {
    // A scalar subquery is resolved before the scan, so the (company, listed_at) index walks in date order.
    parts.push(sql`j.company_id = (SELECT c.id FROM companies c WHERE c.slug = ${filters.company[0]})`);
  } else if (filters.company.length) {
    parts.push(
      sql`j.company_id IN (SELECT c.id FROM companies c WHERE c.slug = ANY(${filters.company}::text[]))`,
    );
  }
  if (filters.industry.length) {
    parts.push(
      sql`j.company_id IN (SELECT c.id FROM companies c WHERE c.industry = ANY(${filters.industry}::text[]))`,
    );
  }
  if (filters.city.length) {
    // The job's own copy of its place keys (see migration 2026112222), so the planner can combine indexes.
    parts.push(sql`j.location_keys && ${filters.city}::text[]`);
  }
  if (hasMinSalary(filters)) parts.push(minSalaryCondition(filters));
  if (filters.listed_after) parts.push(sql`${LISTING_START} >= ${filters.listed_after}`);
  const since = postedSince(filters, now);
  // The expression of the index jobs_active_posted_idx (migration 2026112641), so the planner can use it.
  if (since) parts.push(sql`${POSTED_DATE} >= ${since}`);
  const visa = visaCondition(filters.visa);
  if (visa) parts.push(visa);
  if (filters.remote_region.length) parts.push(remoteRegionCondition(filters.remote_region));
  const keywords = usableKeywords(filters.job_title_search);
  if (keywords.length) parts.push(keywordCondition(keywords));
  else if (filters.job_title_search.length) parts.push(sql`FALSE`);
  return and(parts);
}

/** A viewer of a search: who is looking, and how to read their own lists. */
export interface Viewer {
  userId: number;
  lists: ViewerLists;
}

/** The conditions that depend on who is looking: hidden jobs, blocked companies, saved and tracked lists. */
export function viewerWhere(filters: JobFilters, viewer: Viewer | null): RawBuilder<boolean> {
  if (viewer === null) return sql<boolean>`TRUE`;
  const { userId, lists } = viewer;
  const parts: RawBuilder<unknown>[] = [sql`j.company_id NOT IN (${lists.blockedCompanyIds(userId)})`];
  // NOT IN over the viewer's short list is one hash probe per row walked (job_id is never null).
  if (!filters.show_hidden_jobs) parts.push(sql`j.id NOT IN (${lists.hiddenJobIds(userId)})`);
  if (filters.saved) parts.push(sql`j.id IN (${lists.savedJobIds(userId)})`);
  if (filters.tracked) parts.push(sql`j.id IN (${lists.trackedJobIds(userId)})`);
  return and(parts);
}

/** Everything a search applies for this viewer (null: a signed-out visitor, who has no lists of their own). */
export function jobSearchWhere(filters: JobFilters, viewer: Viewer | null, now: Date): RawBuilder<boolean> {
  return sql<boolean>`(${jobFilterWhere(filters, now, isPersonalList(filters, viewer?.userId ?? null))}
    AND ${viewerWhere(filters, viewer)})`;
}

/**
 * New jobs: listed in (after, upTo] (a job never news has no listing time and is in no window), not reposts
 * (needs `LEFT JOIN jobs o ON o.id = j.reposted_from_id`).
 */
export function newJobsWhere(window: { after: Date; upTo: Date }): RawBuilder<boolean> {
  return sql<boolean>`(j.listed_at > ${window.after} AND j.listed_at <= ${window.upTo}
       AND (o.id IS NULL OR o.last_seen_at < j.first_seen_at - make_interval(days => ${REPOST_WINDOW_DAYS})))`;
}

/**
 * The order of results: newest listed first, jobs never news last, id breaking ties. The date-ordered indexes
 * (migration 2026112520) are declared in exactly this order, so a walk reads them front to back.
 */
export const LISTED_ORDER = sql`j.listed_at DESC NULLS LAST, j.id DESC`;
