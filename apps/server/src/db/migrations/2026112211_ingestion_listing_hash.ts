import { type Kysely, sql } from 'kysely';

// Ingestion: a fingerprint of each board's last listing (its raw answers), so a board that answers exactly
// as before costs one comparison instead of a posting-by-posting check.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE job_boards ADD COLUMN listing_hash text;
    ALTER TABLE job_boards ADD COLUMN listing_full boolean NOT NULL DEFAULT false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE job_boards DROP COLUMN IF EXISTS listing_full;
    ALTER TABLE job_boards DROP COLUMN IF EXISTS listing_hash;
  `.execute(db);
}
