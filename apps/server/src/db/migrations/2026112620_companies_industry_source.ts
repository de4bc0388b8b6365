import { type Kysely, sql } from 'kysely';

// Where a company's industry came from (issue 22): 'dataset:<name>' (a maintained public list), 'inferred'
// (read from its postings by ingestion) or 'operator' (set by hand). Industries set before this were all
// typed by hand (the described part of the company list, an operator's board), so they are 'operator'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies ADD COLUMN industry_source text;
    UPDATE companies SET industry_source = 'operator' WHERE industry IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies DROP COLUMN IF EXISTS industry_source`.execute(db);
}
