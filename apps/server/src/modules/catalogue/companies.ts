import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { slugify } from './keys.ts';

// The catalogue's companies, as ingestion and the operator's boards write them.

/** Find or create a company by slug; an existing company keeps its details, gaps are filled. */
export async function upsertCompany(
  db: Executor,
  input: { name: string; slug?: string; homepage_url: string | null; industry: string | null },
): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({
      name: input.name,
      slug: input.slug ?? slugify(input.name),
      homepage_url: input.homepage_url,
      industry: input.industry,
    })
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({
        homepage_url: sql`COALESCE(companies.homepage_url, excluded.homepage_url)`,
        industry: sql`COALESCE(companies.industry, excluded.industry)`,
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
  inputs: readonly { name: string; slug?: string; homepage_url: string | null; industry: string | null }[],
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
      INSERT INTO companies (name, slug, homepage_url, industry)
      SELECT * FROM unnest(${chunk.map(([, c]) => c.name)}::text[], ${chunk.map(([slug]) => slug)}::text[],
        ${chunk.map(([, c]) => c.homepage_url)}::text[], ${chunk.map(([, c]) => c.industry)}::text[])
      ON CONFLICT (slug) DO UPDATE SET
        homepage_url = COALESCE(companies.homepage_url, excluded.homepage_url),
        industry = COALESCE(companies.industry, excluded.industry)
      RETURNING id, slug`.execute(db);
    for (const r of rows) ids.set(r.slug, Number(r.id));
  }
  return ids;
}
