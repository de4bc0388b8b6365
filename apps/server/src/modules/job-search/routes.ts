import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import { sendSharedAnswer } from '../../http/shared-body.ts';
import { gzipWithSuffix } from '../../lib/gzip-prefix.ts';
import type { SearchCache } from './cache.ts';
import { feedRoutes } from './feed-routes.ts';
import type { JobSearchService } from './service.ts';

/** HTTP routes of the jobs module: search, its dropdowns, and the landing counts (spec §7). */
export const jobSearchRoutes: FastifyPluginAsyncZod<
  AppDeps & { jobs: JobSearchService; searchCache: SearchCache }
> = async (app, deps) => {
  const { jobs } = deps;

  app.route({
    ...endpoint('searchJobs', {
      config: { rateLimit: { max: deps.config.SEARCH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    }),
    handler: async (request, reply) => {
      const userId = request.user?.id ?? null;
      const answer = await jobs.search(request.body, userId);
      // A visitor's answer is the one object every identical visitor search shares for a few seconds: it is written
      // and compressed once with it. A member's answer is theirs alone and goes out the ordinary way.
      return userId === null ? sendSharedAnswer(request, reply, answer) : answer;
    },
  });

  app.route({
    ...endpoint('searchInputs'),
    handler: async (request, reply) => {
      const [shared, own] = await Promise.all([
        jobs.searchOptionsBody(),
        jobs.viewerSearchInputs(request.user?.id ?? null),
      ]);
      // The shared lists arrive serialised and compressed; only the viewer's small part is added per call.
      const ownPart = `"saved_searches":${JSON.stringify(own.saved_searches)},"hidden_jobs_count":${own.hidden_jobs_count}}`;
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
        return reply.header('content-encoding', 'gzip').send(gzipWithSuffix(shared, ownPart) as never);
      }
      // A string with a JSON content type goes out as is (no second serialisation).
      return reply.send((shared.text + ownPart) as never);
    },
  });

  app.route({ ...endpoint('jobCounts'), handler: async () => jobs.jobCounts() });

  app.route({ ...endpoint('totalCounts'), handler: async () => jobs.totalCounts() });

  await app.register(feedRoutes, deps);
};
