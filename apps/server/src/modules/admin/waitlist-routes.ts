import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import * as waitlist from './waitlist.ts';

/** The Waitlist section: who is waiting, and letting them in. */
export const waitlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('adminWaitlist'),
    handler: async (request) => waitlist.waitlist(deps, request.query.status),
  });

  app.route({
    ...endpoint('adminGrantAccess'),
    handler: async (request) => waitlist.grant(deps, requireUser(request), request.body),
  });
};
