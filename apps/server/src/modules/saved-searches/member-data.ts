import type { Executor } from '../../db/index.ts';

export async function savedSearchDataOf(db: Executor, userId: number) {
  return {
    saved_searches: await db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).execute(),
  };
}

export async function deleteSavedSearchesOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('saved_searches').where('user_id', '=', userId).execute();
}
