import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { emailRecipients } from '../accounts/index.ts';
import { openTrackedJobsOf, statusChangesOf } from '../tracking/index.ts';

// The progress report's reads: three set-based queries per run, each over the same recipients.

export type Cadence = 'monthly' | 'weekly';

/** Paid tiers get the report weekly, everyone else monthly (spec §9). */
export const PAID_TIERS = ['standard', 'plus'];

const cadenceCondition = (cadence: Cadence): RawBuilder<boolean> =>
  cadence === 'weekly'
    ? sql<boolean>`r.tier = ANY(${PAID_TIERS}::text[])`
    : sql<boolean>`(r.tier IS NULL OR NOT (r.tier = ANY(${PAID_TIERS}::text[])))`;

/** The people this run reports to, as SQL selecting their ids. */
const recipients = (cadence: Cadence, onlyEmail?: string) => sql`
  SELECT r.user_id FROM (${emailRecipients()}) r
   WHERE ${cadenceCondition(cadence)}
   ${onlyEmail ? sql`AND lower(r.email) = lower(${onlyEmail})` : sql``}`;

export async function reportRecipients(db: Db, cadence: Cadence, onlyEmail?: string) {
  const { rows } = await sql<{ id: number; email: string; first_name: string | null }>`
    SELECT r.user_id AS id, r.email, r.first_name FROM (${emailRecipients()}) r
     WHERE r.user_id IN (${recipients(cadence, onlyEmail)}) ORDER BY r.user_id
  `.execute(db);
  return rows;
}

/** Status changes in (after, upTo] per person and status (the status notes the tracker writes). */
export const statusChanges = (db: Db, cadence: Cadence, after: Date, upTo: Date, onlyEmail?: string) =>
  statusChangesOf(db, recipients(cadence, onlyEmail), after, upTo);

/** Statuses after which a tracked job is no longer open. */
export const CLOSED_STATUSES = ['Accepted', 'Rejected', 'Ghosted'];
/** Open tracked jobs listed per person; the total is given too. */
export const OPEN_JOBS_LISTED = 25;

export const openTrackedJobs = (db: Db, cadence: Cadence, onlyEmail?: string) =>
  openTrackedJobsOf(db, recipients(cadence, onlyEmail), {
    closed: CLOSED_STATUSES,
    listed: OPEN_JOBS_LISTED,
  });
