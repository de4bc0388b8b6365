import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Clock } from './clock.ts';

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  retryAfterMs: number;
}

/**
 * Count one hit against `key` in a fixed window kept in Postgres, so every app process shares the count.
 * One statement: concurrent hits never lose an increment.
 */
export async function hitRateLimit(
  db: Db,
  clock: Clock,
  key: string,
  max: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const now = clock.now();
  const windowStartFloor = new Date(now.getTime() - windowMs);
  const row = await sql<{ hits: number; window_start: Date }>`
    INSERT INTO rate_limits AS r (key, hits, window_start) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_start <= ${windowStartFloor} THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN r.window_start <= ${windowStartFloor} THEN ${now} ELSE r.window_start END
    RETURNING hits, window_start`.execute(db);
  const { hits, window_start } = row.rows[0]!;
  const retryAfterMs = Math.max(0, new Date(window_start).getTime() + windowMs - now.getTime());
  return { allowed: hits <= max, hits, retryAfterMs };
}

/** A store for @fastify/rate-limit backed by the same table, keyed per route. */
export function postgresRateLimitStore(db: Db, clock: Clock) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global',
    ) {}
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      hitRateLimit(db, clock, `${this.prefix}:${key}`, max, timeWindow).then(
        (r) => cb(null, { current: r.hits, ttl: r.retryAfterMs }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { url?: string }) {
      return new PostgresRateLimitStore(undefined, routeOptions.url ?? 'route');
    }
  };
}
