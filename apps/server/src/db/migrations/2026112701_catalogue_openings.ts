import { type Kysely, sql } from 'kysely';

// One result per opening (issue 22, item 7; docs/decisions/0015-one-result-per-opening.md). A board that posts one
// opening once per city keeps every posting, and the catalogue groups them:
// - opening_key, description_sketch: what a posting is grouped by (catalogue/openings.ts), written with it;
// - opening_id: on a copy, the posting shown for its opening (its representative, the oldest open posting of
//   the opening on the board); null on a representative and on a posting alone. A copy is never active, so
//   search, counts, dropdowns and digests, which read only active jobs over the partial (WHERE active)
//   indexes, show and count each opening once at no cost; the check holds it;
// - job_locations.of_copy: a place the representative shows for one of its copies (the copy's id), so the card
//   lists all its places and the city filter (location_keys, derived from job_locations) finds it by any.
// Jobs written before this are grouped when their board's next fetch re-normalises them (NORMALISER_VERSION).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs
      ADD COLUMN opening_key text,
      ADD COLUMN description_sketch int[],
      ADD COLUMN opening_id bigint REFERENCES jobs(id) ON DELETE SET NULL,
      ADD CONSTRAINT jobs_copies_not_active CHECK (opening_id IS NULL OR NOT active);
    CREATE INDEX jobs_opening_idx ON jobs (opening_id) WHERE opening_id IS NOT NULL;
    ALTER TABLE job_locations ADD COLUMN of_copy bigint;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE job_locations DROP COLUMN IF EXISTS of_copy;
    DROP INDEX IF EXISTS jobs_opening_idx;
    ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_copies_not_active,
      DROP COLUMN IF EXISTS opening_id, DROP COLUMN IF EXISTS description_sketch,
      DROP COLUMN IF EXISTS opening_key;
  `.execute(db);
}
