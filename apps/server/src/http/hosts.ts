import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, isLoopbackHost } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * The Host names the service answers: PUBLIC_URL's (with or without its scheme's default port), ALLOWED_HOSTS,
 * and outside production any loopback name on any port. A page on another site that rebinds its own name to
 * this machine's address sends its own name as Host, so it is refused before any route reads a thing.
 */
export function hostAllowed(config: Config, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.trim().toLowerCase();
  const publicUrl = new URL(config.publicUrl);
  const defaultPort = publicUrl.protocol === 'https:' ? '443' : '80';
  const publicHost = publicUrl.host.toLowerCase();
  if (host === publicHost || (!publicUrl.port && host === `${publicHost}:${defaultPort}`)) return true;
  if (config.ALLOWED_HOSTS.includes(host)) return true;
  if (config.isProduction) return false;
  return isLoopbackHost(hostnameOf(host));
}

/** 'name:port' or '[v6]:port' without the port. */
function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon < 0 ? host : host.slice(0, colon);
}

async function hostGuard(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request) => {
    // request.host is the Host header, or X-Forwarded-Host when a trusted proxy sent the request.
    if (!hostAllowed(config, request.headers.host === undefined ? undefined : request.host))
      throw new AppError(
        421,
        'unknown_host',
        `This service answers only at ${new URL(config.publicUrl).host}.`,
      );
  });
}

export default fp(hostGuard, { name: 'host-guard' });
