import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { savedSearchFeedRoutes } from './feed-routes.ts';
import * as service from './service.ts';

function sendOutcome(reply: FastifyReply, outcome: service.SaveOutcome) {
  if (outcome.status === 201) return reply.status(201).send({ search_id: outcome.search_id });
  if (outcome.status === 204) return reply.status(204).send();
  return reply.status(200).send({});
}

/** HTTP routes of the searches module: saved searches and their daily-email quota (spec §4, §6, §7). */
export const savedSearchesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('saveSearch'),
    handler: async (request, reply) => {
      const user = requireMember(request);
      return sendOutcome(reply, await service.saveSearch(deps, user.id, request.body));
    },
  });

  app.route({
    ...endpoint('updateSearch'),
    handler: async (request, reply) => {
      const user = requireMember(request);
      return sendOutcome(reply, await service.updateSearch(deps, user.id, request.body));
    },
  });

  app.route({
    ...endpoint('deleteSearch'),
    handler: async (request) => {
      const user = requireMember(request);
      await service.deleteSearch(deps, user.id, request.body.search_id);
      return { search_id: request.body.search_id as number };
    },
  });

  app.route({
    ...endpoint('savedSearchFilters'),
    handler: async (request) => {
      const user = requireMember(request);
      return { params: await service.savedSearchParams(deps.db, user.id, request.body) };
    },
  });

  app.route({
    ...endpoint('emailCount'),
    handler: async (request) => {
      const user = requireMember(request);
      return {
        email_count_remaining: await service.emailCountRemaining(deps.db, user.id, user.permission.tier),
      };
    },
  });

  app.route({
    ...endpoint('setOnboardingSearch'),
    handler: async (request) => {
      const user = requireMember(request);
      await service.setOnboardingSearch(deps, user.id, request.body.search_id);
      return { search_id: request.body.search_id as number };
    },
  });

  await app.register(savedSearchFeedRoutes, deps);
};
