import type { Job } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { withFields } from '../../lib/with-fields.ts';
import {
  CARD_FACTS,
  CARD_LISTING_EVIDENCE,
  CARD_PAY_AND_MODE,
  type JobRow,
  LISTING_START,
  POSTED_DATE,
} from '../catalogue/index.ts';
import { type JobFilters, placeKey } from './query.ts';
import type { CandidateJob } from './query-memory.ts';
import { jobFilterWhere, jobSearchWhere, LISTED_ORDER, newJobsWhere, type Viewer } from './query-sql.ts';

/** Active jobs matching the shared filters (what every viewer has in common; cached by the service). */
export async function countMatchingJobs(db: Db, filters: JobFilters, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM jobs j WHERE ${jobFilterWhere(filters, now)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** What one viewer leaves out of one search (viewerExclusions). */
export interface Exclusions {
  /** Slugs of the companies they blocked. */
  blocked: string[];
  /** Jobs matching the filters they hid, not counting those of companies they blocked. */
  hidden: number;
}

/**
 * What this viewer leaves out of a search: the slugs of the companies they blocked (the caller counts those
 * companies' jobs from shared counts) and how many jobs matching the filters they hid elsewhere. Driven from
 * the viewer's own short lists, so it stays cheap however many jobs match; one statement.
 */
export async function viewerExclusions(
  db: Db,
  filters: JobFilters,
  viewer: Viewer,
  now: Date,
): Promise<Exclusions> {
  const { userId, lists } = viewer;
  const hidden = filters.show_hidden_jobs
    ? sql`0`
    : sql`(SELECT count(*) FROM jobs j
          WHERE j.id IN (${lists.hiddenJobIds(userId)}) AND ${jobFilterWhere(filters, now)}
            AND j.company_id NOT IN (${lists.blockedCompanyIds(userId)}))`;
  const { rows } = await sql<Exclusions>`
    SELECT ARRAY(SELECT c.slug FROM companies c WHERE c.id IN (${lists.blockedCompanyIds(userId)})) AS blocked,
      ${hidden} AS hidden`.execute(db);
  return rows[0] ?? { blocked: [], hidden: 0 };
}

/** Count with every condition (saved/tracked lists are small: counting them directly is cheap). */
export async function countJobsForViewer(
  db: Db,
  filters: JobFilters,
  viewer: Viewer | null,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM jobs j WHERE ${jobSearchWhere(filters, viewer, now)}`.execute(db);
  return rows[0]?.n ?? 0;
}

export type PageStrategy = 'walk' | 'collect';

/**
 * One page of matching jobs, newest listed first (query.ts), with their company, locations and this viewer's own marks, in one
 * statement. 'walk' reads about (offset + limit) / match-share rows: best when matches are common. 'collect'
 * gathers the matches through the filters' own indexes, then sorts: best when they are rare, where walking
 * the date index would read most of the table to fill one page. `hinted` runs a walk in a session that can
 * only walk (the walking pool) when the planner's estimate could mislead it (combined filters, keywords, cities);
 * the service picks the strategy from exact counts, where those estimates can be off a hundredfold.
 */
export async function findJobPage(
  db: { shared: Db; walking: Db },
  filters: JobFilters,
  viewer: Viewer | null,
  page: { limit: number; offset: number; strategy: PageStrategy; hinted: boolean },
  now: Date,
): Promise<Job[]> {
  const where = sql`${jobSearchWhere(filters, viewer, now)}`;
  const ids =
    page.strategy === 'walk'
      ? sql`SELECT j.id FROM jobs j WHERE ${where}
          ORDER BY ${LISTED_ORDER} LIMIT ${sql.lit(page.limit)} OFFSET ${sql.lit(page.offset)}`
      : sql`SELECT j.id FROM (SELECT j.id, j.listed_at FROM jobs j WHERE ${where} OFFSET 0) AS j
          ORDER BY ${LISTED_ORDER} LIMIT ${sql.lit(page.limit)} OFFSET ${sql.lit(page.offset)}`;
  const session = page.strategy === 'walk' && page.hinted ? db.walking : db.shared;
  const rows = await jobCards(session, sql`j.id IN (${ids})`, viewer);
  // The page's own order (newest listed first, never-news last; id breaks ties), restored on its twenty rows.
  // Each row's time is read once, not at every comparison.
  const keyed = rows.map((row) => ({
    row,
    listed: row.listed_at === null ? Number.NEGATIVE_INFINITY : new Date(row.listed_at).getTime(),
  }));
  keyed.sort((a, b) => b.listed - a.listed || b.row.id - a.row.id);
  return keyed.map(({ row }) => toJob(row));
}

/**
 * A card as the contract names it, every field written out in one literal: jobs built by spreading a row (rest
 * and spread of its ~25 columns) each got a hidden class of their own in V8, so the kept answers of a busy minute
 * held thousands of one-off maps in the old generation and every serialisation read them megamorphically
 * (decision 16, session 27). `Required` makes a field added to the contract a type error here until it is listed.
 */
const toJob = (row: JobRow): Job => {
  const job: Required<Job> = {
    id: row.id,
    title: row.title,
    company: row.company,
    locations: row.locations ?? [],
    url: row.url,
    formatted_date: new Date(row.posted_at).toISOString(),
    industry: row.industry,
    homepage_url: row.homepage_url,
    saved: row.saved,
    flagged: row.flagged,
    hidden: row.hidden,
    level: row.level,
    type: row.type,
    function: row.function,
    job_notes_count: row.job_notes_count,
    current_status: row.current_status,
    company_id: row.company_id,
    company_saved: row.company_saved,
    work_mode: row.work_mode ?? null,
    salary: row.salary ?? null,
    listing: row.listing ?? null,
    flag_outcome: row.flag_outcome ?? null,
    visa_sponsorship: row.visa_sponsorship ?? null,
    visa_sentence: row.visa_sentence ?? null,
    remote_eligibility: row.remote_eligibility ?? null,
  };
  return job;
};

/** A visitor has no marks of their own: constants, which also keep the statement quick to plan. */
const VISITOR_MARKS = sql`false AS saved, false AS flagged, false AS hidden, NULL AS current_status,
  0 AS job_notes_count, false AS company_saved, NULL AS flag_outcome`;

/** The card fields of the jobs meeting `condition` (on jobs j), in no particular order. */
async function jobCards(db: Db, condition: RawBuilder<unknown>, viewer: Viewer | null): Promise<JobRow[]> {
  const marks = viewer?.lists.cardMarks(viewer.userId);
  const { rows } = await sql<JobRow>`
    SELECT j.id, j.title, c.name AS company, j.url, ${POSTED_DATE} AS posted_at, j.listed_at, c.industry,
      c.homepage_url, j.level, j.type, j.function, j.company_id, ${CARD_PAY_AND_MODE}, ${CARD_LISTING_EVIDENCE}, ${CARD_FACTS},
      (SELECT json_agg(json_build_object('city', l.city, 'state', l.state) ORDER BY l.position)
        FROM job_locations l WHERE l.job_id = j.id) AS locations,
      ${marks ? marks.columns : VISITOR_MARKS}
    FROM jobs j
    JOIN companies c ON c.id = j.company_id
    ${marks ? marks.join : sql``}
    WHERE ${condition}`.execute(db);
  return rows;
}

export interface Option {
  id: number;
  value: string;
  match_value: string;
}

/** Companies that have active jobs, by name; the match value is the company's slug. */
export async function companyOptions(db: Db): Promise<Option[]> {
  const { rows } = await sql<Option>`
    SELECT c.id, c.name AS value, c.slug AS match_value FROM companies c
    WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.active)
    ORDER BY lower(c.name), c.id`.execute(db);
  return rows;
}

/** Cities of active jobs, most jobs first, shown as 'city, state'. */
export async function cityOptions(db: Db): Promise<{ city: string; state: string | null; jobs: number }[]> {
  const { rows } = await sql<{ city: string; state: string | null; jobs: number }>`
    SELECT l.city, l.state, count(*)::int AS jobs
    FROM job_locations l JOIN jobs j ON j.id = l.job_id AND j.active
    WHERE l.city IS NOT NULL AND l.city <> ''
    GROUP BY l.city, l.state
    ORDER BY jobs DESC, l.city, l.state`.execute(db);
  return rows;
}

/** Industries of companies with active jobs. */
export async function industryValues(db: Db): Promise<string[]> {
  const { rows } = await sql<{ industry: string }>`
    SELECT DISTINCT c.industry FROM companies c
    WHERE c.industry IS NOT NULL AND c.industry <> ''
      AND EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.active)
    ORDER BY c.industry`.execute(db);
  return rows.map((r) => r.industry);
}

/** Hidden jobs that would otherwise show (active, not of a blocked company). */
export async function hiddenJobsCount(db: Db, viewer: Viewer): Promise<number> {
  const { userId, lists } = viewer;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM jobs j
    WHERE j.active AND j.id IN (${lists.hiddenJobIds(userId)})
      AND j.company_id NOT IN (${lists.blockedCompanyIds(userId)})`.execute(db);
  return rows[0]?.n ?? 0;
}

