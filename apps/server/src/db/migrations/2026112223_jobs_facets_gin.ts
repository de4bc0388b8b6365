import { type Kysely, sql } from 'kysely';

// One GIN index over the facet columns of active jobs. GIN intersects the posting lists of every condition
// it is given, so function + level + city (any subset, any order) resolves inside one index to the few
// matching rows, where separate btree indexes leave all but one condition to be checked row by row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX jobs_active_facets_idx ON jobs USING gin (function, level, type, location_keys) WHERE active;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS jobs_active_facets_idx;`.execute(db);
}
