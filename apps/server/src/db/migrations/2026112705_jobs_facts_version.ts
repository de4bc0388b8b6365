import { type Kysely, sql } from 'kysely';

// Which version of the facts reader (ingestion's normalise/job-facts.ts: visa sponsorship, remote eligibility)
// last read each job. Jobs read before this are version 0; a board's write stamps the reader's version, and a
// background work re-reads the stored jobs left behind, oldest version first (the index finds them without a
// scan, and answers "nothing left" with one probe).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs ADD COLUMN facts_version smallint NOT NULL DEFAULT 0;
    CREATE INDEX jobs_facts_version_idx ON jobs (facts_version, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_facts_version_idx;
    ALTER TABLE jobs DROP COLUMN IF EXISTS facts_version;
  `.execute(db);
}
