import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import authPlugin from './http/auth.ts';
import { clientConfigRoutes } from './http/client-config.ts';
import { COMPRESSION } from './http/compression.ts';
import { endpoint } from './http/endpoint.ts';
import { registerErrorHandler } from './http/errors.ts';
import hostGuard from './http/hosts.ts';
import { requestForLog } from './http/log-redaction.ts';
import originPlugin from './http/origin.ts';
import { readWebBuild } from './http/render-page.ts';
import securityHeaders from './http/security-headers.ts';
import { serializerCompiler } from './http/serializer.ts';
import webPlugin, { WEB_DIST } from './http/web.ts';
import { clientKey, dropMalformedForwarding } from './lib/client-address.ts';
import { accountsRoutes } from './modules/accounts/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { emailRoutes } from './modules/email/index.ts';
import { inboxRoutes } from './modules/inbox/index.ts';
import { jobSearchRoutes } from './modules/job-search/index.ts';
import { memberDataRoutes } from './modules/member-data/index.ts';
import { savedSearchesRoutes } from './modules/saved-searches/index.ts';
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
/** What /api/docs says first: how a member's script calls the read API. */
const API_DESCRIPTION = [
  'Members may read their search, saved searches and tracked jobs from a script with a personal access token',
  '(Settings → API tokens; read only, 60 calls a minute per token). Routes marked with the apiToken scheme take it:',
  '',
  '```',
  'curl -X POST https://upstream.example/api/post/jobs \\',
  '  -H "Authorization: Bearer upat_…" -H "Content-Type: application/json" \\',
  '  -d \'{"role": ["Engineering"], "city": ["Remote (US)"], "pageSize": 20}\'',
  '```',
  '',
  'A token never changes anything: every other route answers it 403.',
].join('\n');

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
    // Fastify's earliest look at a request (before it is logged or routed): a forwarded address that is not
    // an address is dropped here, so request.ip is always one.
    rewriteUrl: (req) => {
      dropMalformedForwarding(req.headers);
      return req.url ?? '/';
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: a Host this service does not go by (DNS rebinding, a stray virtual host) is refused.
  await app.register(hostGuard, deps.config);
  // The request id in every log line is also given to the client, so a reported problem can be found in the logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Static assets arrive precompressed and answers that set their own encoding are left alone (compression.ts).
  await app.register(fastifyCompress, COMPRESSION);
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
  await app.register(securityHeaders, {
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
      openapi: {
        info: { title: 'Upstream API', version: deps.config.version, description: API_DESCRIPTION },
        components: {
          securitySchemes: {
            apiToken: { type: 'http', scheme: 'bearer', description: 'A personal access token (read only)' },
            session: { type: 'apiKey', in: 'cookie', name: 'upstream_session' },
          },
        },
      },
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
  await app.register(jobSearchRoutes, deps);
  await app.register(savedSearchesRoutes, deps);
  await app.register(trackingRoutes, deps);
  await app.register(inboxRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(memberDataRoutes, deps);

  if (options.serveWeb !== false)
    await app.register(webPlugin, { distDir: options.webDistDir, build: webBuild });
  return app;
}
