import { type Kysely, sql } from 'kysely';

// Email delivery as an outbox: a queued email waits for its next attempt (retries with backoff while the SMTP
// relay is down). Each saved search remembers up to when its digest has covered new jobs, so a job is sent to
// a search once, across restarts, manual runs and DST changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE email_messages ADD COLUMN next_attempt_at timestamptz;
    CREATE INDEX email_messages_due_idx ON email_messages (next_attempt_at, id) WHERE status = 'queued';
    ALTER TABLE saved_searches ADD COLUMN digest_through timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS email_messages_due_idx;
    ALTER TABLE email_messages DROP COLUMN IF EXISTS next_attempt_at;
    ALTER TABLE saved_searches DROP COLUMN IF EXISTS digest_through;
  `.execute(db);
}
