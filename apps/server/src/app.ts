import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import authPlugin from './http/auth.ts';
import { clientConfigRoutes } from './http/client-config.ts';
import { endpoint } from './http/endpoint.ts';
import { registerErrorHandler } from './http/errors.ts';
import { requestForLog } from './http/log-redaction.ts';
import originPlugin from './http/origin.ts';
import { readWebBuild } from './http/render-page.ts';
import webPlugin, { WEB_DIST } from './http/web.ts';
import { clientKey } from './lib/client-address.ts';
import { accountsRoutes } from './modules/accounts/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { emailRoutes } from './modules/email/index.ts';
import { jobsRoutes } from './modules/jobs/index.ts';
import { searchesRoutes } from './modules/searches/index.ts';
import { trackingRoutes } from './modules/tracking/index.ts';
import { postgresRateLimitStore } from './rate-limit/store.ts';
import type { ServiceDeps } from './services.ts';

export interface BuildOptions {
  /** Where the built web client lives (tests may point elsewhere). */
  webDistDir?: string;
  /** Serve the web client at all (API-only test apps skip it). */
  serveWeb?: boolean;
}

/** TRUST_PROXY as Fastify takes it (a hop count as the function Fastify itself would build from it). */
function trustedProxies(setting: false | number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** The one Fastify factory: production (main.ts) and tests build the app through it. */
export async function buildApp(deps: ServiceDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger.child({}, { serializers: { req: requestForLog } }),
    // A forwarded address counts only from the proxies the operator named: anyone can send X-Forwarded-For.
    trustProxy: trustedProxies(deps.config.TRUST_PROXY),
    // Every request id is ours: one a client sends could forge or collide with another request's log lines.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The request id in every log line is also given to the client, so a reported problem can be found in the logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Answers above 1 KB go out compressed when the client accepts it (brotli at a fast level, or gzip); static
  // assets arrive precompressed and answers that set their own encoding are left alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // API answers carry a member's own data: no shared cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (
      !reply.hasHeader('cache-control') &&
      (request.url.startsWith('/api/') || request.url.startsWith('/auth/'))
    )
      reply.header('cache-control', 'private, no-store');
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // A server-rendered page's one inline script (its boot script) runs by its hash; no other inline script does.
  const webBuild = options.serveWeb !== false ? readWebBuild(options.webDistDir ?? WEB_DIST) : null;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(webBuild ? [webBuild.boot.cspSource] : [])],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: deps.config.isProduction ? [] : null,
      },
    },
    hsts: deps.config.isProduction,
  });
  const rateLimits = postgresRateLimitStore(deps.db, deps.clock, (err) =>
    app.log.error({ err }, 'rate limit counts not shared'),
  );
  app.addHook('onClose', () => rateLimits.close());
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimits.Store,
    keyGenerator: (request) => clientKey(request.ip),
  });
  if (deps.config.API_DOCS) {
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'Upstream API', version: deps.config.version } },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  }
  await app.register(originPlugin, deps);
  await app.register(authPlugin, deps);

  app.route({
    ...endpoint('health'),
    handler: async (_req, reply) => {
      try {
        await sql`SELECT 1`.execute(deps.db);
        return { ok: true, version: deps.config.version };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ ok: false, version: deps.config.version });
      }
    },
  });

  await app.register(clientConfigRoutes, deps);
  await app.register(accountsRoutes, deps);
  await app.register(emailRoutes, deps);
  await app.register(billingRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(jobsRoutes, deps);
  await app.register(searchesRoutes, deps);
  await app.register(trackingRoutes, deps);
  await app.register(adminRoutes, deps);

  if (options.serveWeb !== false)
    await app.register(webPlugin, { distDir: options.webDistDir, build: webBuild });
  return app;
}
