import { type Kysely, sql } from 'kysely';

// Ingestion: a claim on each board so two workers never fetch it at once, and the places key of each job
// so a repost (same company, title and places under a new id) can be recognised.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE job_boards ADD COLUMN fetch_claimed_until timestamptz;
    CREATE INDEX job_boards_due_idx ON job_boards (last_fetch_at NULLS FIRST) WHERE status <> 'disabled';
    ALTER TABLE jobs ADD COLUMN location_key text NOT NULL DEFAULT '';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs DROP COLUMN IF EXISTS location_key;
    DROP INDEX IF EXISTS job_boards_due_idx;
    ALTER TABLE job_boards DROP COLUMN IF EXISTS fetch_claimed_until;
  `.execute(db);
}
