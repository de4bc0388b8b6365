import { type Kysely, sql } from 'kysely';

// A version of each member's hidden jobs and blocked companies, bumped by PostgreSQL itself whenever either list
// changes, however it changes (a hide, an unhide, a block, a deleted job or company, an import, a console edit):
// a process may keep what a member's lists leave out of a search for as long as this version stays the same
// (job-search/viewer-exclusions.ts), and every process sees a member's own change on their next search. Owned by
// the tracking module, as the lists are. No row: version 0 (the member never changed a list).
//
// Only hidden rows of user_jobs matter: saving, flagging or tracking a job leaves the version alone. The bump
// inserts only for a member who still exists, so deleting an account (whose cascade deletes their hidden rows
// after the account row) bumps nothing and leaves nothing behind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE viewer_list_versions (
      user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      version bigint NOT NULL
    );

    CREATE FUNCTION upstream_bump_viewer_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      members bigint[];
    BEGIN
      IF TG_OP = 'INSERT' THEN members := ARRAY[NEW.user_id];
      ELSIF TG_OP = 'DELETE' THEN members := ARRAY[OLD.user_id];
      ELSE members := ARRAY[OLD.user_id, NEW.user_id];
      END IF;
      -- Read through users: a member named twice (an update) is bumped once, and one deleted is not written back.
      INSERT INTO viewer_list_versions AS v (user_id, version)
        SELECT u.id, 1 FROM users u WHERE u.id = ANY (members)
        ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
      RETURN NULL;
    END $$;

    CREATE TRIGGER user_jobs_hidden_insert AFTER INSERT ON user_jobs
      FOR EACH ROW WHEN (NEW.hidden) EXECUTE FUNCTION upstream_bump_viewer_list_version();
    CREATE TRIGGER user_jobs_hidden_delete AFTER DELETE ON user_jobs
      FOR EACH ROW WHEN (OLD.hidden) EXECUTE FUNCTION upstream_bump_viewer_list_version();
    CREATE TRIGGER user_jobs_hidden_update AFTER UPDATE ON user_jobs
      FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden
        OR (NEW.hidden AND (OLD.user_id, OLD.job_id) IS DISTINCT FROM (NEW.user_id, NEW.job_id)))
      EXECUTE FUNCTION upstream_bump_viewer_list_version();
    CREATE TRIGGER blocked_companies_insert AFTER INSERT ON blocked_companies
      FOR EACH ROW EXECUTE FUNCTION upstream_bump_viewer_list_version();
    CREATE TRIGGER blocked_companies_delete AFTER DELETE ON blocked_companies
      FOR EACH ROW EXECUTE FUNCTION upstream_bump_viewer_list_version();
    CREATE TRIGGER blocked_companies_update AFTER UPDATE ON blocked_companies
      FOR EACH ROW WHEN ((OLD.user_id, OLD.company_id) IS DISTINCT FROM (NEW.user_id, NEW.company_id))
      EXECUTE FUNCTION upstream_bump_viewer_list_version();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS user_jobs_hidden_insert ON user_jobs;
    DROP TRIGGER IF EXISTS user_jobs_hidden_delete ON user_jobs;
    DROP TRIGGER IF EXISTS user_jobs_hidden_update ON user_jobs;
    DROP TRIGGER IF EXISTS blocked_companies_insert ON blocked_companies;
    DROP TRIGGER IF EXISTS blocked_companies_delete ON blocked_companies;
    DROP TRIGGER IF EXISTS blocked_companies_update ON blocked_companies;
    DROP FUNCTION IF EXISTS upstream_bump_viewer_list_version();
    DROP TABLE IF EXISTS viewer_list_versions;
  `.execute(db);
}
