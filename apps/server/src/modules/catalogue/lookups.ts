import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { slugify } from './keys.ts';

// A job or company by id or name, as a person may see it.

/**
 * A job's id and company, if it exists for this person: a catalogue job, or one they imported. Another
 * member's imported job does not exist for them, so nothing of it (title, company, address) can reach them.
 */
export async function findJob(db: Executor, jobId: number, viewerId: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'company_id'])
    .where('id', '=', jobId)
    .where((eb) => eb.or([eb('imported_by_user_id', 'is', null), eb('imported_by_user_id', '=', viewerId)]))
    .executeTakeFirst();
}

/** Does this company exist for this person (a catalogue company, or one they imported)? */
export async function companyExists(db: Executor, companyId: number, viewerId: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .where((eb) => eb.or([eb('imported_by_user_id', 'is', null), eb('imported_by_user_id', '=', viewerId)]))
      .executeTakeFirst(),
  );
}

/**
 * A company of the catalogue by its name as a person would type it (case and spacing aside, or its slug);
 * companies members imported for themselves are not found.
 */
export async function findCompanyByName(
  db: Executor,
  name: string,
): Promise<{ id: number; name: string; slug: string } | undefined> {
  const clean = name.trim().replace(/\s+/g, ' ');
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'slug'])
    .where('imported_by_user_id', 'is', null)
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', clean.toLowerCase()), eb('slug', '=', slugify(clean))]))
    .orderBy(sql`lower(name) = ${clean.toLowerCase()}`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * Where a job's posting is, as its board last listed it. Only a catalogue job's: an imported job's address was
 * written by a member, and a link from Upstream must never carry someone to it.
 */
export async function jobPostingUrl(db: Executor, jobId: number): Promise<string | null> {
  const row = await db
    .selectFrom('jobs')
    .select('url')
    .where('id', '=', jobId)
    .where('imported_by_user_id', 'is', null)
    .executeTakeFirst();
  return row?.url ?? null;
}
