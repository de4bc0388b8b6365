import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { monthlyUpdateDraft, publishMonthlyUpdate } from './monthly-update.ts';

/** The console's Monthly update section. */
export const monthlyUpdateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('adminMonthlyUpdate'),
    handler: async (request) => monthlyUpdateDraft(deps, request.query.month),
  });
  app.route({
    ...endpoint('adminSaveMonthlyUpdate'),
    handler: async (request) => publishMonthlyUpdate(deps, requireUser(request).id, request.body),
  });
};
