import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import * as requests from './requests.ts';

/** The Requests section: members' requests grouped, and the operator's answers. */
export const requestsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('adminRequests'),
    handler: async (request) => requests.requests(deps, request.query),
  });

  app.route({
    ...endpoint('adminSetRequestStatus'),
    handler: async (request) => requests.setStatus(deps, requireUser(request), request.body),
  });
};
