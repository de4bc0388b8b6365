import type { Executor } from '../../db/index.ts';

export async function contentDataOf(db: Executor, userId: number) {
  return {
    requests: await db.selectFrom('requests').selectAll().where('user_id', '=', userId).execute(),
    advising_signups: await db
      .selectFrom('advising_signups')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
  };
}

/**
 * A request ("add this company") stays as a wish without an author, so its count still informs what gets added;
 * advising sign-ups are only about the person and go.
 */
export async function deleteContentOf(db: Executor, userId: number): Promise<void> {
  await db.updateTable('requests').set({ user_id: null }).where('user_id', '=', userId).execute();
  await db.deleteFrom('advising_signups').where('user_id', '=', userId).execute();
}
