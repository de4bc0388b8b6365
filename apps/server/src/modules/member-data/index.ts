// The member-data module's face: a member's own data, downloaded or deleted for good. It asks every module
// that owns a table naming members for that member's rows (EXPORT_SECTIONS) and for their removal
// (DELETION_STEPS), and billing to end a paid plan first.
export { DELETION_STEPS } from './deletion.ts';
export { EXPORT_SECTIONS } from './export.ts';
export { memberDataRoutes } from './routes.ts';
