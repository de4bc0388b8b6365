import { type Kysely, sql } from 'kysely';

// No statement reads job_locations by city any more (docs/decisions/0017-ingest-cost.md, session 28): a city
// filter reads the jobs' location_keys (jobs_active_facets_idx), the search inputs' city list scans the places
// with a hash join (its plan is the same with or without this index), and every other read goes by job id (the
// primary key). The index was made for the first city filter (2026112220), before location_keys; since then it
// only cost every place written an index entry (1.4 a posting) and a tenth of the places' size on disk.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS job_locations_city_job_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS job_locations_city_job_idx ON job_locations (city, state, job_id)`.execute(
    db,
  );
}
