import { EMAIL_BODY_RETENTION_DAYS } from '@upstream/contract';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/index.ts';
import { DAY, MINUTE } from '../../lib/clock.ts';
import type { ClaimedEmail, OutgoingEmail, SentEmail } from './types.ts';

// The SQL of the email outbox (email_messages). An email is recorded as queued, claimed by one sender at a time
// (a lease: its next_attempt_at moves into the future while it is being sent), then settled: sent, retried
// later with backoff, or failed with the reason.

/** A sender that dies mid-send releases its claim after this long; the email is then tried again. */
const LEASE_MS = 5 * MINUTE;
/** Tries before an email is given up on: with the backoff below, about a day of relay downtime. */
export const MAX_ATTEMPTS = 30;

/** Wait before the next try: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

export interface SmtpError extends Error {
  responseCode?: number;
  code?: string;
}

/** A 5xx answer is the relay refusing this message for good (unknown mailbox, rejected content). */
export function isPermanent(error: SmtpError): boolean {
  return typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;
}

export type Attempt = { id: number; ok: true } | { id: number; ok: false; error: SmtpError };

export interface NewEmailRow extends OutgoingEmail {
  /** A reserved id (reserveIds), when the body links to its own record (open pixel, click tracking). */
  id?: number;
}

const rowOf = (email: NewEmailRow, now: Date) => ({
  ...(email.id ? { id: email.id } : {}),
  user_id: email.userId ?? null,
  saved_search_id: email.savedSearchId ?? null,
  category: email.category,
  dedupe_key: email.dedupeKey ?? null,
  to_address: email.to,
  subject: email.subject,
  html: email.html,
  text: email.text,
  headers: JSON.stringify(email.headers ?? {}),
  status: 'queued' as const,
  created_at: now,
  next_attempt_at: now,
});

/** Record one email; an email whose dedupe key is already recorded is not recorded again. */
export async function record(db: Executor, now: Date, email: OutgoingEmail): Promise<SentEmail> {
  const inserted = await db
    .insertInto('email_messages')
    .values(rowOf(email, now))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, status: 'queued', duplicate: false };
  const existing = await db
    .selectFrom('email_messages')
    .select(['id', 'status'])
    .where('dedupe_key', '=', email.dedupeKey ?? '')
    .executeTakeFirstOrThrow();
  return { id: existing.id, status: existing.status, duplicate: true };
}

