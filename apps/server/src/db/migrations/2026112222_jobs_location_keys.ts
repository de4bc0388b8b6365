import { type Kysely, sql } from 'kysely';

// A job's places, also kept on the job row as 'City|ST' keys (the city options' match values), so a city
// filter is one more index on the jobs table: Postgres can AND it with the function, level or keyword
// indexes instead of joining a hundred thousand locations. job_locations stays the source; statement-level
// triggers keep the copy in step with whatever writes it (ingestion, imports, tests).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs ADD COLUMN location_keys text[] NOT NULL DEFAULT '{}';

    CREATE FUNCTION upstream_location_keys(job bigint) RETURNS text[]
      LANGUAGE sql STABLE PARALLEL SAFE
      RETURN COALESCE((SELECT array_agg(DISTINCT concat_ws('|', l.city, l.state))
        FROM job_locations l WHERE l.job_id = job AND l.city IS NOT NULL AND l.city <> ''), '{}');

    CREATE FUNCTION upstream_sync_location_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE jobs j SET location_keys = upstream_location_keys(j.id)
      WHERE j.id IN (SELECT DISTINCT job_id FROM changed);
      RETURN NULL;
    END $$;

    CREATE TRIGGER job_locations_keys_insert AFTER INSERT ON job_locations
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION upstream_sync_location_keys();
    CREATE TRIGGER job_locations_keys_update AFTER UPDATE ON job_locations
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION upstream_sync_location_keys();
    CREATE TRIGGER job_locations_keys_delete AFTER DELETE ON job_locations
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION upstream_sync_location_keys();

    UPDATE jobs j SET location_keys = k.keys
    FROM (SELECT job_id, array_agg(DISTINCT concat_ws('|', city, state)) AS keys
          FROM job_locations WHERE city IS NOT NULL AND city <> '' GROUP BY job_id) AS k
    WHERE k.job_id = j.id;

    CREATE INDEX jobs_active_location_keys_idx ON jobs USING gin (location_keys) WHERE active;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS job_locations_keys_insert ON job_locations;
    DROP TRIGGER IF EXISTS job_locations_keys_update ON job_locations;
    DROP TRIGGER IF EXISTS job_locations_keys_delete ON job_locations;
    DROP FUNCTION IF EXISTS upstream_sync_location_keys();
    DROP FUNCTION IF EXISTS upstream_location_keys(bigint);
    DROP INDEX IF EXISTS jobs_active_location_keys_idx;
    ALTER TABLE jobs DROP COLUMN IF EXISTS location_keys;
  `.execute(db);
}
