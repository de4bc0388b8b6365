export { openTrackedJobsOf, statusChangesOf } from './report-figures.ts';
export { trackingRoutes } from './routes.ts';
export { createViewerLists } from './viewer-lists.ts';