/** Record many emails in one statement; returns how many were new (duplicates by dedupe key are skipped). */
export async function recordMany(db: Executor, now: Date, emails: NewEmailRow[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .insertInto('email_messages')
    .values(emails.map((e) => rowOf(e, now)))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Record many emails already claimed by the caller, who sends them next from memory: each counts its first
 * attempt and is leased, so no delivery run sends it meanwhile, and a sender that dies mid-way leaves it to be
 * retried when the lease ends. Returns the new ones (duplicates by dedupe key are skipped), ready to send.
 */
export async function recordClaimed(
  db: Executor,
  now: Date,
  emails: (NewEmailRow & { id: number })[],
): Promise<ClaimedEmail[]> {
  if (emails.length === 0) return [];
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const rows = await db
    .insertInto('email_messages')
    .values(emails.map((e) => ({ ...rowOf(e, now), attempts: 1, next_attempt_at: leaseUntil })))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  const inserted = new Set(rows.map((r) => Number(r.id)));
  return emails
    .filter((e) => inserted.has(e.id))
    .map((e) => ({
      id: e.id,
      to_address: e.to,
      subject: e.subject,
      html: e.html,
      text: e.text,
      headers: e.headers ?? {},
      attempts: 1,
    }));
}

/** Ids for emails not yet recorded, so their bodies can link to their own record. */
export async function reserveIds(db: Executor, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence('email_messages', 'id')) AS id FROM generate_series(1, ${count})
  `.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * Claim due queued emails (or the given ones) for sending: each is taken by exactly one sender (SKIP LOCKED),
 * counted as an attempt, and leased so nobody else sends it meanwhile.
 */
export async function claim(
  db: Executor,
  now: Date,
  which: { ids?: number[]; limit?: number },
): Promise<ClaimedEmail[]> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const idFilter = which.ids ? sql`AND id = ANY(${which.ids}::bigint[])` : sql``;
  const { rows } = await sql<ClaimedEmail>`
    UPDATE email_messages m
       SET attempts = m.attempts + 1, next_attempt_at = ${leaseUntil}
     WHERE m.id IN (
       SELECT id FROM email_messages
        WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${now}) ${idFilter}
        ORDER BY next_attempt_at NULLS FIRST, id
        LIMIT ${which.limit ?? which.ids?.length ?? 100}
        FOR UPDATE SKIP LOCKED
     )
    RETURNING m.id, m.to_address, m.subject, m.html, m.text, m.headers, m.attempts
  `.execute(db);
  return rows;
}

export interface Settled {
  sent: number;
  retrying: number;
  failed: number;
  statusOf(id: number): 'queued' | 'sent' | 'failed';
}

/** Write down how each attempt went: sent ones in one statement, the others with their reason. */
export async function settle(
  db: Executor,
  now: Date,
  attempts: (Attempt & { attempts: number })[],
): Promise<Settled> {
  const status = new Map<number, 'queued' | 'sent' | 'failed'>();
  const sentIds = attempts.filter((a) => a.ok).map((a) => a.id);
  if (sentIds.length) {
    await db
      .updateTable('email_messages')
      .set({ status: 'sent', sent_at: now, error: null, next_attempt_at: null })
      .where('id', 'in', sentIds)
      .execute();
    for (const id of sentIds) status.set(id, 'sent');
  }
  // Failures come in groups (a relay that is down refuses a whole batch alike): one statement per outcome.
  const failures = new Map<string, { giveUp: boolean; attempts: number; reason: string; ids: number[] }>();
  for (const a of attempts) {
    if (a.ok) continue;
    const reason = String(a.error.message ?? a.error).slice(0, 500);
    const giveUp = isPermanent(a.error) || a.attempts >= MAX_ATTEMPTS;
    const key = `${giveUp}\n${a.attempts}\n${reason}`;
    const group = failures.get(key) ?? { giveUp, attempts: a.attempts, reason, ids: [] };
    group.ids.push(a.id);
    failures.set(key, group);
    status.set(a.id, giveUp ? 'failed' : 'queued');
  }
  for (const { giveUp, attempts: tries, reason, ids } of failures.values()) {
    await db
      .updateTable('email_messages')
      .set(
        giveUp
          ? { status: 'failed', error: reason, next_attempt_at: null }
          : { error: reason, next_attempt_at: new Date(now.getTime() + retryDelayMs(tries)) },
      )
      .where('id', 'in', ids)
      .execute();
  }
  const values = [...status.values()];
  return {
    sent: values.filter((s) => s === 'sent').length,
    retrying: values.filter((s) => s === 'queued').length,
    failed: values.filter((s) => s === 'failed').length,
    statusOf: (id) => status.get(id) ?? 'queued',
  };
}

/**
 * The nightly clean-up looks this far behind the retention cut-off, so a few missed nights are caught up without
 * rescanning every email ever sent.
 */
const BODY_PURGE_WINDOW_DAYS = 7;
const BODY_PURGE_BATCH = 5_000;

/**
 * Empty the bodies of emails sent or failed more than EMAIL_BODY_RETENTION_DAYS ago, keeping their records
 * (status, opens, clicks): a digest is ~40 KB, so a day of digests is gigabytes. Queued emails keep theirs.
 * Works in batches so no statement holds many rows. Returns how many bodies were dropped.
 */
export async function dropOldBodies(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EMAIL_BODY_RETENTION_DAYS * DAY);
  const from = new Date(before.getTime() - BODY_PURGE_WINDOW_DAYS * DAY);
  let dropped = 0;
  for (;;) {
    const result = await sql`
      UPDATE email_messages SET html = '', text = ''
      WHERE id IN (
        SELECT id FROM email_messages
        WHERE status IN ('sent', 'failed') AND created_at >= ${from} AND created_at < ${before}
          AND (html <> '' OR text <> '')
        LIMIT ${BODY_PURGE_BATCH})`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    dropped += count;
    if (count < BODY_PURGE_BATCH) return dropped;
  }
}
