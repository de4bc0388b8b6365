import { currentUserResponseSchema } from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { toCurrentUser } from './service.ts';

/** HTTP routes of the accounts module. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/current_user',
    { schema: { response: { 200: currentUserResponseSchema } } },
    async (request) => (request.user ? toCurrentUser(request.user) : false),
  );
};
