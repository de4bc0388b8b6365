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

export function findBoard(db: Conn, id: number): Promise<BoardRow | undefined> {
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
    .where('b.id', '=', id)
    .executeTakeFirst();
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
const num = (n: number | null) => (n === null ? null : String(n));

export interface NewJobRow {
  job: NormalisedJob;
  hash: string;
  firstSeenAt: Date;
  repostedFromId: number | null;
  repostCount: number;
}

/** The column arrays of a bulk write, in the order the unnest lists below expect. */
function jobColumns(jobs: NormalisedJob[]) {
  const col = <T>(f: (j: NormalisedJob) => T) => jobs.map(f);
  return sql.join([
    sql`${col((j) => j.externalId)}::text[]`,
    sql`${col((j) => j.title)}::text[]`,
    sql`${col((j) => j.titleKey)}::text[]`,
    sql`${col((j) => j.url)}::text[]`,
    sql`${col((j) => j.function)}::text[]`,
    sql`${col((j) => j.level)}::text[]`,
    sql`${col((j) => j.type)}::text[]`,
    sql`${col((j) => j.department)}::text[]`,
    sql`${col((j) => j.employmentType)}::text[]`,
    sql`${col((j) => j.description)}::text[]`,
    sql`${col((j) => num(j.salaryMin))}::numeric[]`,
    sql`${col((j) => num(j.salaryMax))}::numeric[]`,
    sql`${col((j) => j.salaryCurrency)}::text[]`,
    sql`${col((j) => j.remote)}::bool[]`,
    sql`${col((j) => iso(j.postedAt))}::timestamptz[]`,
    sql`${col((j) => iso(j.updatedAt))}::timestamptz[]`,
    sql`${col((j) => j.placesKey)}::text[]`,
  ]);
}
const JOB_COLUMNS =
  sql.raw(`external_id, title, title_key, url, function, level, type, department, employment_type,
  description, salary_min, salary_max, salary_currency, remote, posted_at, source_updated_at, location_key`);

/** Insert new postings in one statement; returns their ids in input order. */
export async function insertJobs(
  db: Conn,
  board: { id: number; companyId: number },
  rows: NewJobRow[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = await sql<{ id: number; external_id: string }>`
    INSERT INTO jobs (board_id, company_id, ${JOB_COLUMNS}, content_hash, first_seen_at, last_seen_at,
      reposted_from_id, repost_count, active)
    SELECT ${board.id}, ${board.companyId}, ${JOB_COLUMNS}, content_hash, first_seen_at, ${now},
      reposted_from_id, repost_count, true
    FROM unnest(${jobColumns(rows.map((r) => r.job))}, ${rows.map((r) => r.hash)}::text[],
      ${rows.map((r) => r.firstSeenAt.toISOString())}::timestamptz[], ${rows.map((r) => r.repostedFromId)}::bigint[],
      ${rows.map((r) => r.repostCount)}::int[])
      AS t(${JOB_COLUMNS}, content_hash, first_seen_at, reposted_from_id, repost_count)
    RETURNING id, external_id`.execute(db);
  const ids = new Map(result.rows.map((r) => [r.external_id, r.id]));
  return rows.map((r) => ids.get(r.job.externalId)!);
}

/** Rewrite edited postings (and reopen them); first_seen_at is never touched. */
export async function updateJobs(
  db: Conn,
  rows: { id: number; job: NormalisedJob; hash: string }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    UPDATE jobs AS j SET title = t.title, title_key = t.title_key, url = t.url, function = t.function,
      level = t.level, type = t.type, department = t.department, employment_type = t.employment_type,
      description = t.description, salary_min = t.salary_min, salary_max = t.salary_max,
      salary_currency = t.salary_currency, remote = t.remote, posted_at = COALESCE(t.posted_at, j.posted_at),
      source_updated_at = t.source_updated_at, location_key = t.location_key, content_hash = t.content_hash,
      last_seen_at = ${now}, closed_at = NULL, active = true
    FROM unnest(${jobColumns(rows.map((r) => r.job))}, ${rows.map((r) => r.hash)}::text[],
      ${rows.map((r) => r.id)}::bigint[]) AS t(${JOB_COLUMNS}, content_hash, id)
    WHERE j.id = t.id`.execute(db);
}

/** Write the places of the given jobs; `replace` lists the jobs whose old places go first (edits). */
export async function writeLocations(
  db: Conn,
  rows: { id: number; job: NormalisedJob }[],
  replace: number[],
): Promise<void> {
  if (replace.length)
    await sql`DELETE FROM job_locations WHERE job_id = ANY(${replace}::bigint[])`.execute(db);
  if (rows.length === 0) return;
  const flat = rows.flatMap((r) => r.job.places.map((p, position) => ({ id: r.id, position, ...p })));
  if (flat.length === 0) return;
  await sql`
    INSERT INTO job_locations (job_id, position, city, state, country, remote)
    SELECT * FROM unnest(${flat.map((p) => p.id)}::bigint[], ${flat.map((p) => p.position)}::smallint[],
      ${flat.map((p) => p.city)}::text[], ${flat.map((p) => p.state)}::text[], ${flat.map((p) => p.country)}::text[],
      ${flat.map((p) => p.remote)}::bool[])`.execute(db);
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

/** A successful fetch: the board is checked (its jobs stay fresh) and its listing fingerprint kept. */
export async function markBoardSuccess(
  db: Conn,
  boardId: number,
  now: Date,
  full: boolean,
  listing: { hash: string | null; full: boolean },
): Promise<void> {
  await db
    .updateTable('job_boards')
    .set({
      last_fetch_at: now,
      last_success_at: now,
      ...(full ? { last_full_fetch_at: now } : {}),
      status: sql<'active'>`CASE WHEN status = 'disabled' THEN 'disabled' ELSE 'active' END`,
      consecutive_failures: 0,
      fetch_claimed_until: null,
      listing_hash: listing.hash,
      listing_full: listing.full,
    })
    .where('id', '=', boardId)
    .execute();
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
