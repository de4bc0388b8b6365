import { type Kysely, sql } from 'kysely';

// Job search: a folded, word-spaced copy of each title for keyword matching, and partial indexes over the
// active jobs only (the closed and stale ones are never searched).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS unaccent;

    -- Case- and accent-insensitive, with every run of punctuation turned into one space ('+' and '#' kept for
    -- C++ and C#). unaccent() is only STABLE because its dictionary could change; naming the dictionary makes
    -- this wrapper safe to declare IMMUTABLE, which an index expression or generated column requires.
    CREATE FUNCTION upstream_fold(input text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)),
        '[^[:alnum:]+#]+', ' ', 'g'));

    -- ' senior software engineer ': padded, so a keyword matches at the start of a word with LIKE '% kw%'.
    ALTER TABLE jobs ADD COLUMN title_search text
      GENERATED ALWAYS AS (' ' || upstream_fold(title) || ' ') STORED;

    CREATE INDEX jobs_active_title_trgm_idx ON jobs USING gin (title_search gin_trgm_ops) WHERE active;
    CREATE INDEX jobs_active_function_idx ON jobs (function, first_seen_at DESC, id DESC) WHERE active;
    CREATE INDEX jobs_active_company_first_seen_idx ON jobs (company_id, first_seen_at DESC, id DESC)
      WHERE active;
    CREATE INDEX jobs_active_level_idx ON jobs (level, first_seen_at DESC, id DESC) WHERE active;
    CREATE INDEX jobs_active_type_idx ON jobs (type, first_seen_at DESC, id DESC) WHERE active;
    CREATE INDEX job_locations_city_job_idx ON job_locations (city, state, job_id);
    CREATE INDEX companies_industry_idx ON companies (industry) WHERE industry IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS companies_industry_idx, job_locations_city_job_idx, jobs_active_type_idx,
      jobs_active_level_idx, jobs_active_company_first_seen_idx, jobs_active_function_idx,
      jobs_active_title_trgm_idx;
    ALTER TABLE jobs DROP COLUMN IF EXISTS title_search;
    DROP FUNCTION IF EXISTS upstream_fold(text);
  `.execute(db);
}
