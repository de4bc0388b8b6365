import { ATS_KINDS, type BoardErrorKind, JOB_FRESHNESS_DAYS, REPOST_WINDOW_DAYS } from '@upstream/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { NormalisedJob } from './normalise/index.ts';

type Conn = Kysely<Database> | Transaction<Database>;
const DAY_MS = 86_400_000;

export interface BoardRow {
  id: number;
  company_id: number;
  company: string;
  ats: string;
  token: string;
  status: 'active' | 'failing' | 'disabled';
  consecutive_failures: number;
  last_fetch_at: Date | null;
  last_success_at: Date | null;
  last_full_fetch_at: Date | null;
  listing_hash: string | null;
  listing_full: boolean;
}

/** Boards with what a fetch needs to know of them, in one query however many (a fetch job's batch). */
export function findBoards(db: Conn, ids: number[]): Promise<BoardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('job_boards as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select([
      'b.id',
      'b.company_id',
      'c.name as company',
      'b.ats',
      'b.token',
      'b.status',
      'b.consecutive_failures',
      'b.last_fetch_at',
      'b.last_success_at',
      'b.last_full_fetch_at',
      'b.listing_hash',
      'b.listing_full',
    ])
    .where('b.id', '=', sql<number>`ANY(${ids}::bigint[])`)
    .execute();
}

/**
 * Run `work` in ingestion's own kind of transaction, set up in one round trip:
 * - its commit does not wait for the disk: everything ingestion writes can be fetched again, so a crash that
 *   loses its last moments costs a refetch, while waiting for the flush made a board that answered as before
 *   cost a disk sync;
 * - it writes each job's location_keys with its places (see insertJobs, updateJobs), so the job_locations
 *   triggers need not check them (migration 2026112290).
 */
export function ingestTransaction<T>(db: Db, work: (trx: Conn) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    // One simple-protocol round trip opens and sets up the transaction (kysely's own takes two).
    await sql`BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL upstream.location_keys_written = on`.execute(
      conn,
    );
    try {
      const result = await work(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (err) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw err;
    }
  });
}

export interface DuePolicy {
  newJobsAfterMs: number;
  fullAfterMs: number;
  /** First retry after a failure; doubled per consecutive failure, never beyond newJobsAfterMs. */
  retryAfterMs: number;
  leaseMs: number;
}

/**
 * Claim up to `limit` boards that are due a fetch, oldest first, for `leaseMs`. SKIP LOCKED and the
 * claim column make each board go to one worker even when several schedule at once.
 */
