export { billingRoutes } from './routes.ts';
