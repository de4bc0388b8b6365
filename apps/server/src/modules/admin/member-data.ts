import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

// The audit log names a member when they acted as an operator, or when an operator acted on them (the target
// or the state before and after carries their address). Deletion keeps each record of what was done, without
// who.

const DELETED = 'a deleted account';

function naming(userId: number, email: string) {
  const like = `%${email.toLowerCase()}%`;
  return sql<boolean>`(actor_id = ${userId} OR lower(actor_email) = ${email.toLowerCase()}
    OR lower(target) LIKE ${like} OR lower(coalesce(before::text, '')) LIKE ${like}
    OR lower(coalesce(after::text, '')) LIKE ${like})`;
}

export async function auditDataOf(db: Executor, userId: number, email: string) {
  return {
    admin_audit_log: await db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where(naming(userId, email))
      .execute(),
  };
}

export async function anonymiseAuditOf(db: Executor, userId: number, email: string): Promise<void> {
  await db
    .updateTable('admin_audit_log')
    .set({ actor_id: null, actor_email: DELETED })
    .where((eb) =>
      eb.or([eb('actor_id', '=', userId), eb(eb.fn('lower', ['actor_email']), '=', email.toLowerCase())]),
    )
    .execute();
  const like = `%${email.toLowerCase()}%`;
  await db
    .updateTable('admin_audit_log')
    .set({ target: DELETED, before: null, after: null })
    .where(
      sql<boolean>`lower(target) LIKE ${like} OR lower(coalesce(before::text, '')) LIKE ${like}
        OR lower(coalesce(after::text, '')) LIKE ${like}`,
    )
    .execute();
}

/** The one record a deletion leaves: that an account was deleted, and when; nobody's id or address. */
export async function recordAccountDeleted(db: Executor, at: Date): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_id: null,
      actor_email: DELETED,
      action: 'account.delete',
      target: DELETED,
      before: null,
      after: null,
      created_at: at,
    })
    .execute();
}
