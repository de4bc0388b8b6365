import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { confirmAccountDeletion, requestAccountDeletion } from './deletion.ts';
import { memberData } from './export.ts';
import type { Deps } from './types.ts';

/** The member's own data: its download, and deleting the account (asked here, confirmed by the emailed link). */
export const memberDataRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...endpoint('downloadMyData'),
    handler: async (request, reply) => {
      const data = await memberData(deps, requireUser(request));
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="upstream-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  });

  app.route({
    ...endpoint('requestAccountDeletion'),
    handler: async (request) => requestAccountDeletion(deps, requireUser(request)),
  });

  app.route({
    ...endpoint('confirmAccountDeletion'),
    handler: async (request) => confirmAccountDeletion(deps, request.body.token),
  });
};
