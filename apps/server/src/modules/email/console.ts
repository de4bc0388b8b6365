import { SCHEDULE_TIME_ZONE } from '@upstream/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';
import * as outbox from './outbox.ts';
import { summaryColumns } from './repo.ts';
import type { Mailer } from './types.ts';

// The outbox as the operator reads it (the console's Email section and Overview): recent emails, delivery per
// day, and sending a failed email again.

export interface EmailListRow {
  id: number;
  to_address: string;
  subject: string;
  category: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
  opened_at: Date | null;
  clicked_at: Date | null;
  has_body: boolean;
}

/** Recent emails, newest first, optionally of one category and status; `before` pages on by id. */
export async function recentEmails(
  db: Db,
  query: { category?: string; status?: 'queued' | 'sent' | 'failed'; before?: number; limit: number },
): Promise<EmailListRow[]> {
  let q = db
    .selectFrom('email_messages')
    .select([...summaryColumns, sql<boolean>`(html <> '' OR text <> '')`.as('has_body')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.category) q = q.where('category', '=', query.category);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.before) q = q.where('id', '<', query.before);
  return q.execute();
}

/** The categories emails have been sent in (the filter's choices). */
export async function emailCategories(db: Db): Promise<string[]> {
  const { rows } = await sql<{ category: string }>`
    SELECT DISTINCT category FROM email_messages ORDER BY category`.execute(db);
  return rows.map((r) => r.category);
}

export interface EmailDayRow {
  day: string;
  sent: number;
  failed: number;
  queued: number;
  opened: number;
  clicked: number;
}

/**
 * Delivery per calendar day (schedule time zone) over the last `days` days, oldest first, every day present:
 * sent by when it went, failed and queued by when it was recorded, opened and clicked by their first time.
 */
export async function emailDays(db: Db, now: Date, days: number): Promise<EmailDayRow[]> {
  const since = new Date(now.getTime() - (days + 1) * DAY);
  const tz = SCHEDULE_TIME_ZONE;
  const { rows } = await sql<EmailDayRow>`
    WITH recent AS (
      SELECT status, created_at, sent_at, opened_at, clicked_at FROM email_messages WHERE created_at >= ${since}
    ), events AS (
      SELECT (sent_at AT TIME ZONE ${tz})::date AS day, 'sent' AS kind FROM recent WHERE sent_at IS NOT NULL
      UNION ALL SELECT (created_at AT TIME ZONE ${tz})::date, 'failed' FROM recent WHERE status = 'failed'
      UNION ALL SELECT (created_at AT TIME ZONE ${tz})::date, 'queued' FROM recent WHERE status = 'queued'
      UNION ALL SELECT (opened_at AT TIME ZONE ${tz})::date, 'opened' FROM recent WHERE opened_at IS NOT NULL
      UNION ALL SELECT (clicked_at AT TIME ZONE ${tz})::date, 'clicked' FROM recent WHERE clicked_at IS NOT NULL
    ), calendar AS (
      SELECT generate_series((${now}::timestamptz AT TIME ZONE ${tz})::date - ${days - 1}::int,
        (${now}::timestamptz AT TIME ZONE ${tz})::date, interval '1 day')::date AS day
    )
    SELECT to_char(c.day, 'YYYY-MM-DD') AS day,
      count(*) FILTER (WHERE e.kind = 'sent')::int AS sent,
      count(*) FILTER (WHERE e.kind = 'failed')::int AS failed,
      count(*) FILTER (WHERE e.kind = 'queued')::int AS queued,
      count(*) FILTER (WHERE e.kind = 'opened')::int AS opened,
      count(*) FILTER (WHERE e.kind = 'clicked')::int AS clicked
    FROM calendar c LEFT JOIN events e ON e.day = c.day
    GROUP BY c.day ORDER BY c.day`.execute(db);
  return rows;
}

export type RetryOutcome =
  | { kind: 'missing' }
  | { kind: 'not-failed'; status: string }
  | { kind: 'no-body' }
  | { kind: 'tried'; status: 'queued' | 'sent' | 'failed'; error: string | null; before: RetryState };

export interface RetryState {
  status: string;
  attempts: number;
  error: string | null;
}

/**
 * Send a failed email again, now: it goes back in the outbox with fresh attempts and is sent at once; if the
 * relay still refuses it, the outbox's usual retries take it from there.
 */
export async function retryFailedEmail(db: Db, mailer: Mailer, now: Date, id: number): Promise<RetryOutcome> {
  const row = await db
    .selectFrom('email_messages')
    .select(['status', 'attempts', 'error', sql<boolean>`(html <> '' OR text <> '')`.as('has_body')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { kind: 'missing' };
  if (row.status !== 'failed') return { kind: 'not-failed', status: row.status };
  if (!row.has_body) return { kind: 'no-body' };
  const requeued = await db
    .updateTable('email_messages')
    .set({ status: 'queued', attempts: 0, next_attempt_at: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  if (Number(requeued.numUpdatedRows) === 0) return { kind: 'not-failed', status: 'queued' };
  const claimed = await outbox.claim(db, now, { ids: [id] });
  if (claimed.length) await mailer.deliverClaimed(claimed);
  const after = await db
    .selectFrom('email_messages')
    .select(['status', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    kind: 'tried',
    status: after.status,
    error: after.status === 'sent' ? null : after.error,
    before: { status: row.status, attempts: row.attempts, error: row.error },
  };
}
