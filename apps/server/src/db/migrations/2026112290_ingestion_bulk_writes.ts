import { type Kysely, sql } from 'kysely';

// A cold ingest writes a few hundred thousand jobs; these make each one cheaper to write (docs/decisions/0010).
// - Ingestion writes a job's location_keys from the same places, in the same statement, as its job_locations
//   rows, and says so for its transaction (upstream.location_keys_written); the triggers then have nothing to
//   check. Every other writer (imports, tests, benchmarks) is kept in step by the triggers as before.
// - Two indexes repeated others: jobs (company_id) is the prefix of jobs (company_id, title_key), and
//   job_locations (city, state) the prefix of job_locations (city, state, job_id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION upstream_sync_location_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('upstream.location_keys_written', true) = 'on' THEN
        RETURN NULL;
      END IF;
      -- EXECUTE plans the statement anew each time: a plan cached while jobs was nearly empty (a first ingest)
      -- scans the whole table for every statement long after it has grown.
      EXECUTE 'UPDATE jobs j SET location_keys = k.keys
        FROM (SELECT c.job_id, upstream_location_keys(c.job_id) AS keys
              FROM (SELECT DISTINCT job_id FROM changed) c) k
        WHERE j.id = k.job_id AND j.location_keys IS DISTINCT FROM k.keys';
      RETURN NULL;
    END $$;
    DROP INDEX IF EXISTS jobs_company_idx;
    DROP INDEX IF EXISTS job_locations_city_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS jobs_company_idx ON jobs (company_id);
    CREATE INDEX IF NOT EXISTS job_locations_city_idx ON job_locations (city, state);
    CREATE OR REPLACE FUNCTION upstream_sync_location_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      EXECUTE 'UPDATE jobs j SET location_keys = k.keys
        FROM (SELECT c.job_id, upstream_location_keys(c.job_id) AS keys
              FROM (SELECT DISTINCT job_id FROM changed) c) k
        WHERE j.id = k.job_id AND j.location_keys IS DISTINCT FROM k.keys';
      RETURN NULL;
    END $$;
  `.execute(db);
}
