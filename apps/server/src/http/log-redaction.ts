import type { FastifyRequest } from 'fastify';

// Request logs outlive requests and reach more people than the service does, so the capabilities some URLs
// carry (sign-in tokens, calendar and saved-search feed secrets, unsubscribe tokens, link signatures, invite codes, the identity
// provider's code) are cut out before a URL is written to a log.

const SECRET_QUERY_KEYS = new Set(['token', 'sig', 'code', 'state', 'session_id', 'secret']);
const SECRET_PATH_SEGMENT = /^(\/api\/calendar\/|\/api\/feeds\/|\/invite-signup\/)[^/?#]+/;
const REDACTED = '[redacted]';

/** The URL with every secret replaced by '[redacted]'; the rest stays readable for debugging. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const key = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** How a request appears in a log line (Fastify's own fields, with the URL redacted). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
