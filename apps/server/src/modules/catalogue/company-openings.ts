import { JOB_FRESHNESS_DAYS } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';

// Which postings a board's write regroups into openings (docs/decisions/0015). Nearly every company has one
// board: its openings are the board's, regrouped by board. A company with several boards (a Greenhouse and a
// Lever board, one board per region) posts one opening on two of them too, so its openings are regrouped over
// all its boards, under a lock on the company: two workers writing two of its boards at once take turns, and
// the second reads the first's committed postings before it decides (READ COMMITTED: each statement's own
// snapshot), so the grouping is the same whichever board was written first.

/** The postings a regroup reads and writes: one board's, or every board's of its company. */
export interface OpeningsScope {
  boardId: number;
  companyId: number;
  /** The company has other boards: its openings span them. */
  acrossBoards: boolean;
  /** A board of the company not fetched successfully since then is silent: its postings are hidden. */
  silentBefore: Date;
}

/**
 * Start a write of a board's jobs: when its company has other boards, take the company's openings lock (held
 * to the transaction's end) before anything is written, so two writers never wait on each other's rows and
 * lock. One statement either way; a company with one board takes no lock.
 */
export async function openingsScope(
  db: Executor,
  board: { id: number; companyId: number },
  now: Date,
): Promise<OpeningsScope> {
  const { rows } = await sql<{ boards: number }>`
    SELECT count(*)::int AS boards,
      CASE WHEN count(*) > 1 THEN pg_advisory_xact_lock(hashtext('openings'), ${board.companyId}::int)::text END
        AS locked
    FROM job_boards WHERE company_id = ${board.companyId}`.execute(db);
  return {
    boardId: board.id,
    companyId: board.companyId,
    acrossBoards: (rows[0]?.boards ?? 0) > 1,
    silentBefore: new Date(now.getTime() - JOB_FRESHNESS_DAYS * DAY),
  };
}

/** The postings of the scope, on jobs `alias` (as a condition). */
export function inScope(scope: OpeningsScope, alias = ''): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return scope.acrossBoards
    ? sql<boolean>`${column('company_id')} = ${scope.companyId}`
    : sql<boolean>`${column('board_id')} = ${scope.boardId}`;
}

/**
 * Postings of the scope that can be part of an opening: those of the board being written and of the company's
 * boards that are not silent (a silent board's postings are hidden with it, and an opening it held is shown by
 * the next copy on a board that answers).
 */
export function onAnsweringBoard(scope: OpeningsScope, alias = ''): RawBuilder<boolean> {
  if (!scope.acrossBoards) return sql<boolean>`TRUE`;
  const boardId = sql.ref(alias ? `${alias}.board_id` : 'board_id');
  return sql<boolean>`(${boardId} = ${scope.boardId} OR ${boardId} IN (SELECT b.id FROM job_boards b
    WHERE b.company_id = ${scope.companyId} AND b.last_success_at >= ${scope.silentBefore}))`;
}
