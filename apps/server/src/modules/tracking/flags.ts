import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { jobSummaries } from '../catalogue/index.ts';

// Members' flags as the operator reviews them (the console's Flagged jobs). A flag is open while the member
// keeps it and no operator has answered it; hiding or closing the job, or dismissing its flags, answers them.

export interface FlaggedJobRow {
  job_id: number;
  title: string;
  company: string;
  url: string;
  closed_at: Date | null;
  flags: number;
  first_flagged_at: Date;
  last_flagged_at: Date;
}

/** Catalogue jobs with open flags that no operator has moderated, most recently flagged first. */
export async function flaggedJobs(db: Db, limit = 200): Promise<FlaggedJobRow[]> {
  const { rows } = await sql<FlaggedJobRow>`
    SELECT j.job_id, j.title, j.company, j.url, j.closed_at, f.flags, f.first_flagged_at, f.last_flagged_at
    FROM (
      SELECT uj.job_id, count(*)::int AS flags,
        min(coalesce(uj.flagged_at, uj.updated_at)) AS first_flagged_at,
        max(coalesce(uj.flagged_at, uj.updated_at)) AS last_flagged_at
      FROM user_jobs uj WHERE uj.flagged AND uj.flag_dismissed_at IS NULL GROUP BY uj.job_id
    ) f
    JOIN (${jobSummaries()}) j ON j.job_id = f.job_id
    WHERE j.moderation IS NULL AND NOT j.imported
    ORDER BY f.last_flagged_at DESC, j.job_id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Answer the open flags on a job (the operator dismissed them, or hid or closed the job). Returns how many. */
export async function answerFlags(db: Db, jobId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('user_jobs')
    .set({ flag_dismissed_at: now })
    .where('job_id', '=', jobId)
    .where('flagged', '=', true)
    .where('flag_dismissed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Jobs with open flags awaiting an operator (the Overview's count). */
export async function openFlaggedJobCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT DISTINCT uj.job_id FROM user_jobs uj WHERE uj.flagged AND uj.flag_dismissed_at IS NULL
    ) f JOIN (${jobSummaries()}) j ON j.job_id = f.job_id
    WHERE j.moderation IS NULL AND NOT j.imported`.execute(db);
  return rows[0]?.n ?? 0;
}
