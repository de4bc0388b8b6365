import type { Executor } from '../../db/index.ts';
import { LISTED } from './repo.ts';

// The member's forwarding address and the hiring mail read for them. The raw message is the sender's whole
// email (kept only until read); the export gives what was read from it.

export async function inboxDataOf(db: Executor, userId: number) {
  return {
    inbox_addresses: await db
      .selectFrom('inbox_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    inbox_messages: await db
      .selectFrom('inbox_messages')
      .select([...LISTED, 'user_id', 'confidence', 'processed_at', 'resolved_at'])
      .where('user_id', '=', userId)
      .execute(),
  };
}

export async function deleteInboxOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('inbox_messages').where('user_id', '=', userId).execute();
  await db.deleteFrom('inbox_addresses').where('user_id', '=', userId).execute();
}
