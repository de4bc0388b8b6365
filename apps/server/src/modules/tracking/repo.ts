import type { FlagOutcome, Job, JobNote, JobStatus } from '@upstream/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { companyNames, type JobRow, jobCardFacts, jobSummaries } from '../catalogue/index.ts';

type Conn = Kysely<Database>;

export type JobMark = 'saved' | 'flagged' | 'hidden';

/** Set one mark to an explicit value (not a flip), so repeats and races end where the last call says. */
export async function setJobMark(
  db: Conn,
  userId: number,
  jobId: number,
  mark: JobMark,
  value: boolean,
  now: Date,
) {
  // A flag keeps when it was raised (a repeated call changes nothing); one raised anew is open for the operator.
  const raised = sql<boolean>`user_jobs.flagged`;
  const flag =
    mark !== 'flagged'
      ? {}
      : value
        ? {
            flagged_at: sql<Date>`CASE WHEN ${raised} THEN user_jobs.flagged_at ELSE ${now}::timestamptz END`,
            flag_dismissed_at: sql<Date | null>`CASE WHEN ${raised} THEN user_jobs.flag_dismissed_at END`,
            // A flag raised anew awaits a new answer; one kept keeps its outcome.
            flag_outcome: sql<FlagOutcome | null>`CASE WHEN ${raised} THEN user_jobs.flag_outcome END`,
          }
        : { flagged_at: null, flag_dismissed_at: null, flag_outcome: null };
  const fresh = mark === 'flagged' && value ? { flagged_at: now } : {};
  await db
    .insertInto('user_jobs')
    .values({ user_id: userId, job_id: jobId, [mark]: value, ...fresh, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'job_id']).doUpdateSet({ ...flag, [mark]: value, updated_at: now }),
    )
    .execute();
}

/** Serialise a person's cap-sensitive writes: two tabs cannot both take the last free slot. */
export async function lockUser(trx: Conn, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('tracking'), ${userId}::int)`.execute(trx);
}

export async function currentStatus(trx: Conn, userId: number, jobId: number): Promise<JobStatus | null> {
  const row = await trx
    .selectFrom('user_jobs')
    .select('status')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return (row?.status as JobStatus | null | undefined) ?? null;
}

/** Jobs that count against the cap (spec §6): tracked (a status) or noted (a note of the person's own). */
/** Spec §6's tracked and noted jobs; a job the person imported is theirs to track, so it always counts. */
export async function countTrackedItems(trx: Conn, userId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT job_id FROM user_jobs WHERE user_id = ${userId} AND status IS NOT NULL
      UNION
      SELECT job_id FROM job_notes WHERE user_id = ${userId} AND NOT is_status
      UNION
      SELECT id FROM jobs WHERE imported_by_user_id = ${userId}
    ) counted`.execute(trx);
  return rows[0]?.n ?? 0;
}

export async function isTrackedItem(trx: Conn, userId: number, jobId: number): Promise<boolean> {
  const { rows } = await sql<{ yes: boolean }>`
    SELECT EXISTS (SELECT 1 FROM user_jobs WHERE user_id = ${userId} AND job_id = ${jobId} AND status IS NOT NULL)
      OR EXISTS (SELECT 1 FROM job_notes WHERE user_id = ${userId} AND job_id = ${jobId} AND NOT is_status)
      OR EXISTS (SELECT 1 FROM jobs WHERE id = ${jobId} AND imported_by_user_id = ${userId}) AS yes`.execute(
    trx,
  );
  return rows[0]?.yes ?? false;
}

export async function writeStatus(
  trx: Conn,
  userId: number,
  jobId: number,
  status: JobStatus | null,
  now: Date,
) {
  await trx
    .insertInto('user_jobs')
    .values({
      user_id: userId,
      job_id: jobId,
      status,
      status_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'job_id']).doUpdateSet({ status, status_changed_at: now, updated_at: now }),
    )
    .execute();
}

