import type { Executor } from '../../db/index.ts';

/** Whether the person has access now (a permission row): what a credential outside a session, a feed's URL, needs. */
export async function hasAccess(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('permissions')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
