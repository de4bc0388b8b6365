import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTokensOf, createApiToken, revokeApiToken } from './api-tokens.ts';

/** A member's personal access tokens, managed from Settings (with the session; a token cannot call these). */
export const apiTokenRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('apiTokens'),
    handler: async (request) => ({ tokens: await apiTokensOf(deps, requireMember(request).id) }),
  });

  app.route({
    ...endpoint('createApiToken'),
    handler: async (request, reply) =>
      reply.status(201).send(await createApiToken(deps, requireMember(request).id, request.body.name)),
  });

  app.route({
    ...endpoint('revokeApiToken'),
    handler: async (request) => ({
      tokens: await revokeApiToken(deps, requireMember(request).id, request.body.id),
    }),
  });
};
