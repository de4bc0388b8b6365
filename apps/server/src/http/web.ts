import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isSpaRoute } from '@upstream/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serve the built web client: hashed assets cached for a year, index.html never cached,
 * and index.html for every screen route (404 status for paths that are no screen).
 */
async function webPlugin(app: FastifyInstance, opts: { distDir?: string }) {
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

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // With wildcard off, @fastify/static declares one route per built file (hashed assets, favicon…);
  // every other path falls through to the screen routes below.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsApi = url.startsWith('/api/') || (url.startsWith('/auth/') && !isSpaRoute(url));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
    }
    if (wantsApi) return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
    const html = readIndex();
    if (!html)
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build:web`.');
    return reply
      .status(isSpaRoute(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

export default fp(webPlugin, { name: 'web' });
