import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config.ts';

// Headers a proxy adds: a request that carries one came through something that listens for others.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * Did this request come from the machine the service runs on, directly? Judged by the socket's own address
 * (never a header a client can set) and the absence of any proxy's forwarding header, so a reverse proxy on
 * the same machine does not make the whole internet local.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  if (!isLoopbackHost(address)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
