import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember, requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { clientKey } from '../../lib/client-address.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { invitedUsers, inviteSignup, sendInviteEmail } from './invites.ts';
import { joinWaitlist } from './repo.ts';

/** Invites, invite sign-ups and the waitlist (spec §2 invite page, §7 calls). */
export const inviteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('invitedUsers'),
    handler: async (request) => invitedUsers(deps, requireUser(request).id),
  });

  app.route({
    ...endpoint('sendInvite'),
    handler: async (request, reply) => {
      const { status, output_status } = await sendInviteEmail(
        deps,
        requireMember(request),
        request.body.invite_email,
      );
      return reply.status(status).send({ output_status });
    },
  });

  app.route({
    ...endpoint('inviteSignup'),
    handler: async (request, reply) => {
      const { status, output_status } = await inviteSignup(deps, { ...request.body, ip: request.ip });
      return reply.status(status).send(status === 200 ? { output_status, sent: true } : { output_status });
    },
  });

  app.route({
    ...endpoint('joinWaitlist'),
    handler: async (request) => {
      const limit = await hitRateLimit(deps.db, deps.clock, `waitlist:ip:${clientKey(request.ip)}`, 10, HOUR);
      if (!limit.allowed) throw tooManyRequests();
      // The same answer whether or not the address was already on the list.
      await joinWaitlist(deps.db, request.body.email, request.user?.id ?? null, deps.clock.now());
      return { output_status: "You're on the waitlist. We'll email you when a spot opens up." };
    },
  });
};
