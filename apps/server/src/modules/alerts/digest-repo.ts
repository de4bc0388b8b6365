import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

// The SQL of the daily digest: a fixed handful of set-based queries per run, however many people and searches.

type Executor = Db | Transaction<Database>;

export interface NewJobRow {
  id: number;
  title: string;
  title_search: string;
  url: string;
  function: string;
  level: string;
  type: string;
  remote: boolean;
  first_seen_at: Date;
  company_id: number;
  company: string;
  company_slug: string;
  industry: string | null;
  locations: { city: string | null; state: string | null }[];
}

/** How long a job must have been gone for its return to count as new (a repost within this is not news). */
export const REPOST_GRACE_DAYS = 30;

/**
 * Active jobs first seen in (after, upTo], without reposts: a job that came back within 30 days of its
 * original's last sighting is the same opening, not a new one.
 */
export async function newJobs(db: Executor, after: Date, upTo: Date): Promise<NewJobRow[]> {
  const { rows } = await sql<NewJobRow>`
    SELECT j.id, j.title, j.title_search, j.url, j.function, j.level, j.type, j.remote, j.first_seen_at,
           j.company_id, c.name AS company, c.slug AS company_slug, c.industry,
           coalesce(loc.locations, '[]'::json) AS locations
      FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN jobs o ON o.id = j.reposted_from_id
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('city', l.city, 'state', l.state) ORDER BY l.position) AS locations
          FROM job_locations l WHERE l.job_id = j.id
      ) loc ON true
     WHERE j.active
       AND j.first_seen_at > ${after} AND j.first_seen_at <= ${upTo}
       AND (o.id IS NULL OR o.last_seen_at < j.first_seen_at - make_interval(days => ${REPOST_GRACE_DAYS}))
  `.execute(db);
  return rows;
}

/** Keywords folded exactly as titles are (upstream_fold), so matching in memory agrees with search. */
export async function foldKeywords(db: Executor, keywords: string[]): Promise<Map<string, string>> {
  if (keywords.length === 0) return new Map();
  const { rows } = await sql<{ keyword: string; folded: string | null }>`
    SELECT k AS keyword, upstream_fold(k) AS folded FROM unnest(${keywords}::text[]) AS k
  `.execute(db);
  return new Map(rows.map((r) => [r.keyword, r.folded ?? '']));
}

export interface DigestSearchRow {
  id: number;
  user_id: number;
  name: string;
  filters: Record<string, unknown>;
  digest_through: Date | null;
  email: string;
  first_name: string | null;
  tier: string | null;
  /** 1 for the person's oldest emailing search, 2 for the next… (the tier's quota keeps the first ones). */
  rank: number;
}

/**
 * Saved searches with the daily email on whose digest has not yet covered `upTo`, of people who have access
 * and have not opted out of email.
 */
export async function dueSearches(db: Executor, upTo: Date, onlyEmail?: string): Promise<DigestSearchRow[]> {
  const { rows } = await sql<DigestSearchRow>`
    SELECT * FROM (
      SELECT s.id, s.user_id, s.name, s.filters, s.digest_through, u.email, u.first_name, p.tier,
             row_number() OVER (PARTITION BY s.user_id ORDER BY s.created_at, s.id)::int AS rank
        FROM saved_searches s
        JOIN users u ON u.id = s.user_id
        JOIN permissions p ON p.user_id = s.user_id
       WHERE s.email AND NOT u.email_opt_out
         ${onlyEmail ? sql`AND lower(u.email) = lower(${onlyEmail})` : sql``}
    ) ranked
    WHERE digest_through IS NULL OR digest_through < ${upTo}
    ORDER BY user_id, rank
  `.execute(db);
  return rows;
}

/** Who hid which of these jobs, as 'user:job' keys (few rows: hiding is rare, and only new jobs count). */
export async function hiddenJobs(db: Executor, jobIds: number[]): Promise<Set<string>> {
  if (!jobIds.length) return new Set();
  const { rows } = await sql<{ user_id: number; job_id: number }>`
    SELECT user_id, job_id FROM user_jobs WHERE hidden AND job_id = ANY(${jobIds}::bigint[])
  `.execute(db);
  return new Set(rows.map((r) => `${r.user_id}:${r.job_id}`));
}

/** Who blocked which of these companies, as 'user:company' keys. */
export async function blockedCompanies(db: Executor, companyIds: number[]): Promise<Set<string>> {
  if (!companyIds.length) return new Set();
  const { rows } = await sql<{ user_id: number; company_id: number }>`
    SELECT user_id, company_id FROM blocked_companies WHERE company_id = ANY(${companyIds}::bigint[])
  `.execute(db);
  return new Set(rows.map((r) => `${r.user_id}:${r.company_id}`));
}

/**
 * Lock these searches and keep those still at the watermark this run computed from: a concurrent run that got
 * there first has covered them, and they are skipped.
 */
export async function lockUncovered(
  trx: Transaction<Database>,
  expected: Map<number, Date | null>,
): Promise<Set<number>> {
  const ids = [...expected.keys()];
  if (!ids.length) return new Set();
  const rows = await trx
    .selectFrom('saved_searches')
    .select(['id', 'digest_through'])
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  const keep = new Set<number>();
  for (const row of rows) {
    const before = expected.get(row.id);
    const now = row.digest_through ? new Date(row.digest_through).getTime() : null;
    if ((before ? before.getTime() : null) === now) keep.add(row.id);
  }
  return keep;
}

export async function markCovered(trx: Transaction<Database>, ids: number[], through: Date): Promise<void> {
  if (!ids.length) return;
  await trx.updateTable('saved_searches').set({ digest_through: through }).where('id', 'in', ids).execute();
}
