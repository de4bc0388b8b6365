import { SCHEDULE_TIME_ZONE } from '@upstream/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';

// Every daily digest run is written down (digest_runs): its window, what it processed and sent, how long it
// took, the emails that failed and the error that stopped it, for the console's Digest runs and Overview.

export interface DigestRunEntry {
  upTo: Date;
  after: Date;
  onlyEmail: string | null;
  startedAt: Date;
  durationMs: number;
  searches: number;
  emails: number;
  newJobs: number;
  failedEmails: number;
  error: string | null;
}

export async function recordDigestRun(db: Db, run: DigestRunEntry): Promise<void> {
  await db
    .insertInto('digest_runs')
    .values({
      up_to: run.upTo,
      after: run.after,
      only_email: run.onlyEmail,
      started_at: run.startedAt,
      duration_ms: Math.max(0, Math.round(run.durationMs)),
      searches: run.searches,
      emails: run.emails,
      new_jobs: run.newJobs,
      failed_emails: run.failedEmails,
      error: run.error?.slice(0, 1000) ?? null,
    })
    .execute();
}

export interface DigestRunRow {
  id: number;
  started_at: Date;
  up_to: Date;
  only_email: string | null;
  duration_ms: number;
  searches: number;
  emails: number;
  new_jobs: number;
  failed_emails: number;
  error: string | null;
}

/** The latest runs, newest first. */
export async function recentDigestRuns(db: Db, limit: number): Promise<DigestRunRow[]> {
  return db
    .selectFrom('digest_runs')
    .select([
      'id',
      'started_at',
      'up_to',
      'only_email',
      'duration_ms',
      'searches',
      'emails',
      'new_jobs',
      'failed_emails',
      'error',
    ])
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest run that started today (schedule time zone) for everyone (not a one-person run), if any. */
export async function todaysDigestRun(db: Db, now: Date): Promise<DigestRunRow | undefined> {
  const { rows } = await sql<DigestRunRow>`
    SELECT id, started_at, up_to, only_email, duration_ms, searches, emails, new_jobs, failed_emails, error
    FROM digest_runs
    WHERE only_email IS NULL
      AND (started_at AT TIME ZONE ${SCHEDULE_TIME_ZONE})::date = (${now}::timestamptz AT TIME ZONE ${SCHEDULE_TIME_ZONE})::date
    ORDER BY started_at DESC, id DESC LIMIT 1`.execute(db);
  return rows[0];
}

export interface DigestDayRow {
  day: string;
  runs: number;
  searches: number;
  emails: number;
  new_jobs: number;
  duration_ms: number;
  failed_emails: number;
  failures: number;
}

/** Per calendar day (schedule time zone), the last `days` days oldest first, every day present. */
export async function digestRunDays(db: Db, now: Date, days: number): Promise<DigestDayRow[]> {
  const tz = SCHEDULE_TIME_ZONE;
  const since = new Date(now.getTime() - (days + 1) * DAY);
  const { rows } = await sql<DigestDayRow>`
    WITH calendar AS (
      SELECT generate_series((${now}::timestamptz AT TIME ZONE ${tz})::date - ${days - 1}::int,
        (${now}::timestamptz AT TIME ZONE ${tz})::date, interval '1 day')::date AS day
    ), runs AS (
      SELECT (started_at AT TIME ZONE ${tz})::date AS day, * FROM digest_runs WHERE started_at >= ${since}
    )
    SELECT to_char(c.day, 'YYYY-MM-DD') AS day, count(r.id)::int AS runs,
      coalesce(sum(r.searches), 0)::int AS searches, coalesce(sum(r.emails), 0)::int AS emails,
      coalesce(sum(r.new_jobs), 0)::int AS new_jobs, coalesce(sum(r.duration_ms), 0)::int AS duration_ms,
      coalesce(sum(r.failed_emails), 0)::int AS failed_emails,
      count(r.id) FILTER (WHERE r.error IS NOT NULL)::int AS failures
    FROM calendar c LEFT JOIN runs r ON r.day = c.day
    GROUP BY c.day ORDER BY c.day`.execute(db);
  return rows;
}
