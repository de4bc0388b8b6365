import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';

/**
 * Search totals and counts are cached; once jobs change, they are marked due so they are recounted (behind the
 * next reader, who still gets the old value at once). Fetch runs end every few seconds while many boards are
 * due, and each expiry makes every count in use recount over every job, so expiries are spaced: the first
 * change expires at once, later ones within the interval are folded into one at its end.
 */
export const SEARCH_CACHE_DROP_EVERY_MS = 60_000;

export interface SearchCacheDropper {
  /**
   * Jobs changed: drop this process's shared answers now, and the search caches now or once the interval since
   * the last drop is over.
   */
  jobsChanged(): Promise<void>;
}

/** One per process (built in services.ts), so every fetch run of the process shares the spacing. */
export function createSearchCacheDropper(
  deps: {
    expire: () => Promise<void>;
    /**
     * Forget the answers this process shares between identical searches. It costs no recount (the next search
     * reads its page afresh, from the counts still cached), so it is never spaced: a fetched job is never
     * hidden behind a shared answer here.
     */
    dropSharedAnswers?: () => void;
    clock: Clock;
    logger: Pick<FastifyBaseLogger, 'error'>;
  },
  everyMs = SEARCH_CACHE_DROP_EVERY_MS,
): SearchCacheDropper {
  const { clock, logger } = deps;
  let lastAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const drop = async () => {
    timer = null;
    lastAt = clock.now().getTime();
    try {
      await deps.expire();
    } catch (err) {
      // Stale counts are shown a little longer (they expire by themselves); ingestion goes on.
      logger.error({ err }, 'dropping the search caches failed');
    }
  };
  return {
    async jobsChanged() {
      deps.dropSharedAnswers?.();
      if (timer) return;
      const wait = lastAt + everyMs - clock.now().getTime();
      if (wait <= 0) return drop();
      // At most the interval: a clock set back must not hold the drop for longer.
      timer = setTimeout(() => void drop(), Math.min(wait, everyMs));
      // A pending drop must not keep a finished process alive; the caches expire by themselves anyway.
      timer.unref();
    },
  };
}
