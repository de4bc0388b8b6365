import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import { overview } from './overview.ts';

/** The console's Overview. */
export const overviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({ ...endpoint('adminOverview'), handler: async () => overview(deps) });
};
