import type { FlagOutcome } from '@upstream/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { emailRecipients } from '../accounts/index.ts';
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

/**
 * Answer the open flags on a job (the operator dismissed them, or hid or closed the job), recording the outcome
 * the members who flagged it are told (on the card, and in the next daily email). Returns how many.
 */
export async function answerFlags(db: Db, jobId: number, now: Date, outcome: FlagOutcome): Promise<number> {
  const result = await db
    .updateTable('user_jobs')
    .set({ flag_dismissed_at: now, flag_outcome: outcome, flag_outcome_emailed_at: null })
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

/** An operator's answer to a member's flag, not yet emailed to them. */
export interface UnsentFlagOutcome {
  user_id: number;
  email: string | null;
  first_name: string | null;
  job_id: number;
  title: string;
  company: string;
  flag_outcome: FlagOutcome;
}

/**
 * Outcomes answered up to `upTo` and not yet emailed, with the member's address (null: they opted out of
 * email, so the card alone tells them), grouped by member.
 */
export async function unsentFlagOutcomes(db: Db, upTo: Date): Promise<UnsentFlagOutcome[]> {
  const { rows } = await sql<UnsentFlagOutcome>`
    SELECT uj.user_id, r.email, r.first_name, uj.job_id, j.title, j.company, uj.flag_outcome
    FROM user_jobs uj
    JOIN (${jobSummaries()}) j ON j.job_id = uj.job_id
    LEFT JOIN (${emailRecipients()}) r ON r.user_id = uj.user_id
    WHERE uj.flag_outcome IS NOT NULL AND uj.flag_outcome_emailed_at IS NULL AND uj.flagged
      AND uj.flag_dismissed_at <= ${upTo}
    ORDER BY uj.user_id, uj.flag_dismissed_at, uj.job_id`.execute(db);
  return rows;
}

/** These members' outcomes up to `upTo` are told (emailed, or they take no email): never sent again. */
export async function markFlagOutcomesTold(db: Db, userIds: number[], upTo: Date, now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await sql`UPDATE user_jobs SET flag_outcome_emailed_at = ${now}
    WHERE user_id = ANY(${userIds}::bigint[]) AND flag_outcome IS NOT NULL
      AND flag_outcome_emailed_at IS NULL AND flag_dismissed_at <= ${upTo}`.execute(db);
}
