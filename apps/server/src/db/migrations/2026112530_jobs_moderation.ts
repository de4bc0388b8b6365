import { type Kysely, sql } from 'kysely';

// An operator's word on a flagged job (the console's Flagged jobs): 'removed' hides it for everyone, 'closed'
// marks it closed whatever its board still lists. Such a job is never active — the check keeps it so — so it
// leaves search, digests and every count that reads active jobs, through the same partial indexes as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs
      ADD COLUMN moderation text CHECK (moderation IN ('removed', 'closed')),
      ADD COLUMN moderated_at timestamptz,
      ADD CONSTRAINT jobs_moderated_not_active CHECK (moderation IS NULL OR NOT active);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_moderated_not_active,
      DROP COLUMN IF EXISTS moderation, DROP COLUMN IF EXISTS moderated_at;
  `.execute(db);
}
