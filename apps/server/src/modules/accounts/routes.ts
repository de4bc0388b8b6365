import type { CurrentUser } from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import type { SessionUser } from '../../http/session.ts';
import { apiTokenRoutes } from './api-token-routes.ts';
import { inviteRoutes } from './invite-routes.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';

/** HTTP routes of the accounts module. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('currentUser'),
    handler: async (request) => (request.user ? toCurrentUser(request.user) : false),
  });
  await app.register(signInRoutes, deps);
  await app.register(inviteRoutes, deps);
  await app.register(onboardingRoutes, deps);
  await app.register(apiTokenRoutes, deps);
};

/** The current-user answer (spec §3 Auth user) for a signed-in person. */
export function toCurrentUser(user: SessionUser): CurrentUser {
  const p = user.permission;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    permission: p && {
      ...p,
      subscription_current_period_end: p.subscription_current_period_end?.toISOString() ?? null,
    },
  };
}
