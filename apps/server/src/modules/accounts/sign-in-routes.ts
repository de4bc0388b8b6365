import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { reportAuthFailure } from './auth-failure.ts';
import { confirmSignInLink, describeSignInLink, sendSignInLink } from './magic-link.ts';
import { createOidcSignIn, oidcEnabled } from './oidc.ts';
import { endEverySession, endSession, startSession } from './sessions.ts';

/** Signing in and out: emailed links, the identity provider, logout, and reports of failed sign-ins. */
export const signInRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('requestSignInLink'),
    handler: async (request) => {
      await sendSignInLink(deps, { email: request.body.email, ip: request.ip, purpose: 'magic_link' });
      return { sent: true };
    },
  });

  app.route({
    ...endpoint('describeSignInLink'),
    handler: async (request) => describeSignInLink(deps, request.body.token),
  });

  app.route({
    ...endpoint('confirmSignInLink'),
    handler: async (request, reply) => {
      const { userId, next } = await confirmSignInLink(deps, request.body.token);
      await startSession(deps, reply, request, userId);
      return { next };
    },
  });

  app.route({
    ...endpoint('logout'),
    handler: async (request, reply) => {
      await endSession(deps, request, reply);
      return { signed_out: true };
    },
  });

  app.route({
    ...endpoint('signOutEverywhere'),
    handler: async (request, reply) => {
      const sessions_ended = await endEverySession(deps, requireUser(request), reply);
      return { signed_out: true, sessions_ended };
    },
  });

  app.route({
    ...endpoint('userInfo'),
    handler: async (request) => {
      const user = requireUser(request);
      return { userInfo: { email: user.email, first_name: user.first_name, last_name: user.last_name } };
    },
  });

  app.route({
    ...endpoint('reportAuthFailure'),
    handler: async (request) => {
      const user = request.user;
      await reportAuthFailure(
        deps,
        { ...request.body, ip: request.ip },
        user && { id: user.id, email: user.email },
      );
      return { received: true };
    },
  });

  const oidc = createOidcSignIn(deps);
  const attemptCookie = deps.config.isProduction ? '__Host-upstream_oidc' : 'upstream_oidc';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure: deps.config.isProduction,
    // Lax: the provider's redirect back is a top-level GET navigation, which carries Lax cookies.
    sameSite: 'lax' as const,
  };

  app.route({
    ...endpoint('startIdentityProviderSignIn'),
    handler: async (request, reply) => {
      if (!oidcEnabled(deps.config)) return reply.redirect('/login');
      try {
        const { url, attemptId } = await oidc.start();
        reply.setCookie(attemptCookie, attemptId, { ...cookieOptions, maxAge: 600 });
        return reply.redirect(url);
      } catch (err) {
        request.log.error({ err }, 'identity provider sign-in could not start');
        return reply.redirect('/fail-auth');
      }
    },
  });

  app.route({
    ...endpoint('finishIdentityProviderSignIn'),
    handler: async (request, reply) => {
      const attemptId = request.cookies[attemptCookie];
      reply.clearCookie(attemptCookie, cookieOptions);
      try {
        const { userId, next } = await oidc.finish(attemptId, `${deps.config.publicUrl}${request.url}`);
        await startSession(deps, reply, request, userId);
        return reply.redirect(next);
      } catch (err) {
        request.log.warn({ err }, 'identity provider sign-in failed');
        return reply.redirect('/fail-auth');
      }
    },
  });
};
