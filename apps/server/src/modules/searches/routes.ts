import {
  emailCountResponseSchema,
  savedSearchFiltersRequestSchema,
  savedSearchFiltersResponseSchema,
  searchFormSchema,
  searchIdResponseSchema,
  updateOnboardingSearchIdRequestSchema,
} from '@upstream/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember } from '../../http/auth.ts';
import * as service from './service.ts';

const saveResponses = {
  200: z.object({}),
  201: searchIdResponseSchema,
  204: z.null().describe('The daily-email quota is full; nothing was saved'),
};

function sendOutcome(reply: FastifyReply, outcome: service.SaveOutcome) {
  if (outcome.status === 201) return reply.status(201).send({ search_id: outcome.search_id });
  if (outcome.status === 204) return reply.status(204).send();
  return reply.status(200).send({});
}

/** HTTP routes of the searches module: saved searches and their daily-email quota (spec §4, §6, §7). */
export const searchesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/post/save-search',
    { config: { auth: 'member' }, schema: { body: searchFormSchema, response: saveResponses } },
    async (request, reply) => {
      const user = requireMember(request);
      return sendOutcome(reply, await service.saveSearch(deps, user.id, request.body));
    },
  );

  app.post(
    '/api/post/update-search',
    { config: { auth: 'member' }, schema: { body: searchFormSchema, response: saveResponses } },
    async (request, reply) => {
      const user = requireMember(request);
      return sendOutcome(reply, await service.updateSearch(deps, user.id, request.body));
    },
  );

  app.post(
    '/api/post/delete-search',
    {
      config: { auth: 'member' },
      schema: { body: searchFormSchema, response: { 200: z.object({ search_id: z.number().int() }) } },
    },
    async (request) => {
      const user = requireMember(request);
      await service.deleteSearch(deps, user.id, request.body.search_id);
      return { search_id: request.body.search_id as number };
    },
  );

  app.post(
    '/api/post/saved-search-filters',
    {
      config: { auth: 'member' },
      schema: { body: savedSearchFiltersRequestSchema, response: { 200: savedSearchFiltersResponseSchema } },
    },
    async (request) => {
      const user = requireMember(request);
      return { params: await service.savedSearchParams(deps.db, user.id, request.body) };
    },
  );

  app.get(
    '/api/get/email-count',
    { config: { auth: 'member' }, schema: { response: { 200: emailCountResponseSchema } } },
    async (request) => {
      const user = requireMember(request);
      return {
        email_count_remaining: await service.emailCountRemaining(deps.db, user.id, user.permission.tier),
      };
    },
  );

  app.post(
    '/api/post/update-onboarding-search-id',
    {
      config: { auth: 'member' },
      schema: { body: updateOnboardingSearchIdRequestSchema, response: { 200: searchIdResponseSchema } },
    },
    async (request) => {
      const user = requireMember(request);
      await service.setOnboardingSearch(deps, user.id, request.body.search_id);
      return { search_id: request.body.search_id as number };
    },
  );
};
