import { type Kysely, sql } from 'kysely';

// Tracker additions: what a next date is for, the private calendar feed key, and jobs a person brings in by
// CSV import (kept off search: they sit on a disabled 'manual' board and are never active).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE user_jobs ADD COLUMN next_date_label text
      CHECK (next_date_label IN ('Interview','Follow-up','Deadline','Other'));
    CREATE INDEX user_jobs_next_date_idx ON user_jobs (user_id, next_date) WHERE next_date IS NOT NULL;

    -- One feed per person. The URL carries the key plus an HMAC of it under the service secret, so the table
    -- alone does not reveal working URLs. Rotating replaces the key.
    CREATE TABLE calendar_feeds (
      user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      feed_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE jobs ADD COLUMN imported_by_user_id bigint REFERENCES users(id) ON DELETE CASCADE;
    CREATE INDEX jobs_imported_by_idx ON jobs (imported_by_user_id) WHERE imported_by_user_id IS NOT NULL;
    CREATE INDEX job_notes_job_idx ON job_notes (job_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS job_notes_job_idx, jobs_imported_by_idx, user_jobs_next_date_idx;
    ALTER TABLE jobs DROP COLUMN IF EXISTS imported_by_user_id;
    DROP TABLE IF EXISTS calendar_feeds;
    ALTER TABLE user_jobs DROP COLUMN IF EXISTS next_date_label;
  `.execute(db);
}
