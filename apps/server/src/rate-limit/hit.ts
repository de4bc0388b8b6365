import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';

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
