import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';

interface LocalCount {
  windowMs: number;
  windowStart: number;
  /** The shared total when this process last flushed (its own flushed hits included). */
  shared: number;
  /** Hits counted here since, not yet added to the shared total. */
  pending: number;
  /** Hits on their way to the table in a flush under way. */
  flushing: number;
}

/** Clients one process keeps counts for at once; past it, the oldest are forgotten (see forgetClients). */
export const MAX_TRACKED_CLIENTS = 20_000;

/** How often a process adds its counted hits to the shared totals. */
const FLUSH_EVERY_MS = 1_000;

/**
 * A store for @fastify/rate-limit (the per-route throttles: search, requests, CSV import) that counts each hit
 * in the process and adds the counts to the shared table in one statement a second. A request never waits for
 * the database to be counted; hits reach the table within a second and every process reads the totals at its
 * own next flush, so a client spread over N processes gets at most a couple of seconds' worth of extra hits. Limits that must hold exactly (sign-in links, the
 * waitlist) call hitRateLimit (hit.ts) instead.
 */
export function postgresRateLimitStore(db: Db, clock: Clock, onError: (err: unknown) => void = () => {}) {
  const counts = new Map<string, LocalCount>();
  let timer: NodeJS.Timeout | null = null;

  async function flush() {
    timer = null;
    const batch = [...counts].filter(([, c]) => c.pending > 0);
    for (const [, c] of batch) {
      c.flushing = c.pending;
      c.pending = 0;
    }
    // One statement per window length (a handful), each covering every key of that length.
    const byWindow = new Map<number, [string, LocalCount][]>();
    for (const entry of batch)
      byWindow.set(entry[1].windowMs, [...(byWindow.get(entry[1].windowMs) ?? []), entry]);
    for (const [windowMs, entries] of byWindow) {
      const now = clock.now();
      try {
        const { rows } = await sql<{ key: string; hits: number; window_start: Date }>`
          INSERT INTO rate_limits AS r (key, hits, window_start)
          SELECT * FROM unnest(${entries.map(([k]) => k)}::text[], ${entries.map(([, c]) => c.flushing)}::int[],
            ${entries.map(([, c]) => new Date(c.windowStart))}::timestamptz[])
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN r.window_start <= ${new Date(now.getTime() - windowMs)} THEN EXCLUDED.hits
                        ELSE r.hits + EXCLUDED.hits END,
            window_start = CASE WHEN r.window_start <= ${new Date(now.getTime() - windowMs)}
                                THEN EXCLUDED.window_start ELSE r.window_start END
          RETURNING key, hits, window_start`.execute(db);
        for (const row of rows) {
          const c = counts.get(row.key);
          if (!c) continue;
          c.shared = row.hits;
          c.windowStart = new Date(row.window_start).getTime();
          c.flushing = 0;
        }
      } catch (err) {
        // Counted again at the next flush: a database hiccup loses no hits.
        for (const [, c] of entries) {
          c.pending += c.flushing;
          c.flushing = 0;
        }
        onError(err);
      }
    }
    if ([...counts.values()].some((c) => c.pending > 0)) schedule();
  }

  // The map is bounded: keys whose window has passed go first; then, if a flood of fresh clients still overfills
  // it, the longest-held keys whose hits are already in the shared table (their totals come back at the next
  // flush); only then any oldest key, losing at most a second of its hits rather than the process's memory.
  function forgetClients(now: number) {
    for (const [k, c] of counts) if (now >= c.windowStart + c.windowMs) counts.delete(k);
    const target = MAX_TRACKED_CLIENTS * 0.9;
    for (const [k, c] of counts) {
      if (counts.size <= target) return;
      if (c.pending === 0 && c.flushing === 0) counts.delete(k);
    }
    for (const k of counts.keys()) {
      if (counts.size <= target) return;
      counts.delete(k);
    }
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
    timer.unref();
  }

  function hit(key: string, windowMs: number): { current: number; ttl: number } {
    const now = clock.now().getTime();
    let c = counts.get(key);
    if (!c || now >= c.windowStart + windowMs || now < c.windowStart) {
      c = { windowMs, windowStart: now, shared: 0, pending: 0, flushing: 0 };
      counts.set(key, c);
    }
    c.pending += 1;
    schedule();
    if (counts.size > MAX_TRACKED_CLIENTS) forgetClients(now);
    return { current: c.shared + c.flushing + c.pending, ttl: c.windowStart + windowMs - now };
  }

  class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global',
    ) {}
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      cb(null, hit(`${this.prefix}:${key}`, timeWindow));
    }
    child(routeOptions: { url?: string }) {
      return new PostgresRateLimitStore(undefined, routeOptions.url ?? 'route');
    }
  }

  return {
    Store: PostgresRateLimitStore,
    /** How many clients this process holds counts for (bounded by MAX_TRACKED_CLIENTS). */
    trackedClients: () => counts.size,
    /** Share what is counted and stop (the app closing, before its database). */
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
