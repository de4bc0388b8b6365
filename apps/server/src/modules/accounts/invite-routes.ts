import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember, requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { clientKey } from '../../lib/client-address.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { invitedUsers, inviteSignup, sendInviteEmail } from './invites.ts';
import { joinWaitlist } from './repo.ts';

/**
 * What joining the waitlist promises, true to the mode: with invites only, an operator lets people in from
 * the console and each is emailed a sign-in link; when sign-up is open nobody waits, so no email is promised.
 */
export function waitlistConfirmation(mode: 'open' | 'invite'): string {
  return mode === 'invite'
    ? "You're on the waitlist. When a spot opens up, we'll email you a link to sign in."
    : "You're on the list, but there's no need to wait: Upstream is open to everyone. Sign up with this address to start now.";
}

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
      return { output_status: waitlistConfirmation(deps.config.ACCESS_MODE) };
    },
  });
};
