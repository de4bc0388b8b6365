import type { JobFilterParams } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * The filters of a job search as SQL, shared by the search page and the daily digest so both mean the same
 * thing. Every condition refers to the jobs table under the alias `j`:
 *
 *   db.selectFrom('jobs as j').select('j.id').where(jobSearchWhere(filters, userId))
 *
 * Semantics: values within one filter are OR-ed, different filters are AND-ed; only active jobs match.
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
>;

/** A keyword folded as Postgres folds titles (see upstream_fold); two letters or fewer match whole words. */
const SHORT_KEYWORD_MAX = 2;

/**
 * column = value for one value (so a (column, first_seen_at) index can be walked in date order), = ANY for
 * several.
 */
const oneOf = (column: string, values: string[]): RawBuilder<unknown> =>
  values.length === 1
    ? sql`${sql.ref(column)} = ${values[0]}`
    : sql`${sql.ref(column)} = ANY(${values}::text[])`;

const and = (parts: RawBuilder<unknown>[]): RawBuilder<boolean> =>
  parts.length ? sql<boolean>`(${sql.join(parts, sql` AND `)})` : sql<boolean>`TRUE`;

/**
 * Keywords match the start of a word of the title (so 'engineer' finds 'Engineering Manager' but 'intern'
 * does not find 'Maintenance'), ignoring case, accents and punctuation; a keyword of one or two letters
 * ('AI', 'QA', 'VP') must be a whole word. The LIKE patterns are built in SQL from the folded keyword, which
 * holds only letters, digits, '+', '#' and single spaces, so no LIKE wildcard can come from the user.
 */
function keywordCondition(keywords: string[]): RawBuilder<unknown> {
  const matches = keywords.map(
    (keyword) => sql`j.title_search LIKE (
      SELECT CASE WHEN char_length(k) <= ${SHORT_KEYWORD_MAX} THEN '% ' || k || ' %' ELSE '% ' || k || '%' END
      FROM upstream_fold(${keyword}) AS k)`,
  );
  return sql`(${sql.join(matches, sql` OR `)})`;
}

/** The conditions every viewer shares: what the filter form describes, over the active jobs. */
export function jobFilterWhere(filters: JobFilters): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`j.active`];
  if (filters.role.length) parts.push(oneOf('j.function', filters.role));
  if (filters.level.length) parts.push(oneOf('j.level', filters.level));
  if (filters.type.length) {
    // 'remote' is a type of its own and also any job the board marks remote.
    const remote = filters.type.includes('remote') ? sql` OR j.remote` : sql``;
    parts.push(sql`(${oneOf('j.type', filters.type)}${remote})`);
  }
  if (filters.company.length === 1) {
    // A scalar subquery is resolved before the scan, so the (company, first_seen_at) index walks in date order.
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
    // The job's own copy of its places (see migration 2026112222), so the planner can combine indexes.
    parts.push(sql`j.location_keys && ${filters.city}::text[]`);
  }
  const keywords = filters.job_title_search.filter((k) => /[\p{L}\p{N}+#]/u.test(k));
  if (keywords.length) parts.push(keywordCondition(keywords));
  else if (filters.job_title_search.length) parts.push(sql`FALSE`); // only punctuation: nothing can match
  return and(parts);
}

/** The conditions that depend on who is looking: hidden jobs, blocked companies, saved and tracked lists. */
export function viewerWhere(filters: JobFilters, userId: number | null): RawBuilder<boolean> {
  if (userId === null) return sql<boolean>`TRUE`;
  const parts: RawBuilder<unknown>[] = [
    sql`j.company_id NOT IN (SELECT b.company_id FROM blocked_companies b WHERE b.user_id = ${userId})`,
  ];
  if (!filters.show_hidden_jobs) {
    // NOT IN over the viewer's short list is one hash probe per row walked (job_id is never null).
    parts.push(sql`j.id NOT IN (SELECT h.job_id FROM user_jobs h WHERE h.user_id = ${userId} AND h.hidden)`);
  }
  if (filters.saved) {
    parts.push(sql`j.id IN (SELECT s.job_id FROM user_jobs s WHERE s.user_id = ${userId} AND s.saved)`);
  }
  if (filters.tracked) {
    parts.push(
      sql`j.id IN (SELECT t.job_id FROM user_jobs t WHERE t.user_id = ${userId} AND t.status IS NOT NULL)`,
    );
  }
  return and(parts);
}

/** Everything a search applies for this viewer (null: a signed-out visitor, who has no per-user lists). */
export function jobSearchWhere(filters: JobFilters, userId: number | null): RawBuilder<boolean> {
  return sql<boolean>`(${jobFilterWhere(filters)} AND ${viewerWhere(filters, userId)})`;
}

/** Does this search depend on the viewer's own lists only (saved or tracked), so its set is small? */
export function isPersonalList(filters: JobFilters, userId: number | null): boolean {
  return userId !== null && (filters.saved || filters.tracked);
}

/** A stable key of the shared filters: equal searches share one cached count whatever the order of values. */
export function filterCacheKey(filters: JobFilters): string {
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    sorted(filters.role),
    sorted(filters.level),
    sorted(filters.type),
    sorted(filters.city),
    sorted(filters.industry),
    sorted(filters.company),
    sorted(filters.job_title_search.map((k) => k.toLowerCase())),
  ]);
}
