import type { Executor } from '../../db/index.ts';

export async function savedSearchDataOf(db: Executor, userId: number) {
  return {
    saved_searches: await db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).execute(),
    // Which searches have a feed, never the key its private address is made from.
    saved_search_feeds: await db
      .selectFrom('saved_search_feeds')
      .select(['search_id', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
  };
}

export async function deleteSavedSearchesOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('saved_search_feeds').where('user_id', '=', userId).execute();
  await db.deleteFrom('saved_searches').where('user_id', '=', userId).execute();
}
