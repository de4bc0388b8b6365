import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { expireCache, SEARCH_CACHE_PREFIX } from '../jobs/index.ts';

/**
 * Search totals and counts are cached; once fetched jobs change, they are marked due so they are recounted
 * (behind the next reader, who still gets the old value at once). Fetch runs end every few seconds while
 * many boards are due, and each expiry makes every count in use recount over every job, so expiries are
 * spaced: the first change expires at once, later ones within the interval are folded into one at its end.
 */
export const SEARCH_CACHE_DROP_EVERY_MS = 60_000;

export interface SearchCacheDropper {
  /** Jobs changed: drop the search caches now, or once the interval since the last drop is over. */
  jobsChanged(): Promise<void>;
}

export function searchCacheDropper(
  db: Db,
  clock: Clock,
  logger: Pick<FastifyBaseLogger, 'error'>,
  everyMs = SEARCH_CACHE_DROP_EVERY_MS,
): SearchCacheDropper {
  let lastAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const drop = async () => {
    timer = null;
    lastAt = Date.now();
    try {
      await expireCache(db, clock, SEARCH_CACHE_PREFIX);
    } catch (err) {
      // Stale counts are shown a little longer (they expire by themselves); ingestion goes on.
      logger.error({ err }, 'dropping the search caches failed');
    }
  };
  return {
    async jobsChanged() {
      if (timer) return;
      const wait = lastAt + everyMs - Date.now();
      if (wait <= 0) return drop();
      timer = setTimeout(() => void drop(), wait);
      // A pending drop must not keep a finished process alive; the caches expire by themselves anyway.
      timer.unref();
    },
  };
}

// One per database per process, so every fetch run of the process shares the spacing.
const droppers = new WeakMap<Db, SearchCacheDropper>();
export function searchCacheDropperFor(deps: {
  db: Db;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'error'>;
}) {
  let dropper = droppers.get(deps.db);
  if (!dropper) {
    dropper = searchCacheDropper(deps.db, deps.clock, deps.logger);
    droppers.set(deps.db, dropper);
  }
  return dropper;
}
