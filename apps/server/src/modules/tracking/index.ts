export { trackingRoutes } from './routes.ts';
export { createViewerLists } from './viewer-lists.ts';
