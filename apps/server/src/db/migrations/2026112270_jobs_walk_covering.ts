import { type Kysely, sql } from 'kysely';

// A walk follows a date-ordered index and checks each row's other conditions. With those columns in the
// index itself, the check needs no visit to the table row (an index-only scan), several times cheaper per
// row: the member's walk checks company_id (blocked companies) and id (hidden jobs); a function walk checks
// level, type, remote, cities and company.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_active_first_seen_idx;
    CREATE INDEX jobs_active_first_seen_idx ON jobs (first_seen_at DESC, id DESC) INCLUDE (company_id)
      WHERE active;
    DROP INDEX IF EXISTS jobs_active_function_idx;
    CREATE INDEX jobs_active_function_idx ON jobs (function, first_seen_at DESC, id DESC)
      INCLUDE (level, type, remote, company_id, location_keys) WHERE active;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_active_first_seen_idx;
    CREATE INDEX jobs_active_first_seen_idx ON jobs (first_seen_at DESC, id DESC) WHERE active;
    DROP INDEX IF EXISTS jobs_active_function_idx;
    CREATE INDEX jobs_active_function_idx ON jobs (function, first_seen_at DESC, id DESC) WHERE active;
  `.execute(db);
}
