import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { jobSummaries } from '../catalogue/index.ts';

// The tracker's figures for the progress report, over a set of people given as SQL selecting their ids.

/** Status changes in (after, upTo] per person and status (the status notes the tracker writes). */
export async function statusChangesOf(db: Db, people: RawBuilder<unknown>, after: Date, upTo: Date) {
  const { rows } = await sql<{ user_id: number; status: string; changes: number }>`
    SELECT n.user_id, regexp_replace(n.note, '^Job Status: ', '') AS status, count(*)::int AS changes
      FROM job_notes n
     WHERE n.is_status AND n.created_at > ${after} AND n.created_at <= ${upTo}
       AND n.user_id IN (${people})
     GROUP BY 1, 2
  `.execute(db);
  return rows;
}

/** Each person's open tracked jobs (status not closed), most recently changed first, the first `listed`. */
export async function openTrackedJobsOf(
  db: Db,
  people: RawBuilder<unknown>,
  opts: { closed: string[]; listed: number },
) {
  const { rows } = await sql<{
    user_id: number;
    job_id: number;
    title: string;
    company: string;
    url: string;
    status: string;
    status_changed_at: Date | null;
    total: number;
  }>`
    SELECT * FROM (
      SELECT uj.user_id, j.job_id, j.title, j.company, j.url, uj.status, uj.status_changed_at,
             row_number() OVER (PARTITION BY uj.user_id ORDER BY uj.status_changed_at DESC NULLS LAST, j.job_id) AS rn,
             count(*) OVER (PARTITION BY uj.user_id)::int AS total
        FROM user_jobs uj
        JOIN (${jobSummaries()}) j ON j.job_id = uj.job_id
       WHERE uj.status IS NOT NULL AND NOT (uj.status = ANY(${opts.closed}::text[]))
         AND uj.user_id IN (${people})
    ) ranked WHERE rn <= ${opts.listed}
    ORDER BY user_id, rn
  `.execute(db);
  return rows;
}
