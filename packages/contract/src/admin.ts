import { z } from 'zod';

// The operator console (/admin): what every section shares, and the audit log. Each section's own calls
// live in admin-<section>.ts.

/** A JSON value as the audit log keeps it (the state before and after an action). */
const auditStateSchema = z.unknown().nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('When the action was taken (ISO 8601)'),
  actor_id: z.number().int().nullable().describe('The admin who acted (null once the account is gone)'),
  actor_email: z.string(),
  action: z.string().describe("What was done, as 'section.verb', e.g. 'board.disable'"),
  target: z.string().describe("What it was done to, e.g. 'board 12 (greenhouse acme)'"),
  before: auditStateSchema,
  after: auditStateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditLogQuerySchema = z.object({
  /** Entries older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
  /** Only actions starting with this, e.g. 'board' or 'board.disable'. */
  action: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  next_before: z.number().int().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
