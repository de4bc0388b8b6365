import { SCHEDULE_TIME_ZONE } from '@upstream/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';

// The catalogue's measured figures for the operator console (Overview, Monthly update). Only jobs from boards
// count (a member's imported jobs are theirs), and never one an operator hid for everyone.

/** Open at `at`: seen by then, not closed by then, from a board, not hidden for everyone. */
const openAt = (at: Date) => sql`j.first_seen_at <= ${at} AND (j.closed_at IS NULL OR j.closed_at > ${at})
  AND j.imported_by_user_id IS NULL AND j.moderation IS DISTINCT FROM 'removed'`;

export interface JobsDayRow {
  day: string;
  open: number;
  added: number;
  closed: number;
}

/**
 * Per calendar day (schedule time zone) of the last `days` days, oldest first: jobs first seen, jobs closed,
 * and jobs open at the day's end, worked back from the jobs open now through each day's additions and
 * closings (a job reopened since counts as open from when it was first seen).
 */
export async function jobsPerDay(db: Db, now: Date, days: number): Promise<JobsDayRow[]> {
  const tz = SCHEDULE_TIME_ZONE;
  const since = new Date(now.getTime() - (days + 1) * DAY);
  const { rows } = await sql<JobsDayRow>`
    WITH calendar AS (
      SELECT generate_series((${now}::timestamptz AT TIME ZONE ${tz})::date - ${days - 1}::int,
        (${now}::timestamptz AT TIME ZONE ${tz})::date, interval '1 day')::date AS day
    ), events AS (
      SELECT (j.first_seen_at AT TIME ZONE ${tz})::date AS day, 1 AS added, 0 AS closed FROM jobs j
      WHERE j.first_seen_at >= ${since} AND j.imported_by_user_id IS NULL AND j.moderation IS DISTINCT FROM 'removed'
      UNION ALL
      SELECT (j.closed_at AT TIME ZONE ${tz})::date, 0, 1 FROM jobs j
      WHERE j.closed_at >= ${since} AND j.imported_by_user_id IS NULL AND j.moderation IS DISTINCT FROM 'removed'
    ), per_day AS (
      SELECT c.day, coalesce(sum(e.added), 0)::int AS added, coalesce(sum(e.closed), 0)::int AS closed
      FROM calendar c LEFT JOIN events e ON e.day = c.day GROUP BY c.day
    ), open_now AS (
      SELECT count(*)::int AS n FROM jobs j WHERE ${openAt(now)}
    )
    SELECT to_char(p.day, 'YYYY-MM-DD') AS day, p.added, p.closed,
      ((SELECT n FROM open_now)
        - coalesce(sum(p.added - p.closed) OVER (ORDER BY p.day DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
      )::int AS open
    FROM per_day p ORDER BY p.day`.execute(db);
  return rows;
}

export interface CatalogueFigures {
  /** Companies with open jobs at the period's end, and those jobs. */
  companies: number;
  open_jobs: number;
  /** Jobs first seen in the period, and jobs closed in it. */
  added: number;
  closed: number;
}

/** The catalogue over [from, to): what was open at `openAt` (its end, or now), what came and what went. */
export async function catalogueFiguresBetween(
  db: Db,
  from: Date,
  to: Date,
  openAtTime: Date,
): Promise<CatalogueFigures> {
  const end = new Date(openAtTime.getTime() - 1);
  const { rows } = await sql<CatalogueFigures>`
    SELECT
      (SELECT count(DISTINCT j.company_id) FROM jobs j WHERE ${openAt(end)})::int AS companies,
      (SELECT count(*) FROM jobs j WHERE ${openAt(end)})::int AS open_jobs,
      (SELECT count(*) FROM jobs j WHERE j.first_seen_at >= ${from} AND j.first_seen_at < ${to}
        AND j.imported_by_user_id IS NULL AND j.moderation IS DISTINCT FROM 'removed')::int AS added,
      (SELECT count(*) FROM jobs j WHERE j.closed_at >= ${from} AND j.closed_at < ${to}
        AND j.imported_by_user_id IS NULL AND j.moderation IS DISTINCT FROM 'removed')::int AS closed`.execute(
    db,
  );
  return rows[0] ?? { companies: 0, open_jobs: 0, added: 0, closed: 0 };
}
