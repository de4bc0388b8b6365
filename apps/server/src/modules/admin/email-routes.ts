import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { deliveryDays, listEmails, retryEmail } from './email.ts';

/** The console's Email section. */
export const emailConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({ ...endpoint('adminEmails'), handler: async (request) => listEmails(deps, request.query) });
  app.route({
    ...endpoint('adminEmailDays'),
    handler: async (request) => ({ days: await deliveryDays(deps, request.query.days) }),
  });
  app.route({
    ...endpoint('adminRetryEmail'),
    handler: async (request) => retryEmail(deps, requireUser(request).id, request.params.id),
  });
};
