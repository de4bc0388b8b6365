import type { Executor } from '../../db/index.ts';

// Every email sent to the member, by account or by address (a sign-in link goes to an address before there is
// an account).

export async function emailDataOf(db: Executor, userId: number, email: string) {
  return {
    email_messages: await db
      .selectFrom('email_messages')
      .select([
        'id',
        'user_id',
        'saved_search_id',
        'category',
        'to_address',
        'subject',
        'text',
        'status',
        'created_at',
        'sent_at',
        'opened_at',
        'clicked_at',
      ])
      .where((eb) =>
        eb.or([eb('user_id', '=', userId), eb(eb.fn('lower', ['to_address']), '=', email.toLowerCase())]),
      )
      .execute(),
  };
}

export async function deleteEmailsOf(db: Executor, userId: number, email: string): Promise<void> {
  await db
    .deleteFrom('email_messages')
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), eb(eb.fn('lower', ['to_address']), '=', email.toLowerCase())]),
    )
    .execute();
}
