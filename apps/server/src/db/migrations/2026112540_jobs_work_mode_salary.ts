import { type Kysely, sql } from 'kysely';

// Work mode and pay people can see and filter on (issue 14):
// - work_mode: 'on-site', 'hybrid' or 'remote' as the board says (its own field first, the location text second);
//   null when the board does not say. `remote` stays the remote job type's column: work_mode = 'remote'.
// - salary_min/salary_max are now the amounts as the board gives them, per salary_interval ('year', 'month',
//   'week', 'day', 'hour'); salary_annual_min/max hold the yearly figure only where one is sound (never for an
//   hourly internship or part-time job). Rows written before this held yearly figures: they are marked 'year'.
// - The minimum-salary filter reads (salary_currency, salary_annual_max): its own index for rare matches, and
//   both columns carried by the date-ordered indexes so a walk checks them without visiting the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs ADD COLUMN work_mode text,
      ADD COLUMN salary_interval text,
      ADD COLUMN salary_annual_min integer,
      ADD COLUMN salary_annual_max integer;
    UPDATE jobs SET work_mode = 'remote' WHERE remote;
    UPDATE jobs SET salary_interval = 'year',
        salary_annual_min = round(salary_min)::integer,
        salary_annual_max = round(COALESCE(salary_max, salary_min))::integer
      WHERE salary_min IS NOT NULL OR salary_max IS NOT NULL;

    CREATE INDEX jobs_active_salary_idx ON jobs (salary_currency, salary_annual_max)
      WHERE active AND salary_annual_max IS NOT NULL;
    DROP INDEX IF EXISTS jobs_active_listed_idx;
    CREATE INDEX jobs_active_listed_idx ON jobs (listed_at DESC NULLS LAST, id DESC)
      INCLUDE (company_id, salary_currency, salary_annual_max) WHERE active;
    DROP INDEX IF EXISTS jobs_active_function_idx;
    CREATE INDEX jobs_active_function_idx ON jobs (function, listed_at DESC NULLS LAST, id DESC)
      INCLUDE (level, type, remote, company_id, location_keys, salary_currency, salary_annual_max) WHERE active;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_active_salary_idx;
    DROP INDEX IF EXISTS jobs_active_listed_idx;
    CREATE INDEX jobs_active_listed_idx ON jobs (listed_at DESC NULLS LAST, id DESC) INCLUDE (company_id)
      WHERE active;
    DROP INDEX IF EXISTS jobs_active_function_idx;
    CREATE INDEX jobs_active_function_idx ON jobs (function, listed_at DESC NULLS LAST, id DESC)
      INCLUDE (level, type, remote, company_id, location_keys) WHERE active;
    ALTER TABLE jobs DROP COLUMN IF EXISTS work_mode, DROP COLUMN IF EXISTS salary_interval,
      DROP COLUMN IF EXISTS salary_annual_min, DROP COLUMN IF EXISTS salary_annual_max;
  `.execute(db);
}
