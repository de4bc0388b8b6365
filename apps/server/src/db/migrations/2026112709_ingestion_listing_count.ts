import { type Kysely, sql } from 'kysely';

// How many items the last successful listing held, kept with its fingerprint (listing_hash): a board whose one
// answer is byte for byte the last one is then not parsed at all, and its fetch still says how many it listed
// (docs/decisions/0017-ingest-cost.md). Null (every board until its next successful fetch): the answer is parsed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE job_boards ADD COLUMN listing_count integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE job_boards DROP COLUMN IF EXISTS listing_count`.execute(db);
}
