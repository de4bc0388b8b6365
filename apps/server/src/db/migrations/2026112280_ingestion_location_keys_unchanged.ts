import { type Kysely, sql } from 'kysely';

// Ingestion writes each job's location_keys with the job itself, so the job_locations triggers only need to
// touch jobs whose keys the written places really change. Updating every job regardless wrote a second
// version of each new row (description and all) and re-entered it in every index: over half of a cold
// ingest's database time. The keys still always end up as upstream_location_keys() says.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION upstream_sync_location_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- EXECUTE plans the statement anew each time: a plan cached while jobs was nearly empty (a first ingest)
      -- scans the whole table for every statement long after it has grown.
      EXECUTE 'UPDATE jobs j SET location_keys = k.keys
        FROM (SELECT c.job_id, upstream_location_keys(c.job_id) AS keys
              FROM (SELECT DISTINCT job_id FROM changed) c) k
        WHERE j.id = k.job_id AND j.location_keys IS DISTINCT FROM k.keys';
      RETURN NULL;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION upstream_sync_location_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE jobs j SET location_keys = upstream_location_keys(j.id)
      WHERE j.id IN (SELECT DISTINCT job_id FROM changed);
      RETURN NULL;
    END $$;
  `.execute(db);
}
