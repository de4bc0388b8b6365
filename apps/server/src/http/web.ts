import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isScreen } from '@upstream/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageRenderer, type WebBuild } from './render-page.ts';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** A hashed asset's security headers (helmet's options), over the service's own: the page-only headers left out. */
const ASSET_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Serve the built web client: hashed assets cached for a year, pages never cached by a shared cache; the public
 * pages (landing, job search, resources…) rendered with their content (render-page.ts), every other screen route
 * the client's index.html (404 status for paths that are no screen).
 */
async function webPlugin(app: FastifyInstance, opts: { distDir?: string; build?: WebBuild | null }) {
  const root = opts.distDir ?? WEB_DIST;
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ root }, 'web client not built: run `npm run build:web`');
  }
  let indexHtml: string | null = null;
  const readIndex = () => {
    indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    return indexHtml;
  };

  // A hashed asset is a script, a stylesheet or an image, never a page: the headers that govern a page (its CSP,
  // framing, opener and referrer policies…) mean nothing on it, and each costs every asset request its bytes.
  // It keeps what applies to any answer: nosniff, its cross-origin resource policy and HSTS.
  app.addHook('onRoute', (route) => {
    // Into the route's config, where the security headers' hook reads it (http/security-headers.ts).
    if (route.url?.startsWith('/assets/')) route.config = { ...route.config, securityHeaders: ASSET_HEADERS };
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build wrote .br and .gz beside each text asset: the best one the browser accepts goes out as is.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const notFound = { error: { code: 'not_found', message: 'Not found.' } };
  const template = readIndex();
  const renderer = template ? await createPageRenderer(app, root, template, opts.build ?? null) : null;

  // With wildcard off, @fastify/static declares one route per built file (hashed assets, favicon…); every other
  // GET falls through to this catch-all, a route like the rest (so the compression hooks apply to it).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsApi = url.startsWith('/api/') || (url.startsWith('/auth/') && !isScreen(url));
    if (wantsApi) return reply.status(404).send(notFound);
    const html = readIndex();
    if (!html)
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build:web`.');
    // Revalidated on every visit (so a deploy is picked up at once) and never kept by a shared cache.
    reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    if (renderer && isScreen(url)) {
      try {
        const page = await renderer.page(request, url);
        if (page && 'redirect' in page) return reply.redirect(page.redirect, 302);
        // The markup differs between phones and desktops (the layout the server guessed).
        if (page) return reply.header('vary', 'User-Agent, Sec-CH-UA-Mobile').send(page.html);
      } catch (err) {
        // The browser renders the page itself, as it does every other screen.
        request.log.error({ err, url }, 'rendering the page failed');
      }
    }
    return reply.status(isScreen(url) ? 200 : 404).send(html);
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
}

export default fp(webPlugin, { name: 'web' });
