import type { Executor } from '../../db/index.ts';

// What the accounts module holds about one member, for "Download my data", and its part of "Delete my account".
// Secrets (session and link hashes) never leave: the export says a session exists, not how to reuse it.

export async function accountDataOf(db: Executor, userId: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  const email = user?.email ?? '';
  return {
    users: user ? [user] : [],
    permissions: await db.selectFrom('permissions').selectAll().where('user_id', '=', userId).execute(),
    sessions: await db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'user_agent', 'ip'])
      .where('user_id', '=', userId)
      .execute(),
    login_tokens: await db
      .selectFrom('login_tokens')
      .select(['email', 'purpose', 'first_name', 'created_at', 'expires_at', 'used_at', 'requested_ip'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .execute(),
    invites: await db
      .selectFrom('invites')
      .selectAll()
      .where((eb) => eb.or([eb('inviter_user_id', '=', userId), eb('invitee_user_id', '=', userId)]))
      .execute(),
    // A token's name and use, never its hash.
    api_tokens: await db
      .selectFrom('api_tokens')
      .select(['name', 'scope', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .execute(),
    waitlist: await db
      .selectFrom('waitlist')
      .selectAll()
      .where((eb) =>
        eb.or([eb('user_id', '=', userId), eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]),
      )
      .execute(),
  };
}

/**
 * Remove the member's account (answers false when it was already gone): every session ends, unspent sign-in links die, their invites and waitlist
 * entries go, then the permission and the user. Someone they invited keeps their own account; the invite that
 * named both goes.
 */
export async function deleteAccountRows(db: Executor, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  const email = (user?.email ?? '').toLowerCase();
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
  if (email)
    await db
      .deleteFrom('login_tokens')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .execute();
  await db
    .deleteFrom('invites')
    .where((eb) => eb.or([eb('inviter_user_id', '=', userId), eb('invitee_user_id', '=', userId)]))
    .execute();
  await db
    .deleteFrom('waitlist')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb(eb.fn('lower', ['email']), '=', email)]))
    .execute();
  await db.deleteFrom('permissions').where('user_id', '=', userId).execute();
  const removed = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** Who a deletion link names, as the link was signed for: the address and when the account was made. */
export async function accountToDelete(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('permissions', 'permissions.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.created_at', 'permissions.stripe_customer_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