export async function insertNote(
  trx: Conn,
  note: { userId: number; jobId: number; text: string; isStatus: boolean; at: Date },
): Promise<void> {
  await trx
    .insertInto('job_notes')
    .values({
      user_id: note.userId,
      job_id: note.jobId,
      note: note.text,
      is_status: note.isStatus,
      created_at: note.at,
    })
    .execute();
}

export async function listNotes(db: Conn, userId: number, jobId: number): Promise<JobNote[]> {
  const rows = await db
    .selectFrom('job_notes')
    .select(['id', 'note', 'created_at', 'is_status'])
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    note: r.note,
    is_status: r.is_status,
    create_ts: r.created_at.toISOString(),
  }));
}

/** Delete one of the person's notes on the job; false when there is no such note of theirs. */
export async function deleteNote(db: Conn, userId: number, jobId: number, noteId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('job_notes')
    .where('id', '=', noteId)
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function savedAndTrackedCounts(db: Db, userId: number) {
  const { rows } = await sql<{ saved_jobs: number; tracked_jobs: number }>`
    SELECT count(*) FILTER (WHERE saved)::int AS saved_jobs,
      count(*) FILTER (WHERE status IS NOT NULL)::int AS tracked_jobs
    FROM user_jobs WHERE user_id = ${userId}`.execute(db);
  return rows[0] ?? { saved_jobs: 0, tracked_jobs: 0 };
}

export async function setCompanyMark(
  db: Db,
  table: 'saved_companies' | 'blocked_companies',
  userId: number,
  companyId: number,
  on: boolean,
  now: Date,
) {
  if (on) {
    await db
      .insertInto(table)
      .values({ user_id: userId, company_id: companyId, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom(table).where('user_id', '=', userId).where('company_id', '=', companyId).execute();
  }
}

export async function blockedCompanies(db: Db, userId: number) {
  const { rows } = await sql<{ company_id: number; name: string; created_at: Date }>`
    SELECT b.company_id, c.name, b.created_at
      FROM blocked_companies b JOIN (${companyNames()}) c ON c.company_id = b.company_id
     WHERE b.user_id = ${userId}
     ORDER BY lower(c.name)`.execute(db);
  return rows.map((r) => ({
    company_id: r.company_id,
    name: r.name,
    blocked_at: r.created_at.toISOString(),
  }));
}

export async function setNextDate(
  db: Db,
  userId: number,
  jobId: number,
  nextDate: string | null,
  label: string | null,
  now: Date,
): Promise<boolean> {
  const res = await db
    .updateTable('user_jobs')
    .set({ next_date: nextDate, next_date_label: nextDate ? label : null, updated_at: now })
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .where('status', 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A tracked job: the search row (always with a status and locations) plus the tracker's own fields. */
export type TrackedJobRow = Omit<JobRow, 'current_status' | 'locations' | 'listed_at'> & {
  locations: Job['locations'];
  current_status: JobStatus;
  status_changed_at: Date;
  next_date: string | null;
  next_date_label: string | null;
  closed_at: Date | null;
  imported: boolean;
  removed: boolean;
};

/** Every job the person tracks (a status set), most recently changed first. */
export async function trackedJobs(db: Db, userId: number): Promise<TrackedJobRow[]> {
  const { rows } = await sql<TrackedJobRow>`
    SELECT j.job_id AS id, j.title, j.company, j.url, j.posted_at, j.industry, j.homepage_url,
      j.level, j.type, j.function, j.company_id, j.closed_at, j.imported, j.locations,
      j.moderation IS NOT DISTINCT FROM 'removed' AS removed, uj.saved, uj.flagged, uj.hidden, uj.status AS current_status, uj.status_changed_at,
      CASE WHEN uj.flagged THEN uj.flag_outcome END AS flag_outcome,
      to_char(uj.next_date, 'YYYY-MM-DD') AS next_date, uj.next_date_label,
      (SELECT count(*) FROM job_notes n WHERE n.user_id = ${userId} AND n.job_id = j.job_id)::int AS job_notes_count,
      EXISTS (SELECT 1 FROM saved_companies sc WHERE sc.user_id = ${userId} AND sc.company_id = j.company_id)
        AS company_saved,
      f.visa_sponsorship, f.visa_sentence, f.remote_eligibility,
      -- How long a job has been listed says nothing of one off its board, or one the member brought in.
      CASE WHEN j.closed_at IS NULL AND NOT j.imported THEN f.listing END AS listing
    FROM user_jobs uj
    JOIN (${jobSummaries()}) j ON j.job_id = uj.job_id
    JOIN (${jobCardFacts()}) f ON f.job_id = uj.job_id
    WHERE uj.user_id = ${userId} AND uj.status IS NOT NULL
    ORDER BY uj.status_changed_at DESC NULLS LAST, j.job_id DESC`.execute(db);
  return rows;
}

/** Notes of many jobs at once (export), oldest first per job. */
export async function notesOfJobs(db: Db, userId: number, jobIds: number[]) {
  if (!jobIds.length) return [];
  return db
    .selectFrom('job_notes')
    .select(['job_id', 'note', 'is_status', 'created_at'])
    .where('user_id', '=', userId)
    .where('job_id', 'in', jobIds)
    .orderBy('job_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Dated tracked jobs for the calendar feed. */
export async function datedJobs(db: Db, userId: number) {
  const { rows } = await sql<{
    job_id: number;
    title: string;
    company: string;
    url: string;
    status: string;
    next_date: string;
    next_date_label: string | null;
  }>`
    SELECT j.job_id, j.title, j.company, j.url, uj.status,
      to_char(uj.next_date, 'YYYY-MM-DD') AS next_date, uj.next_date_label
    FROM user_jobs uj JOIN (${jobSummaries()}) j ON j.job_id = uj.job_id
    WHERE uj.user_id = ${userId} AND uj.next_date IS NOT NULL AND uj.status IS NOT NULL
    ORDER BY uj.next_date, j.job_id`.execute(db);
  return rows;
}

export async function calendarFeedKey(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('feed_key')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.feed_key;
}

/** Store `key` as the person's feed key, replacing any earlier one (which stops working). */
export async function storeCalendarFeedKey(db: Db, userId: number, key: string, now: Date): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, feed_key: key, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ feed_key: key, created_at: now }))
    .execute();
}

export async function userOfCalendarFeed(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('feed_key', '=', key)
    .executeTakeFirst();
  return row?.user_id;
}

// ---- CSV import ----

export async function upsertImportedState(
  trx: Conn,
  row: {
    userId: number;
    jobId: number;
    status: JobStatus | null;
    statusChangedAt: Date;
    saved: boolean;
    flagged: boolean;
    nextDate: string | null;
    nextDateLabel: string | null;
    now: Date;
  },
) {
  const values = {
    status: row.status,
    status_changed_at: row.status ? row.statusChangedAt : null,
    saved: row.saved,
    flagged: row.flagged,
    next_date: row.status ? row.nextDate : null,
    next_date_label: row.status && row.nextDate ? row.nextDateLabel : null,
    updated_at: row.now,
  };
  await trx
    .insertInto('user_jobs')
    .values({ user_id: row.userId, job_id: row.jobId, created_at: row.now, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doUpdateSet(values))
    .execute();
}

export async function hasNote(
  trx: Conn,
  userId: number,
  jobId: number,
  text: string,
  at: Date,
  isStatus: boolean,
) {
  const row = await trx
    .selectFrom('job_notes')
    .select('id')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .where('note', '=', text)
    .where('is_status', '=', isStatus)
    .where('created_at', '=', at)
    .executeTakeFirst();
  return Boolean(row);
}
