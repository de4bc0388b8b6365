import type { AuditLogResponse, auditLogQuerySchema } from '@upstream/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { findEmailRecipient } from '../accounts/index.ts';
import * as repo from './audit-repo.ts';

// The audit log: every console action is recorded here, with who took it, when, and the state before and
// after. Console actions call recordAdminAction once their change is made.

export interface AdminAction {
  /** The admin who acted (the signed-in user). */
  actorId: number;
  /** Their address, when the caller has it at hand (else it is looked up). */
  actorEmail?: string;
  /** 'section.verb', e.g. 'board.disable', 'request.status', 'waitlist.grant'. */
  action: string;
  /** What the action was taken on, readable by a person: "board 12 (greenhouse acme)". */
  target: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAdminAction(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  action: AdminAction,
): Promise<number> {
  const actorEmail =
    action.actorEmail ??
    (await findEmailRecipient(deps.db, action.actorId))?.email ??
    `user ${action.actorId}`;
  return repo.insertAuditEntry(deps.db, {
    actorId: action.actorId,
    actorEmail,
    action: action.action,
    target: action.target,
    before: action.before ?? null,
    after: action.after ?? null,
    at: deps.clock.now(),
  });
}

export async function auditLog(
  deps: Pick<AppDeps, 'db'>,
  query: z.output<typeof auditLogQuerySchema>,
): Promise<AuditLogResponse> {
  const rows = await repo.listAuditEntries(deps.db, query);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.created_at.toISOString(),
      actor_id: r.actor_id,
      actor_email: r.actor_email,
      action: r.action,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
