import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { slugify, titleKey } from './keys.ts';

// The jobs members import from outside Upstream (the tracker's CSV import): theirs alone, never active.

/** A job already known by its posting URL (ingested, or imported earlier by this person). */
export async function jobByUrl(trx: Executor, url: string, userId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('jobs')
    .select('id')
    .where('url', '=', url)
    .where((eb) => eb.or([eb('imported_by_user_id', 'is', null), eb('imported_by_user_id', '=', userId)]))
    .orderBy('imported_by_user_id', 'desc')
    .orderBy('active', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** A job known by company name and title, when the row has no URL. */
export async function jobByCompanyAndTitle(trx: Executor, company: string, title: string, userId: number) {
  const row = await trx
    .selectFrom('jobs as j')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .select('j.id')
    .where(sql`lower(c.name)`, '=', company.toLowerCase())
    .where(sql`lower(j.title)`, '=', title.toLowerCase())
    .where((eb) => eb.or([eb('j.imported_by_user_id', 'is', null), eb('j.imported_by_user_id', '=', userId)]))
    .orderBy('j.active', 'desc')
    .orderBy('j.id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The company of an imported job: a catalogue company known by this name, one this person imported before,
 * or a new one that is theirs alone (kept out of the catalogue's slugs).
 */
export async function companyForImport(
  trx: Executor,
  name: string,
  userId: number,
  now: Date,
): Promise<number> {
  const existing = await trx
    .selectFrom('companies')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .where((eb) => eb.or([eb('imported_by_user_id', 'is', null), eb('imported_by_user_id', '=', userId)]))
    .orderBy(sql`imported_by_user_id IS NULL`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await trx
    .insertInto('companies')
    .values({
      name,
      slug: `imported-${slugify(name).slice(0, 40)}-${randomSuffix()}`,
      created_at: now,
      imported_by_user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/**
 * A job from outside Upstream, kept for this person only: on its company's disabled 'manual' board, never
 * active, so search and digests never show it.
 */
export async function insertImportedJob(
  trx: Executor,
  input: { userId: number; companyId: number; boardId: number; title: string; url: string; now: Date },
): Promise<number> {
  const job = await trx
    .insertInto('jobs')
    .values({
      board_id: input.boardId,
      company_id: input.companyId,
      external_id: `import-${input.userId}-${randomSuffix()}`,
      title: input.title,
      title_key: titleKey(input.title),
      url: input.url,
      content_hash: 'imported',
      first_seen_at: input.now,
      last_seen_at: input.now,
      active: false,
      imported_by_user_id: input.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return job.id;
}

const randomSuffix = () => crypto.randomUUID().slice(0, 8);
