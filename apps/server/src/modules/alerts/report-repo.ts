import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';

// The SQL of the progress report: three set-based queries per run.

export type Cadence = 'monthly' | 'weekly';

/** Paid tiers get the report weekly, everyone else monthly (spec §9). */
export const PAID_TIERS = ['standard', 'plus'];

const cadenceCondition = (cadence: Cadence): RawBuilder<boolean> =>
  cadence === 'weekly'
    ? sql<boolean>`p.tier = ANY(${PAID_TIERS}::text[])`
    : sql<boolean>`(p.tier IS NULL OR NOT (p.tier = ANY(${PAID_TIERS}::text[])))`;

const recipients = (cadence: Cadence, onlyEmail?: string) => sql`
  SELECT u.id FROM users u JOIN permissions p ON p.user_id = u.id
   WHERE NOT u.email_opt_out AND ${cadenceCondition(cadence)}
   ${onlyEmail ? sql`AND lower(u.email) = lower(${onlyEmail})` : sql``}`;

export async function reportRecipients(db: Db, cadence: Cadence, onlyEmail?: string) {
  const { rows } = await sql<{ id: number; email: string; first_name: string | null }>`
    SELECT u.id, u.email, u.first_name FROM users u WHERE u.id IN (${recipients(cadence, onlyEmail)}) ORDER BY u.id
  `.execute(db);
  return rows;
}

/** Status changes in (after, upTo] per person and status (the status notes the tracker writes). */
export async function statusChanges(db: Db, cadence: Cadence, after: Date, upTo: Date, onlyEmail?: string) {
  const { rows } = await sql<{ user_id: number; status: string; changes: number }>`
    SELECT n.user_id, regexp_replace(n.note, '^Job Status: ', '') AS status, count(*)::int AS changes
      FROM job_notes n
     WHERE n.is_status AND n.created_at > ${after} AND n.created_at <= ${upTo}
       AND n.user_id IN (${recipients(cadence, onlyEmail)})
     GROUP BY 1, 2
  `.execute(db);
  return rows;
}

/** Statuses after which a tracked job is no longer open. */
export const CLOSED_STATUSES = ['Accepted', 'Rejected', 'Ghosted'];
/** Open tracked jobs listed per person; the total is given too. */
export const OPEN_JOBS_LISTED = 25;

export async function openTrackedJobs(db: Db, cadence: Cadence, onlyEmail?: string) {
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
      SELECT uj.user_id, j.id AS job_id, j.title, c.name AS company, j.url, uj.status, uj.status_changed_at,
             row_number() OVER (PARTITION BY uj.user_id ORDER BY uj.status_changed_at DESC NULLS LAST, j.id) AS rn,
             count(*) OVER (PARTITION BY uj.user_id)::int AS total
        FROM user_jobs uj
        JOIN jobs j ON j.id = uj.job_id
        JOIN companies c ON c.id = j.company_id
       WHERE uj.status IS NOT NULL AND NOT (uj.status = ANY(${CLOSED_STATUSES}::text[]))
         AND uj.user_id IN (${recipients(cadence, onlyEmail)})
    ) ranked WHERE rn <= ${OPEN_JOBS_LISTED}
    ORDER BY user_id, rn
  `.execute(db);
  return rows;
}
