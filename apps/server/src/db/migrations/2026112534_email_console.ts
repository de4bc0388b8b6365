import { type Kysely, sql } from 'kysely';

// The console reads emails by time (its recent list and the per-day delivery figures) across statuses.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX email_messages_created_idx ON email_messages (created_at DESC, id DESC);`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS email_messages_created_idx;`.execute(db);
}
