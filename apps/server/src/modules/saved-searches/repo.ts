import type { JobSearchFilters } from '@upstream/contract';
import type { Executor } from '../../db/index.ts';

// The SQL of saved searches.

export interface SavedSearchRow {
  id: number;
  user_id: number;
  name: string;
  filters: Record<string, unknown>;
  email: boolean;
}

const columns = ['id', 'user_id', 'name', 'filters', 'email'] as const;

export async function findOwnSearch(
  db: Executor,
  userId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('saved_searches')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listSearches(db: Executor, userId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function countEmailSearches(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('email', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countSearches(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSearch(
  db: Executor,
  input: { userId: number; name: string; filters: JobSearchFilters; email: boolean; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('saved_searches')
    .values({
      user_id: input.userId,
      name: input.name,
      filters: JSON.stringify(input.filters),
      email: input.email,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSearch(
  db: Executor,
  input: { id: number; userId: number; name: string; filters: JobSearchFilters; email: boolean; now: Date },
): Promise<boolean> {
  const res = await db
    .updateTable('saved_searches')
    .set({
      name: input.name,
      filters: JSON.stringify(input.filters),
      email: input.email,
      updated_at: input.now,
    })
    .where('id', '=', input.id)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteSearch(db: Executor, userId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Stop one search's daily email (unsubscribe link). */
export async function turnOffEmail(db: Executor, userId: number, id: number, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('saved_searches')
    .set({ email: false, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A saved search's name and whether its daily email is on (for unsubscribe links). */
export async function findSearchName(db: Executor, userId: number, searchId: number) {
  return db
    .selectFrom('saved_searches')
    .select(['name', 'email'])
    .where('id', '=', searchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A person's saved searches for the search form's dropdown, oldest first. */
export async function savedSearchesOf(db: Executor, userId: number) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'name', 'email'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
