import type { IndustrySource } from '@upstream/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

// A company's industry and where it came from, as ingestion infers it and an operator sets it.

/** What industry inference reads of a company's open postings. */
export interface IndustryPostingRow {
  title: string;
  department: string | null;
  function: string;
  description: string | null;
}

/**
 * The company's name and up to `limit` of its open postings (descriptions cut to `chars`), when it has no
 * industry yet; null when it has one (the usual case: one indexed look-up, no posting read).
 */
export async function postingsOfCompanyWithoutIndustry(
  db: Executor,
  companyId: number,
  limit: number,
  chars: number,
): Promise<{
  name: string;
  homepage_url: string | null;
  postings: IndustryPostingRow[];
} | null> {
  const company = await db
    .selectFrom('companies')
    .select(['name', 'homepage_url', 'industry'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company || company.industry !== null) return null;
  const { rows } = await sql<IndustryPostingRow>`
    SELECT j.title, j.department, j.function, left(j.description, ${chars}) AS description
    FROM jobs j WHERE j.company_id = ${companyId} AND j.closed_at IS NULL
    ORDER BY j.id LIMIT ${limit}`.execute(db);
  return { name: company.name, homepage_url: company.homepage_url, postings: rows };
}

/**
 * Keep an industry found by ingestion (from a dataset or inferred from postings), only where the company
 * still has none: a person's answer, or one kept earlier, stays.
 */
export async function fillIndustry(
  db: Executor,
  companyId: number,
  industry: string,
  source: IndustrySource,
): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ industry, industry_source: source })
    .where('id', '=', companyId)
    .where('industry', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An operator's industry for a company (null clears it, so inference may fill it again). */
export async function setOperatorIndustry(
  db: Executor,
  companyId: number,
  industry: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ industry, industry_source: industry === null ? null : 'operator' })
    .where('id', '=', companyId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
