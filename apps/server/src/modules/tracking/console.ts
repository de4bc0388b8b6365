import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

// The tracker as the operator console reads it: each member's counts (Members) and the service's measured
// figures for a period (the Monthly update), from the status notes the tracker writes on every change.

export interface MarkCounts {
  saved: number;
  tracked: number;
  hidden: number;
  flagged: number;
}

/** Saved, tracked (a status), hidden and flagged jobs of each person. */
export async function markCountsOf(db: Db, userIds: number[]): Promise<Map<number, MarkCounts>> {
  if (!userIds.length) return new Map();
  const { rows } = await sql<MarkCounts & { user_id: number }>`
    SELECT user_id, count(*) FILTER (WHERE saved)::int AS saved,
      count(*) FILTER (WHERE status IS NOT NULL)::int AS tracked,
      count(*) FILTER (WHERE hidden)::int AS hidden, count(*) FILTER (WHERE flagged)::int AS flagged
    FROM user_jobs WHERE user_id = ANY(${userIds}::bigint[]) GROUP BY user_id`.execute(db);
  return new Map(rows.map(({ user_id, ...counts }) => [user_id, counts]));
}

export interface TrackerFigures {
  /** Status changes to an applied status ('Cold Applied', 'Warm Applied'). */
  applications: number;
  /** Status changes to an interview. */
  interviews: number;
  /** Status changes to 'Offer'. */
  offers: number;
}

/** What members recorded in their trackers in [from, to). */
export async function trackerFiguresBetween(db: Db, from: Date, to: Date): Promise<TrackerFigures> {
  const { rows } = await sql<TrackerFigures>`
    SELECT count(*) FILTER (WHERE s.status IN ('Cold Applied', 'Warm Applied'))::int AS applications,
      count(*) FILTER (WHERE s.status LIKE '%Interview')::int AS interviews,
      count(*) FILTER (WHERE s.status = 'Offer')::int AS offers
    FROM (
      SELECT regexp_replace(n.note, '^Job Status: ', '') AS status FROM job_notes n
      WHERE n.is_status AND n.created_at >= ${from} AND n.created_at < ${to}
    ) s`.execute(db);
  return rows[0] ?? { applications: 0, interviews: 0, offers: 0 };
}
