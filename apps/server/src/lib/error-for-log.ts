import pino from 'pino';

/** What an error says about itself; anything else it carries (a database client, a socket…) stays out of logs. */
const KEPT = new Set(['type', 'message', 'stack', 'code', 'severity', 'detail', 'hint', 'routine', 'cause']);

/**
 * pino's error serializer, keeping the error's own words and plain values: node-postgres errors carry their whole
 * client (connection settings, password included, and every buffered row), which once filled pages of a log.
 */
export function errorForLog(err: unknown): unknown {
  const serialized = pino.stdSerializers.err(err as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (KEPT.has(key) || value === null || typeof value !== 'object') kept[key] = value;
  }
  return kept;
}
