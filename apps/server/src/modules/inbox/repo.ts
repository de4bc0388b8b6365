import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function addressToken(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('inbox_addresses')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token;
}

/** Store `token` as the person's address, replacing any earlier one (which stops receiving). */
export async function storeAddressToken(db: Db, userId: number, token: string, now: Date): Promise<void> {
  await db
    .insertInto('inbox_addresses')
    .values({ user_id: userId, token, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: now }))
    .execute();
}

export async function removeAddress(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('inbox_addresses').where('user_id', '=', userId).execute();
}

export async function userOfToken(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('inbox_addresses')
    .select('user_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertMessage(db: Db, userId: number, raw: Buffer, now: Date): Promise<number> {
  const row = await db
    .insertInto('inbox_messages')
    .values({ user_id: userId, raw, received_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function rawOf(db: Db, id: number) {
  return db.selectFrom('inbox_messages').select(['user_id', 'raw']).where('id', '=', id).executeTakeFirst();
}

export async function updateMessage(
  db: Db,
  id: number,
  values: {
    sender?: string | null;
    subject?: string | null;
    sent_at?: Date | null;
    outcome?: string | null;
    confidence?: number | null;
    company?: string | null;
    job_title?: string | null;
    sentence?: string | null;
    decision?: string;
    reason?: string | null;
    job_id?: number | null;
    status_before?: string | null;
    status_after?: string | null;
    processed_at?: Date | null;
    resolved_at?: Date | null;
    raw?: null;
  },
): Promise<void> {
  await db.updateTable('inbox_messages').set(values).where('id', '=', id).execute();
}

/** What a member sees of a message they forwarded (the tracker's list and their data export). */
export const LISTED = [
  'id',
  'received_at',
  'sender',
  'subject',
  'sent_at',
  'outcome',
  'company',
  'job_title',
  'sentence',
  'decision',
  'reason',
  'job_id',
  'status_before',
  'status_after',
] as const;

export function messagesOf(db: Db, userId: number) {
  return db
    .selectFrom('inbox_messages')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export function messageOf(db: Db, userId: number, id: number) {
  return db
    .selectFrom('inbox_messages')
    .select(LISTED)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteMessage(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('inbox_messages')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Messages received but not yet read (their processing failed), oldest first. */
export async function waitingMessages(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('inbox_messages')
    .select('id')
    .where('raw', 'is not', null)
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map((r) => r.id);
}

/** Drop the raw text of messages waiting since before `before`: they are listed as unread, nothing else. */
export async function dropStaleRaw(db: Db, before: Date, now: Date): Promise<number> {
  const res = await db
    .updateTable('inbox_messages')
    .set({
      raw: null,
      decision: 'no_change',
      reason: 'The email could not be read; it was discarded.',
      processed_at: now,
    })
    .where('raw', 'is not', null)
    .where('received_at', '<', before)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
