import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { slugify } from './keys.ts';

// The catalogue's companies, as ingestion and the operator's boards write them.

/** A company as written: an industry comes with where it came from (defaults to 'operator', typed by hand). */
export interface CompanyInput {
  name: string;
  slug?: string;
  homepage_url: string | null;
  industry: string | null;
  industry_source?: string | null;
}

const sourceOf = (c: CompanyInput) => (c.industry ? (c.industry_source ?? 'operator') : null);

/**
 * An existing company keeps its industry, unless it has none or only an inferred one and the new one is from a
 * dataset or a person (an inference never replaces either).
 */
const KEEP_OR_FILL = sql`companies.industry IS NULL OR (companies.industry_source = 'inferred'
  AND excluded.industry IS NOT NULL AND excluded.industry_source <> 'inferred')`;

/** Find or create a company by slug; an existing company keeps its details, gaps are filled. */
export async function upsertCompany(db: Executor, input: CompanyInput): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({
      name: input.name,
      slug: input.slug ?? slugify(input.name),
      homepage_url: input.homepage_url,
      industry: input.industry,
      industry_source: sourceOf(input),
    })
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({
        homepage_url: sql`COALESCE(companies.homepage_url, excluded.homepage_url)`,
        industry: sql`CASE WHEN ${KEEP_OR_FILL} THEN excluded.industry ELSE companies.industry END`,
        industry_source: sql`CASE WHEN ${KEEP_OR_FILL} THEN excluded.industry_source
          ELSE companies.industry_source END`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Many companies at once, as `upsertCompany` does one (a catalogue of thousands loads in a few statements).
 * Returns each company's id by its slug; names that make the same slug are one company (the first wins).
 */
export async function upsertCompanies(
  db: Executor,
  inputs: readonly CompanyInput[],
): Promise<Map<string, number>> {
  const bySlug = new Map<string, (typeof inputs)[number]>();
  for (const input of inputs) {
    const slug = input.slug ?? slugify(input.name);
    if (!bySlug.has(slug)) bySlug.set(slug, input);
  }
  const ids = new Map<string, number>();
  const entries = [...bySlug.entries()];
  for (let i = 0; i < entries.length; i += 1000) {
    const chunk = entries.slice(i, i + 1000);
    const { rows } = await sql<{ id: number; slug: string }>`
      INSERT INTO companies (name, slug, homepage_url, industry, industry_source)
      SELECT * FROM unnest(${chunk.map(([, c]) => c.name)}::text[], ${chunk.map(([slug]) => slug)}::text[],
        ${chunk.map(([, c]) => c.homepage_url)}::text[], ${chunk.map(([, c]) => c.industry)}::text[],
        ${chunk.map(([, c]) => sourceOf(c))}::text[])
      ON CONFLICT (slug) DO UPDATE SET
        homepage_url = COALESCE(companies.homepage_url, excluded.homepage_url),
        industry = CASE WHEN ${KEEP_OR_FILL} THEN excluded.industry ELSE companies.industry END,
        industry_source = CASE WHEN ${KEEP_OR_FILL} THEN excluded.industry_source
          ELSE companies.industry_source END
      RETURNING id, slug`.execute(db);
    for (const r of rows) ids.set(r.slug, Number(r.id));
  }
  return ids;
}
