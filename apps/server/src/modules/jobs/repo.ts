import type { Job } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';
import { type Db, walkingDb } from '../../db/index.ts';
import { type JobFilters, jobFilterWhere, jobSearchWhere, viewerWhere } from './filters.ts';

/** Active jobs matching the shared filters (what every viewer has in common; cached by the service). */
export async function countMatchingJobs(db: Db, filters: JobFilters): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM jobs j WHERE ${jobFilterWhere(filters)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * What this viewer leaves out of a search: the slugs of the companies they blocked (the caller counts those
 * companies' jobs from shared counts) and how many jobs matching the filters they hid elsewhere. Driven from
 * the viewer's own short lists, so it stays cheap however many jobs match; one statement.
 */
export async function viewerExclusions(
  db: Db,
  filters: JobFilters,
  userId: number,
): Promise<{ blocked: string[]; hidden: number }> {
  const hidden = filters.show_hidden_jobs
    ? sql`0`
    : sql`(SELECT count(*) FROM user_jobs h JOIN jobs j ON j.id = h.job_id
          WHERE h.user_id = ${userId} AND h.hidden AND ${jobFilterWhere(filters)}
            AND j.company_id NOT IN (SELECT b.company_id FROM blocked_companies b WHERE b.user_id = ${userId}))`;
  const { rows } = await sql<{ blocked: string[]; hidden: number }>`
    SELECT ARRAY(SELECT c.slug FROM blocked_companies b JOIN companies c ON c.id = b.company_id
                 WHERE b.user_id = ${userId}) AS blocked,
      ${hidden} AS hidden`.execute(db);
  return rows[0] ?? { blocked: [], hidden: 0 };
}

/** Count with every condition (saved/tracked lists are small: counting them directly is cheap). */
export async function countJobsForViewer(
  db: Db,
  filters: JobFilters,
  userId: number | null,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM jobs j WHERE ${jobSearchWhere(filters, userId)}`.execute(db);
  return rows[0]?.n ?? 0;
}

export type PageStrategy = 'walk' | 'collect';

/**
 * One page of matching jobs, newest first, with their company, locations and this viewer's own marks, in one
 * statement. 'walk' reads about (offset + limit) / match-share rows: best when matches are common. 'collect'
 * gathers the matches through the filters' own indexes, then sorts: best when they are rare, where walking
 * the date index would read most of the table to fill one page. `hinted` runs a walk in a session that can
 * only walk (walkingDb) when the planner's estimate could mislead it (combined filters, keywords, cities);
 * the service picks the strategy from exact counts, where those estimates can be off a hundredfold.
 */
export async function findJobPage(
  db: Db,
  filters: JobFilters,
  userId: number | null,
  page: { limit: number; offset: number; strategy: PageStrategy; hinted: boolean },
): Promise<Job[]> {
  const where = sql`${jobFilterWhere(filters)} AND ${viewerWhere(filters, userId)}`;
  const ids =
    page.strategy === 'walk'
      ? sql`SELECT j.id FROM jobs j WHERE ${where}
          ORDER BY j.first_seen_at DESC, j.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`
      : sql`SELECT id FROM (SELECT j.id, j.first_seen_at FROM jobs j WHERE ${where} OFFSET 0) AS matched
          ORDER BY first_seen_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`;
  const walker = page.strategy === 'walk' && page.hinted ? walkingDb(db) : db;
  const rows = await jobCards(walker ?? db, sql`j.id IN (${ids})`, userId);
  // The page's own order (first seen, newest first; id breaks ties), restored on its twenty rows.
  rows.sort(
    (a, b) => new Date(b.first_seen_at).getTime() - new Date(a.first_seen_at).getTime() || b.id - a.id,
  );
  return rows.map(toJob);
}

/** A job as the search SQL returns it: the card's fields, with the raw first-seen time instead of its label. */
export type JobRow = Omit<Job, 'formatted_date' | 'locations'> & {
  locations: Job['locations'] | null;
  first_seen_at: Date;
};

const toJob = ({ first_seen_at, locations, ...row }: JobRow): Job => ({
  ...row,
  locations: locations ?? [],
  formatted_date: new Date(first_seen_at).toISOString(),
});

/** A visitor has no marks of their own: constants, which also keep the statement quick to plan. */
const VISITOR_MARKS = sql`false AS saved, false AS flagged, false AS hidden, NULL AS current_status,
  0 AS job_notes_count, false AS company_saved`;

const memberMarks = (userId: number) => sql`
  COALESCE(uj.saved, false) AS saved, COALESCE(uj.flagged, false) AS flagged, COALESCE(uj.hidden, false) AS hidden,
  uj.status AS current_status,
  (SELECT count(*) FROM job_notes n WHERE n.user_id = ${userId} AND n.job_id = j.id)::int AS job_notes_count,
  EXISTS (SELECT 1 FROM saved_companies sc WHERE sc.user_id = ${userId} AND sc.company_id = j.company_id)
    AS company_saved`;

/** Jobs by id, in the order given, with everything a card shows (other modules show job lists the same way). */
export async function loadJobs(db: Db, ids: number[], userId: number | null): Promise<Job[]> {
  if (!ids.length) return [];
  const rows = await jobCards(db, sql`j.id = ANY(${ids}::bigint[])`, userId);
  const byId = new Map(rows.map((r) => [r.id, toJob(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The card fields of the jobs meeting `condition` (on jobs j), in no particular order. */
async function jobCards(db: Db, condition: RawBuilder<unknown>, userId: number | null): Promise<JobRow[]> {
  const { rows } = await sql<JobRow>`
    SELECT j.id, j.title, c.name AS company, j.url, j.first_seen_at, c.industry, c.homepage_url,
      j.level, j.type, j.function, j.company_id,
      (SELECT json_agg(json_build_object('city', l.city, 'state', l.state) ORDER BY l.position)
        FROM job_locations l WHERE l.job_id = j.id) AS locations,
      ${userId === null ? VISITOR_MARKS : memberMarks(userId)}
    FROM jobs j
    JOIN companies c ON c.id = j.company_id
    ${userId === null ? sql`` : sql`LEFT JOIN user_jobs uj ON uj.user_id = ${userId} AND uj.job_id = j.id`}
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

export async function savedSearchesOf(db: Db, userId: number) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'name', 'email'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Hidden jobs that would otherwise show (active, not of a blocked company). */
export async function hiddenJobsCount(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM user_jobs h JOIN jobs j ON j.id = h.job_id AND j.active
    WHERE h.user_id = ${userId} AND h.hidden
      AND j.company_id NOT IN (SELECT b.company_id FROM blocked_companies b WHERE b.user_id = ${userId})`.execute(
    db,
  );
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

/** Active jobs first seen since `since`, and how many companies posted them. */
export async function newJobCounts(
  db: Db,
  since: Date,
): Promise<{ job_search_count: number; job_company_count: number }> {
  const { rows } = await sql<{ job_search_count: number; job_company_count: number }>`
    SELECT count(*)::int AS job_search_count, count(DISTINCT company_id)::int AS job_company_count
    FROM jobs WHERE active AND first_seen_at >= ${since}`.execute(db);
  return rows[0] ?? { job_search_count: 0, job_company_count: 0 };
}

/** Where a job's posting is, as its board last listed it. */
export async function jobPostingUrl(db: Db, jobId: number): Promise<string | null> {
  const row = await db.selectFrom('jobs').select('url').where('id', '=', jobId).executeTakeFirst();
  return row?.url ?? null;
}
