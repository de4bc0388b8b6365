import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import { listAdvisingSignups } from './advising.ts';

/** The console's Group advising section. */
export const advisingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({ ...endpoint('adminAdvisingSignups'), handler: async () => listAdvisingSignups(deps) });
};
