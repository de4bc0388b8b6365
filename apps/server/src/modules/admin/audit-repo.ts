import type { Executor } from '../../db/index.ts';

// The SQL of the audit log (admin_audit_log, owned by the admin module).

export interface NewAuditEntry {
  actorId: number;
  actorEmail: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<number> {
  const row = await db
    .insertInto('admin_audit_log')
    .values({
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
      created_at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listAuditEntries(
  db: Executor,
  query: { before?: number; action?: string; limit: number },
) {
  let q = db
    .selectFrom('admin_audit_log')
    .select(['id', 'created_at', 'actor_id', 'actor_email', 'action', 'target', 'before', 'after'])
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.before) q = q.where('id', '<', query.before);
  if (query.action) {
    const prefix = query.action.replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where((eb) => eb.or([eb('action', '=', query.action!), eb('action', 'like', `${prefix}.%`)]));
  }
  return q.execute();
}