export async function claimDueBoards(db: Db, now: Date, limit: number, policy: DuePolicy): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    UPDATE job_boards SET fetch_claimed_until = ${new Date(now.getTime() + policy.leaseMs)}
    WHERE id IN (
      SELECT id FROM job_boards
      WHERE status <> 'disabled' AND ats = ANY(${[...ATS_KINDS]}::text[])
        AND (fetch_claimed_until IS NULL OR fetch_claimed_until < ${now})
        AND (
          last_fetch_at IS NULL
          OR last_full_fetch_at IS NULL
          OR last_full_fetch_at <= ${new Date(now.getTime() - policy.fullAfterMs)}
          OR last_fetch_at <= ${now}::timestamptz - make_interval(secs => LEAST(
               ${policy.newJobsAfterMs / 1000}::float8,
               CASE WHEN consecutive_failures > 0
                 THEN ${policy.retryAfterMs / 1000}::float8 * 2 ^ LEAST(consecutive_failures - 1, 20)
                 ELSE ${policy.newJobsAfterMs / 1000}::float8 END))
        )
      ORDER BY last_fetch_at NULLS FIRST, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`.execute(db);
  return rows.rows.map((r) => r.id);
}

export interface ExistingJob {
  id: number;
  external_id: string;
  content_hash: string;
  closed_at: Date | null;
  active: boolean;
}

export async function boardJobs(db: Conn, boardId: number): Promise<ExistingJob[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'external_id', 'content_hash', 'closed_at', 'active'])
    .where('board_id', '=', boardId)
    .execute();
}

export interface RepostCandidate {
  id: number;
  title_key: string;
  location_key: string;
  first_seen_at: Date;
  repost_count: number;
}

/**
 * Earlier postings of the company a new posting may be a repost of: closed within the repost window, or
 * still open on this board but missing from its current listing.
 */
export async function repostCandidates(
  db: Conn,
  input: { companyId: number; boardId: number; titleKeys: string[]; listedIds: number[]; now: Date },
): Promise<RepostCandidate[]> {
  if (input.titleKeys.length === 0) return [];
  const since = new Date(input.now.getTime() - REPOST_WINDOW_DAYS * DAY_MS);
  const rows = await sql<RepostCandidate>`
    SELECT id, title_key, location_key, first_seen_at, repost_count FROM jobs
    WHERE company_id = ${input.companyId} AND title_key = ANY(${input.titleKeys}::text[])
      AND imported_by_user_id IS NULL
      AND (closed_at >= ${since}
        OR (closed_at IS NULL AND board_id = ${input.boardId} AND NOT (id = ANY(${input.listedIds}::bigint[]))))
    ORDER BY first_seen_at DESC, id DESC`.execute(db);
  return rows.rows;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface NewJobRow {
  job: NormalisedJob;
  hash: string;
  firstSeenAt: Date;
  repostedFromId: number | null;
  repostCount: number;
}

/**
 * A bulk write's rows as one JSON parameter, read back with json_to_recordset: the pg driver serialises one
 * string far faster than it escapes seventeen arrays of text. Places ride along, so a job and its places are
 * written by one statement.
 */
function jobRecord(j: NormalisedJob) {
  return {
    external_id: j.externalId,
    title: j.title,
    title_key: j.titleKey,
    url: j.url,
    function: j.function,
    level: j.level,
    type: j.type,
    department: j.department,
    employment_type: j.employmentType,
    description: j.description,
    salary_min: j.salaryMin,
    salary_max: j.salaryMax,
    salary_currency: j.salaryCurrency,
    remote: j.remote,
    posted_at: iso(j.postedAt),
    source_updated_at: iso(j.updatedAt),
    location_key: j.placesKey,
    places: j.places.map((p, position) => ({
      position,
      city: p.city,
      state: p.state,
      country: p.country,
      remote: p.remote,
    })),
  };
}

const JOB_COLUMNS =
  sql.raw(`external_id, title, title_key, url, function, level, type, department, employment_type,
  description, salary_min, salary_max, salary_currency, remote, posted_at, source_updated_at, location_key`);
const JOB_COLUMN_TYPES =
  sql.raw(`external_id text, title text, title_key text, url text, function text, level text,
  type text, department text, employment_type text, description text, salary_min numeric, salary_max numeric,
  salary_currency text, remote boolean, posted_at timestamptz, source_updated_at timestamptz, location_key text,
  places json`);
const PLACE_COLUMN_TYPES = sql.raw('position smallint, city text, state text, country text, remote boolean');
/**
 * A job's location_keys from its places, as upstream_location_keys() derives them from job_locations.
 * Written with the job and its places in one statement, inside ingestTransaction, so the job_locations
 * triggers skip their check; a test compares the two after every kind of write (locations.test.ts).
 */
const LOCATION_KEYS = sql.raw(`(SELECT COALESCE(array_agg(DISTINCT concat_ws('|', p.city, p.state)), '{}')
  FROM json_to_recordset(t.places) AS p(city text, state text) WHERE p.city IS NOT NULL AND p.city <> '')`);

/** Insert new postings and their places in one statement; returns their ids in input order. */
export async function insertJobs(
  db: Conn,
  board: { id: number; companyId: number },
  rows: NewJobRow[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const records = rows.map((r) => ({
    ...jobRecord(r.job),
    content_hash: r.hash,
    first_seen_at: r.firstSeenAt.toISOString(),
    reposted_from_id: r.repostedFromId,
    repost_count: r.repostCount,
  }));
  const result = await sql<{ id: number; external_id: string }>`
    WITH t AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${JSON.stringify(records)}::json)
        AS t(${JOB_COLUMN_TYPES}, content_hash text, first_seen_at timestamptz, reposted_from_id bigint,
          repost_count int)
    ), ins AS (
      INSERT INTO jobs (board_id, company_id, ${JOB_COLUMNS}, location_keys, content_hash, first_seen_at,
        last_seen_at, reposted_from_id, repost_count, active)
      SELECT ${board.id}, ${board.companyId}, ${JOB_COLUMNS}, ${LOCATION_KEYS}, content_hash, first_seen_at,
        ${now}, reposted_from_id, repost_count, true
      FROM t
      RETURNING id, external_id
    ), places AS (
      INSERT INTO job_locations (job_id, position, city, state, country, remote)
      SELECT ins.id, p.position, p.city, p.state, p.country, p.remote
      FROM ins JOIN t USING (external_id), json_to_recordset(t.places) AS p(${PLACE_COLUMN_TYPES})
    )
    SELECT id, external_id FROM ins`.execute(db);
  const ids = new Map(result.rows.map((r) => [r.external_id, r.id]));
  return rows.map((r) => ids.get(r.job.externalId)!);
}

/** Rewrite edited postings (and reopen them) with their places; first_seen_at is never touched. */
export async function updateJobs(
  db: Conn,
  rows: { id: number; job: NormalisedJob; hash: string }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((r) => ({ ...jobRecord(r.job), content_hash: r.hash, id: r.id }));
  const json = JSON.stringify(records);
  await sql`
    UPDATE jobs AS j SET title = t.title, title_key = t.title_key, url = t.url, function = t.function,
      level = t.level, type = t.type, department = t.department, employment_type = t.employment_type,
      description = t.description, salary_min = t.salary_min, salary_max = t.salary_max,
      salary_currency = t.salary_currency, remote = t.remote, posted_at = COALESCE(t.posted_at, j.posted_at),
      source_updated_at = t.source_updated_at, location_key = t.location_key, location_keys = ${LOCATION_KEYS},
      content_hash = t.content_hash, last_seen_at = ${now}, closed_at = NULL, active = true
    FROM json_to_recordset(${json}::json) AS t(${JOB_COLUMN_TYPES}, content_hash text, id bigint)
    WHERE j.id = t.id`.execute(db);
  // Places are rewritten only where they differ, so an edit that keeps its places leaves them (and the
  // location_keys the triggers derive from them) untouched.
  await sql`
    DELETE FROM job_locations l
    USING json_to_recordset(${json}::json) AS t(id bigint, places json)
    WHERE l.job_id = t.id AND l.position >= json_array_length(t.places)`.execute(db);
  await sql`
    INSERT INTO job_locations AS l (job_id, position, city, state, country, remote)
    SELECT t.id, p.position, p.city, p.state, p.country, p.remote
    FROM json_to_recordset(${json}::json) AS t(id bigint, places json),
      json_to_recordset(t.places) AS p(${PLACE_COLUMN_TYPES})
    ON CONFLICT (job_id, position) DO UPDATE
      SET city = EXCLUDED.city, state = EXCLUDED.state, country = EXCLUDED.country, remote = EXCLUDED.remote
      WHERE (l.city, l.state, l.country, l.remote) IS DISTINCT FROM
        (EXCLUDED.city, EXCLUDED.state, EXCLUDED.country, EXCLUDED.remote)`.execute(db);
}

/** Reopen listed postings that had been closed, unchanged since. */
export async function reopenJobs(db: Conn, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await sql`UPDATE jobs SET closed_at = NULL, active = true, last_seen_at = ${now}
    WHERE id = ANY(${ids}::bigint[])`.execute(db);
}

/** Close postings a full fetch no longer lists (kept, never deleted). */
export async function closeJobs(db: Conn, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await sql`UPDATE jobs SET closed_at = ${now}, active = false
    WHERE id = ANY(${ids}::bigint[]) AND closed_at IS NULL`.execute(db);
}

/** A board just read successfully: its open jobs are shown again if the staleness sweep had hidden them. */
export async function reactivateOpenJobs(db: Conn, boardId: number): Promise<void> {
  await sql`UPDATE jobs SET active = true WHERE board_id = ${boardId} AND closed_at IS NULL AND NOT active`.execute(
    db,
  );
}

/**
 * A successful fetch: the board is checked (its jobs stay fresh) and its listing fingerprint kept. One
 * statement that also tells its own commit not to wait for the disk (as ingestTransaction does), so a board
 * that answered as before costs one write and no disk sync; inside a transaction it simply takes part.
 */
export async function markBoardSuccess(
  db: Conn,
  boardId: number,
  now: Date,
  full: boolean,
  listing: { hash: string | null; full: boolean },
): Promise<void> {
  await sql`
    UPDATE job_boards SET last_fetch_at = ${now}, last_success_at = ${now},
      last_full_fetch_at = ${full ? now : sql`last_full_fetch_at`},
      status = CASE WHEN status = 'disabled' THEN 'disabled' ELSE 'active' END,
      consecutive_failures = 0, fetch_claimed_until = NULL,
      listing_hash = ${listing.hash}, listing_full = ${listing.full}
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush_wait
    WHERE id = ${boardId}`.execute(db);
}

/** Record a failed fetch; after `failingAfter` in a row the board is marked failing. Its jobs are untouched. */
export async function markBoardFailure(
  db: Conn,
  boardId: number,
  now: Date,
  error: { kind: BoardErrorKind; httpStatus: number | null; message: string },
  failingAfter: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('board_fetch_errors')
      .values({
        board_id: boardId,
        occurred_at: now,
        kind: error.kind,
        http_status: error.httpStatus,
        message: error.message.slice(0, 1000),
      })
      .execute();
    await sql`UPDATE job_boards SET last_fetch_at = ${now}, fetch_claimed_until = NULL,
        consecutive_failures = consecutive_failures + 1,
        status = CASE WHEN status = 'disabled' THEN 'disabled'
          WHEN consecutive_failures + 1 >= ${failingAfter} THEN 'failing' ELSE status END
      WHERE id = ${boardId}`.execute(trx);
  });
}

/** Hide the jobs of boards not read successfully within JOB_FRESHNESS_DAYS (spec §1). Returns how many. */
export async function hideStaleJobs(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - JOB_FRESHNESS_DAYS * DAY_MS);
  const result = await sql`UPDATE jobs SET active = false
    WHERE active AND board_id IN (
      SELECT id FROM job_boards WHERE last_success_at IS NULL OR last_success_at < ${cutoff})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
