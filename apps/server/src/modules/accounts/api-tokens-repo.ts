import type { Executor } from '../../db/index.ts';
import { MINUTE } from '../../lib/clock.ts';
import { SESSION_USER_COLUMNS, toSessionUser } from './session-user.ts';

// The SQL of personal access tokens (only their SHA-256 is stored).

const listed = ['id', 'name', 'scope', 'created_at', 'last_used_at'] as const;

export async function tokensOf(db: Executor, userId: number) {
  return db
    .selectFrom('api_tokens')
    .select(listed)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countTokens(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertToken(
  db: Executor,
  input: { userId: number; name: string; hash: Buffer; now: Date },
) {
  return db
    .insertInto('api_tokens')
    .values({ user_id: input.userId, name: input.name, token_hash: input.hash, created_at: input.now })
    .returning(listed)
    .executeTakeFirstOrThrow();
}

export async function deleteToken(db: Executor, userId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('api_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteTokensOf(db: Executor, userId: number): Promise<number> {
  const res = await db.deleteFrom('api_tokens').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The token's owner, read as a session's caller is. */
export async function callerOfToken(db: Executor, hash: Buffer) {
  const row = await db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('permissions as p', 'p.user_id', 'u.id')
    .select([...SESSION_USER_COLUMNS, 't.id as token_id', 't.last_used_at'])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
  return row ? { user: toSessionUser(row), tokenId: row.token_id, lastUsedAt: row.last_used_at } : undefined;
}

/** When it was last used, to the minute: a script polling every second writes once a minute. */
export async function markUsed(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', tokenId)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - MINUTE))]),
    )
    .execute();
}
