import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers, over the service's own (helmet's options): a hashed asset's fewer. */
    securityHeaders?: HelmetOptions;
  }
}

type Middleware = ReturnType<typeof helmet>;

/**
 * The security headers of every answer (helmet: CSP, HSTS, nosniff, framing…), their setter built once per
 * process and once per route that asks for its own. @fastify/helmet built helmet's middleware, its CSP directives
 * checked and joined, again on every request: 1.4% of the service's CPU under the search bench (decision 0016).
 */
async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const everywhere = helmet(options);
  // Keyed by the route's own options object, which its route config holds for the process's life.
  const ofRoute = new WeakMap<HelmetOptions, Middleware>();
  const middlewareFor = (own: HelmetOptions | undefined): Middleware => {
    if (!own) return everywhere;
    let middleware = ofRoute.get(own);
    if (!middleware) {
      middleware = helmet({ ...options, ...own } as HelmetOptions);
      ofRoute.set(own, middleware);
    }
    return middleware;
  };
  app.addHook('onRequest', (request, reply, done) => {
    middlewareFor(request.routeOptions.config.securityHeaders)(request.raw, reply.raw, (err) =>
      done(err as Error | undefined),
    );
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
