import { API_TOKEN_CALLS_PER_MINUTE, type EndpointAuth } from '@upstream/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { MINUTE } from '../lib/clock.ts';
import { hitRateLimit } from '../rate-limit/hit.ts';
import { AppError, forbidden, tooManyRequests, tryAgainIn, unauthorized } from './errors.ts';
import { bearerToken, type SessionLookup, type SessionUser, sessionCookieName } from './session.ts';

/** Who may call a route: the contract declares it per endpoint, and `endpoint()` puts it in `config.auth`. */
export type RouteAuth = EndpointAuth;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** 'read': a personal access token may call this route (the contract's `token`). */
    token?: 'read';
  }
  interface FastifyInstance {
    /** Every route that demands a session, collected as routes register (the 401 walk test reads it). */
    protectedRoutes: { method: string; url: string; auth: RouteAuth }[];
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireMember(
  request: FastifyRequest,
): SessionUser & { permission: NonNullable<SessionUser['permission']> } {
  const user = requireUser(request);
  if (!user.permission) throw forbidden('Your account does not have access yet.');
  return user as SessionUser & { permission: NonNullable<SessionUser['permission']> };
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.permission?.type === 'admin';
}

async function authPlugin(app: FastifyInstance, deps: AppDeps & { sessionLookup: SessionLookup }) {
  const cookieName = sessionCookieName(deps.config);
  app.decorateRequest('user', null);
  app.decorate('protectedRoutes', []);

  app.addHook('onRequest', async (request, reply) => {
    const apiToken = bearerToken(request);
    // No route matched: the not-found answer says so better than a refusal would.
    if (apiToken !== null && request.routeOptions.url !== undefined) {
      // A token reads only: a route that does not say so refuses it before anything else happens.
      if (request.routeOptions.config?.token !== 'read')
        throw new AppError(
          403,
          'token_read_only',
          'An API token can only read (search, saved searches, tracked jobs); sign in on the site to change anything.',
        );
      const caller = await deps.sessionLookup.callerBehindApiToken(apiToken);
      if (!caller)
        throw unauthorized('This API token is not valid or was revoked. Create a new one in Settings.');
      const limit = await hitRateLimit(
        deps.db,
        deps.clock,
        `api-token:${caller.tokenId}`,
        API_TOKEN_CALLS_PER_MINUTE,
        MINUTE,
      );
      if (!limit.allowed) {
        reply.header('retry-after', Math.ceil(limit.retryAfterMs / 1000));
        throw tooManyRequests(
          `This token made more than ${API_TOKEN_CALLS_PER_MINUTE} calls in a minute. Try again ${tryAgainIn(limit.retryAfterMs)}.`,
        );
      }
      request.user = caller.user;
      return;
    }
    const token = request.cookies[cookieName];
    if (token) request.user = await deps.sessionLookup.userBehind(token);
  });

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (!auth) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') app.protectedRoutes.push({ method, url: route.url, auth });
    const guard = async (request: FastifyRequest) => {
      if (auth === 'user') requireUser(request);
      else if (auth === 'member') requireMember(request);
      else if (!isAdmin(requireUser(request))) throw forbidden();
    };
    // Before validation: a call without the right session is refused before its body is even read.
    const existing = route.preValidation;
    route.preValidation = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}

export default fp(authPlugin, { name: 'auth' });
