import {
  invitedUsersResponseSchema,
  inviteEmailSchema,
  inviteSignupResponseSchema,
  inviteSignupSchema,
  outputStatusSchema,
  waitlistSchema,
} from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember, requireUser } from '../../http/auth.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { invitedUsers, inviteSignup, sendInviteEmail } from './invites.ts';
import { joinWaitlist } from './repo.ts';

/** Invites, invite sign-ups and the waitlist (spec §2 invite page, §7 calls). */
export const inviteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/get/invited-users',
    { config: { auth: 'member' }, schema: { response: { 200: invitedUsersResponseSchema } } },
    async (request) => invitedUsers(deps, requireUser(request).id),
  );

  app.post(
    '/api/post/invite-email',
    {
      config: { auth: 'member' },
      schema: { body: inviteEmailSchema, response: { 200: outputStatusSchema, 208: outputStatusSchema } },
    },
    async (request, reply) => {
      const { status, output_status } = await sendInviteEmail(
        deps,
        requireMember(request),
        request.body.invite_email,
      );
      return reply.status(status).send({ output_status });
    },
  );

  app.post(
    '/api/post/invite-signup',
    {
      schema: {
        body: inviteSignupSchema,
        response: { 200: inviteSignupResponseSchema, 208: inviteSignupResponseSchema },
      },
    },
    async (request, reply) => {
      const { status, output_status } = await inviteSignup(deps, { ...request.body, ip: request.ip });
      return reply.status(status).send(status === 200 ? { output_status, sent: true } : { output_status });
    },
  );

  app.post(
    '/api/post/waitlist',
    { schema: { body: waitlistSchema, response: { 200: outputStatusSchema } } },
    async (request) => {
      const limit = await hitRateLimit(deps.db, deps.clock, `waitlist:ip:${request.ip}`, 10, HOUR);
      if (!limit.allowed) throw tooManyRequests();
      // The same answer whether or not the address was already on the list.
      await joinWaitlist(deps.db, request.body.email, request.user?.id ?? null, deps.clock.now());
      return { output_status: "You're on the waitlist. We'll email you when a spot opens up." };
    },
  );
};
