import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import type { SearchCache } from '../job-search/index.ts';
import { answerFlaggedJob, listFlaggedJobs } from './flagged.ts';

/** The console's Flagged jobs section. */
export const flaggedRoutes: FastifyPluginAsyncZod<AppDeps & { searchCache: SearchCache }> = async (
  app,
  deps,
) => {
  app.route({ ...endpoint('adminFlaggedJobs'), handler: async () => listFlaggedJobs(deps) });
  app.route({
    ...endpoint('adminModerateJob'),
    handler: async (request) =>
      answerFlaggedJob(deps, requireUser(request).id, request.params.id, request.body.action),
  });
};
