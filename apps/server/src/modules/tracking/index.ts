export { trackingRoutes } from './routes.ts';
