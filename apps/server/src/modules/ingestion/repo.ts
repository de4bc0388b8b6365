import { ATS_KINDS, type BoardErrorKind, JOB_FRESHNESS_DAYS } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Executor } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';
import { companyNames } from '../catalogue/index.ts';

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
  /** How many items the listing of listing_hash held (null: not known, the answer is parsed). */
  listing_count: number | null;
  /** The company had an industry when the board was read: its fetch need not look for one. */
  company_has_industry: boolean;
}

/** Boards with what a fetch needs to know of them, in one query however many (a fetch job's batch). */
export async function findBoards(db: Executor, ids: number[]): Promise<BoardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<BoardRow>`
    SELECT b.id, b.company_id, c.name AS company, b.ats, b.token, b.status, b.consecutive_failures,
      b.last_fetch_at, b.last_success_at, b.last_full_fetch_at, b.listing_hash, b.listing_full,
      b.listing_count,
      c.industry IS NOT NULL AS company_has_industry
    FROM job_boards b JOIN (${companyNames()}) c ON c.company_id = b.company_id
    WHERE b.id = ANY(${ids}::bigint[])`.execute(db);
  return rows;
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

/**
 * A successful fetch: the board is checked (its jobs stay fresh) and its listing fingerprint kept. One
 * statement that also tells its own commit not to wait for the disk (as ingestTransaction does), so a board
 * that answered as before costs one write and no disk sync; inside a transaction it simply takes part.
 * `alongside` is another write sent in the same statement (a data-modifying WITH: it runs whether or not it is
 * read), so it costs no round trip of its own.
 */
export async function markBoardSuccess(
  db: Executor,
  boardId: number,
  now: Date,
  full: boolean,
  listing: { hash: string | null; full: boolean; count: number },
  alongside?: RawBuilder<unknown>,
): Promise<void> {
  await sql`
    ${alongside ? sql`WITH alongside AS (${alongside})` : sql``}
    UPDATE job_boards SET last_fetch_at = ${now}, last_success_at = ${now},
      last_full_fetch_at = ${full ? now : sql`last_full_fetch_at`},
      status = CASE WHEN status = 'disabled' THEN 'disabled' ELSE 'active' END,
      consecutive_failures = 0, fetch_claimed_until = NULL,
      listing_hash = ${listing.hash}, listing_full = ${listing.full}, listing_count = ${listing.count}
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush_wait
    WHERE id = ${boardId}`.execute(db);
}

/** Record a failed fetch; after `failingAfter` in a row the board is marked failing. Its jobs are untouched. */
export async function markBoardFailure(
  db: Executor,
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

/** The boards not read successfully within JOB_FRESHNESS_DAYS (spec §1), as SQL selecting their ids. */
export function staleBoardIds(now: Date): RawBuilder<unknown> {
  const cutoff = new Date(now.getTime() - JOB_FRESHNESS_DAYS * DAY);
  return sql`SELECT id FROM job_boards WHERE last_success_at IS NULL OR last_success_at < ${cutoff}`;
}