export interface TotalCountsRow {
  total_jobs: number;
  total_companies: number;
}

/** Active jobs and the companies that have them. */
export async function totalCounts(db: Db): Promise<TotalCountsRow> {
  const { rows } = await sql<TotalCountsRow>`
    SELECT count(*)::int AS total_jobs, count(DISTINCT company_id)::int AS total_companies
    FROM jobs WHERE active`.execute(db);
  return rows[0] ?? { total_jobs: 0, total_companies: 0 };
}

/** Active jobs new in (since, upTo] (the digest's rule, query.ts), and how many companies posted them. */
export async function newJobCounts(
  db: Db,
  window: { after: Date; upTo: Date },
): Promise<{ job_search_count: number; job_company_count: number }> {
  const { rows } = await sql<{ job_search_count: number; job_company_count: number }>`
    SELECT count(*)::int AS job_search_count, count(DISTINCT j.company_id)::int AS job_company_count
    FROM jobs j LEFT JOIN jobs o ON o.id = j.reposted_from_id
    WHERE j.active AND ${newJobsWhere(window)}`.execute(db);
  return rows[0] ?? { job_search_count: 0, job_company_count: 0 };
}

/** A job as the daily digest shows it, with what the in-memory executor matches on. */
export interface DigestCandidate extends CandidateJob {
  /** The date the email shows (POSTED_DATE). */
  posted_at: Date;
  title: string;
  url: string;
  company: string;
  locations: { city: string | null; state: string | null }[];
}

