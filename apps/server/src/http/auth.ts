import type { EndpointAuth } from '@upstream/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { forbidden, unauthorized } from './errors.ts';
import { type SessionLookup, type SessionUser, sessionCookieName } from './session.ts';

/** Who may call a route: the contract declares it per endpoint, and `endpoint()` puts it in `config.auth`. */
export type RouteAuth = EndpointAuth;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
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

  app.addHook('onRequest', async (request) => {
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
