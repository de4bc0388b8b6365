// The admin module's face: the operator console's routes (/api/admin/*) and the audit log every console
// action writes to.
export { type AdminAction, recordAdminAction } from './audit.ts';
export { anonymiseAuditOf, auditDataOf, recordAccountDeleted } from './member-data.ts';
export { adminRoutes } from './routes.ts';