/** The new jobs of a digest window (the query's active, window and repost rules, in SQL), with their places. */
export async function newJobs(db: Db, window: { after: Date; upTo: Date }): Promise<DigestCandidate[]> {
  const { rows } = await sql<Omit<DigestCandidate, 'cities'>>`
    SELECT j.id, j.title, j.title_search, j.url, j.function, j.level, j.type, j.remote, j.active,
           j.moderation IS NOT NULL AS moderated, j.first_seen_at, j.salary_currency, j.salary_annual_max,
           j.listed_at, ${POSTED_DATE} AS posted_at, ${LISTING_START} AS listing_start, o.last_seen_at AS reposted_from_last_seen_at,
           j.visa_sponsorship, j.remote_open_to, j.remote_excluded,
           j.company_id, c.name AS company, c.slug AS company_slug, c.industry,
           coalesce(loc.locations, '[]'::json) AS locations
      FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN jobs o ON o.id = j.reposted_from_id
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('city', l.city, 'state', l.state) ORDER BY l.position) AS locations
          FROM job_locations l WHERE l.job_id = j.id
      ) loc ON true
     WHERE j.active AND ${newJobsWhere(window)}
  `.execute(db);
  return rows.map((row) => withFields(row, { cities: placeKeys(row.locations) }));
}

/** The city filter's values of these places. */
export const placeKeys = (places: { city: string | null; state: string | null }[]): string[] =>
  places.map(placeKey).filter((key): key is string => key !== null);

/** Keywords folded exactly as titles are (upstream_fold), so matching in memory agrees with search. */
export async function foldKeywords(db: Db, keywords: string[]): Promise<Map<string, string>> {
  if (keywords.length === 0) return new Map();
  const { rows } = await sql<{ keyword: string; folded: string | null }>`
    SELECT k AS keyword, upstream_fold(k) AS folded FROM unnest(${keywords}::text[]) AS k
  `.execute(db);
  return new Map(rows.map((r) => [r.keyword, r.folded ?? '']));
}
