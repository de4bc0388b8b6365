import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import { digestRuns } from './digest-runs.ts';

/** The console's Digest runs section. */
export const digestRunsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('adminDigestRuns'),
    handler: async (request) => digestRuns(deps, request.query.days),
  });
};
