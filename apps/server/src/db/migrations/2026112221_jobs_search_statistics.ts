import { type Kysely, sql } from 'kysely';

// City and state go together (New York is almost always NY): without multi-column statistics the planner
// multiplies their selectivities and underestimates a city filter a hundredfold, then picks plans that read
// most of the table. ANALYZE (autovacuum's or the next manual one) fills these in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE STATISTICS IF NOT EXISTS job_locations_city_state_stats (mcv, dependencies)
      ON city, state FROM job_locations;
    CREATE STATISTICS IF NOT EXISTS jobs_function_level_type_stats (mcv, dependencies)
      ON function, level, type FROM jobs;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP STATISTICS IF EXISTS jobs_function_level_type_stats;
    DROP STATISTICS IF EXISTS job_locations_city_state_stats;
  `.execute(db);
}
