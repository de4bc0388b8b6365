import { type Kysely, sql } from 'kysely';

// Ghost-job evidence and flag outcomes (issue 23 items 3 and 7): each company's share of open jobs listed
// for LONG_LISTED_DAYS or more, refreshed with the company's fetch (never counted per card), and what an
// operator did about a member's flag, with when the member was emailed about it (once, in a daily batch).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies ADD COLUMN long_listed_share real, ADD COLUMN open_jobs_counted int;
    ALTER TABLE user_jobs ADD COLUMN flag_outcome text
        CHECK (flag_outcome IN ('hidden', 'closed', 'dismissed')),
      ADD COLUMN flag_outcome_emailed_at timestamptz;
    CREATE INDEX user_jobs_flag_outcome_unsent_idx ON user_jobs (user_id)
      WHERE flag_outcome IS NOT NULL AND flag_outcome_emailed_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX user_jobs_flag_outcome_unsent_idx;
    ALTER TABLE user_jobs DROP COLUMN flag_outcome, DROP COLUMN flag_outcome_emailed_at;
    ALTER TABLE companies DROP COLUMN long_listed_share, DROP COLUMN open_jobs_counted;
  `.execute(db);
}
