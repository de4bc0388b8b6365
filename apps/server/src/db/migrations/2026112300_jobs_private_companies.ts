import { type Kysely, sql } from 'kysely';

// A company a member brought in by CSV import (one the catalogue did not know) is theirs alone, like the
// imported job on it: it is shown, saved or blocked only by them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies ADD COLUMN imported_by_user_id bigint REFERENCES users(id) ON DELETE CASCADE;
    UPDATE companies c SET imported_by_user_id = j.imported_by_user_id
    FROM (
      SELECT DISTINCT ON (company_id) company_id, imported_by_user_id FROM jobs
      WHERE imported_by_user_id IS NOT NULL ORDER BY company_id, id
    ) j
    WHERE c.id = j.company_id AND c.slug LIKE 'imported-%';
    CREATE INDEX companies_imported_by_idx ON companies (imported_by_user_id) WHERE imported_by_user_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS companies_imported_by_idx;
    ALTER TABLE companies DROP COLUMN IF EXISTS imported_by_user_id;
  `.execute(db);
}
