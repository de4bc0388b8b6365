import { type Kysely, sql } from 'kysely';

// When a member flagged a job, and when an operator dismissed that flag (the console's Flagged jobs). A flag is
// open while flagged and not dismissed; flagging again opens it again. Open flags are few: a partial index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE user_jobs ADD COLUMN flagged_at timestamptz, ADD COLUMN flag_dismissed_at timestamptz;
    UPDATE user_jobs SET flagged_at = updated_at WHERE flagged;
    CREATE INDEX user_jobs_open_flags_idx ON user_jobs (job_id, flagged_at)
      WHERE flagged AND flag_dismissed_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS user_jobs_open_flags_idx;
    ALTER TABLE user_jobs DROP COLUMN IF EXISTS flagged_at, DROP COLUMN IF EXISTS flag_dismissed_at;
  `.execute(db);
}
