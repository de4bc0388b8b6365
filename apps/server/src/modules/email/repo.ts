import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

// The SQL of email tracking and the development mailbox (email_messages).

export async function markOpened(db: Db, emailId: number, at: Date): Promise<void> {
  await db
    .updateTable('email_messages')
    .set({ opened_at: sql`coalesce(opened_at, ${at})` })
    .where('id', '=', emailId)
    .execute();
}

/** A click also proves an open (images are often blocked, links are not). */
export async function markClicked(db: Db, emailId: number, at: Date): Promise<void> {
  await db
    .updateTable('email_messages')
    .set({ clicked_at: sql`coalesce(clicked_at, ${at})`, opened_at: sql`coalesce(opened_at, ${at})` })
    .where('id', '=', emailId)
    .execute();
}

/** An email's record without its body: the outbox list's and the console's columns. */
export const summaryColumns = [
  'id',
  'to_address',
  'subject',
  'category',
  'status',
  'attempts',
  'error',
  'created_at',
  'sent_at',
  'opened_at',
  'clicked_at',
] as const;

export async function listMailbox(db: Db, opts: { to?: string; limit: number }) {
  let q = db.selectFrom('email_messages').select(summaryColumns).orderBy('id', 'desc').limit(opts.limit);
  if (opts.to) q = q.where(sql`lower(to_address)`, '=', opts.to.toLowerCase());
  return q.execute();
}

export async function findMailboxMessage(db: Db, id: number) {
  return db
    .selectFrom('email_messages')
    .select([...summaryColumns, 'html', 'text', 'headers'])
    .where('id', '=', id)
    .executeTakeFirst();
}
