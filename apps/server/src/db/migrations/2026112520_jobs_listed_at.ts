import { type Kysely, sql } from 'kysely';

// A job's listing time (listed_at): when it became news, the one time "new", "added" and the order of results
// read (docs/decisions/0013). The ATS's posted date when it is older than first sight by more than two days,
// else first sight; none (NULL: never news, last in the order) for a job of a board's first fetch that the
// ATS gives no date for. Existing jobs are filled by the same rule, a board's first fetch being the jobs first
// seen at its earliest first-seen time (one fetch writes all of its jobs with one time). The date-ordered
// walk indexes follow the new order (NULLs last), keeping what their walks read inside the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs ADD COLUMN listed_at timestamptz;

    UPDATE jobs j SET listed_at = CASE
        WHEN j.posted_at IS NOT NULL AND j.posted_at < j.first_seen_at - interval '2 days' THEN j.posted_at
        WHEN j.posted_at IS NULL AND j.reposted_from_id IS NULL AND j.first_seen_at = f.first_fetch THEN NULL
        ELSE j.first_seen_at END
    FROM (SELECT board_id, min(first_seen_at) AS first_fetch FROM jobs GROUP BY board_id) AS f
    WHERE f.board_id = j.board_id;

    DROP INDEX IF EXISTS jobs_active_first_seen_idx;
    CREATE INDEX jobs_active_listed_idx ON jobs (listed_at DESC NULLS LAST, id DESC) INCLUDE (company_id)
      WHERE active;
    DROP INDEX IF EXISTS jobs_active_function_idx;
    CREATE INDEX jobs_active_function_idx ON jobs (function, listed_at DESC NULLS LAST, id DESC)
      INCLUDE (level, type, remote, company_id, location_keys) WHERE active;
    DROP INDEX IF EXISTS jobs_active_company_first_seen_idx;
    CREATE INDEX jobs_active_company_listed_idx ON jobs (company_id, listed_at DESC NULLS LAST, id DESC)
      WHERE active;
    DROP INDEX IF EXISTS jobs_active_level_idx;
    CREATE INDEX jobs_active_level_idx ON jobs (level, listed_at DESC NULLS LAST, id DESC) WHERE active;
    DROP INDEX IF EXISTS jobs_active_type_idx;
    CREATE INDEX jobs_active_type_idx ON jobs (type, listed_at DESC NULLS LAST, id DESC) WHERE active;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_active_listed_idx, jobs_active_company_listed_idx;
    CREATE INDEX jobs_active_first_seen_idx ON jobs (first_seen_at DESC, id DESC) INCLUDE (company_id)
      WHERE active;
    DROP INDEX IF EXISTS jobs_active_function_idx;
    CREATE INDEX jobs_active_function_idx ON jobs (function, first_seen_at DESC, id DESC)
      INCLUDE (level, type, remote, company_id, location_keys) WHERE active;
    CREATE INDEX jobs_active_company_first_seen_idx ON jobs (company_id, first_seen_at DESC, id DESC)
      WHERE active;
    DROP INDEX IF EXISTS jobs_active_level_idx;
    CREATE INDEX jobs_active_level_idx ON jobs (level, first_seen_at DESC, id DESC) WHERE active;
    DROP INDEX IF EXISTS jobs_active_type_idx;
    CREATE INDEX jobs_active_type_idx ON jobs (type, first_seen_at DESC, id DESC) WHERE active;
    ALTER TABLE jobs DROP COLUMN IF EXISTS listed_at;
  `.execute(db);
}
