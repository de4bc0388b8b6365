import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { searchMembers, signOutMember, updateMember } from './members.ts';

/** The console's Members section. */
export const membersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('adminMembers'),
    handler: async (request) => searchMembers(deps, request.query.email),
  });
  app.route({
    ...endpoint('adminUpdateMember'),
    handler: async (request) => {
      const { type, tier, add_invites } = request.body;
      return updateMember(deps, requireUser(request).id, request.params.id, {
        type,
        tier,
        addInvites: add_invites,
      });
    },
  });
  app.route({
    ...endpoint('adminSignOutMember'),
    handler: async (request) => signOutMember(deps, requireUser(request).id, request.params.id),
  });
};
