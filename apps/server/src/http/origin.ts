import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { AppError } from './errors.ts';
import { bearerToken } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request from a browser must come from our own origin.
 * Browsers always send Origin on such requests; clients without one (curl, webhooks) are not browsers.
 */
async function originPlugin(app: FastifyInstance, deps: AppDeps) {
  const allowed = new Set([new URL(deps.config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.allowCrossOrigin) return;
    // A token call carries its credential in a header no other site can make a browser send: no forgery.
    if (request.routeOptions.config?.token === 'read' && bearerToken(request) !== null) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (!origin) {
      if (site === 'cross-site')
        throw new AppError(403, 'cross_origin', 'Cross-site requests are not allowed.');
      return;
    }
    const host = request.headers.host;
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === host;
    } catch {
      sameHost = false;
    }
    if (!allowed.has(origin) && !sameHost) {
      throw new AppError(403, 'cross_origin', 'Cross-site requests are not allowed.');
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Webhooks signed by their sender (Stripe) opt out of the Origin check. */
    allowCrossOrigin?: boolean;
  }
}

export default fp(originPlugin, { name: 'origin' });
