import { currentUserResponseSchema } from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { inviteRoutes } from './invite-routes.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import { toCurrentUser } from './service.ts';
import { signInRoutes } from './sign-in-routes.ts';

/** HTTP routes of the accounts module. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/current_user',
    { schema: { response: { 200: currentUserResponseSchema } } },
    async (request) => (request.user ? toCurrentUser(request.user) : false),
  );
  await app.register(signInRoutes, deps);
  await app.register(inviteRoutes, deps);
  await app.register(onboardingRoutes, deps);
};
