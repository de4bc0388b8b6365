import { type Kysely, sql } from 'kysely';

// Fewer index entries per posting written (docs/decisions/0017-ingest-cost.md). Every GIN index on jobs takes an
// entry for each active posting it covers, an empty array included (its "empty" key), on every insert and every
// update that is not heap-only:
// - remote_open_to is only ever searched with the posting's remote flag (the remote-region filter,
//   job-search/query-sql.ts), and only a remote posting has a reading of where it may be done from: the index
//   covers the remote postings alone, so the others (four in five) add nothing to it.
// - location_keys is the fourth column of jobs_active_facets_idx, which answers a city condition alone as it
//   answers one with function, level or type: the index on location_keys alone repeated it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_active_remote_open_idx;
    CREATE INDEX jobs_active_remote_open_idx ON jobs USING gin (remote_open_to) WHERE active AND remote;
    DROP INDEX IF EXISTS jobs_active_location_keys_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS jobs_active_location_keys_idx ON jobs USING gin (location_keys) WHERE active;
    DROP INDEX IF EXISTS jobs_active_remote_open_idx;
    CREATE INDEX jobs_active_remote_open_idx ON jobs USING gin (remote_open_to) WHERE active;
  `.execute(db);
}
