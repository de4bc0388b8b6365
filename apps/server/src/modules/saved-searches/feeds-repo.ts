import type { Executor } from '../../db/index.ts';

// The SQL of saved searches' feeds (one secret key per search).

export async function feedKeysOf(db: Executor, userId: number) {
  return db
    .selectFrom('saved_search_feeds')
    .select(['search_id', 'feed_key'])
    .where('user_id', '=', userId)
    .orderBy('search_id')
    .execute();
}

export async function feedKeyOf(db: Executor, userId: number, searchId: number) {
  const row = await db
    .selectFrom('saved_search_feeds')
    .select('feed_key')
    .where('user_id', '=', userId)
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  return row?.feed_key;
}

/** A new key for the search's feed, replacing any earlier one (whose URL then stops working). */
export async function storeFeedKey(
  db: Executor,
  input: { userId: number; searchId: number; key: string; now: Date },
): Promise<void> {
  await db
    .insertInto('saved_search_feeds')
    .values({ search_id: input.searchId, user_id: input.userId, feed_key: input.key, created_at: input.now })
    .onConflict((oc) => oc.column('search_id').doUpdateSet({ feed_key: input.key, created_at: input.now }))
    .execute();
}

export async function deleteFeed(db: Executor, userId: number, searchId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('saved_search_feeds')
    .where('user_id', '=', userId)
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteFeedsOf(db: Executor, userId: number): Promise<number> {
  const res = await db.deleteFrom('saved_search_feeds').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The saved search behind a feed key, with when it last changed (a feed's ETag covers it). */
export async function searchOfFeed(db: Executor, key: string) {
  return db
    .selectFrom('saved_search_feeds as f')
    .innerJoin('saved_searches as s', 's.id', 'f.search_id')
    .select(['s.id', 's.user_id', 's.name', 's.filters', 's.updated_at'])
    .where('f.feed_key', '=', key)
    .executeTakeFirst();
}
