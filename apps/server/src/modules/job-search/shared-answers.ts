import type { Clock } from '../../lib/clock.ts';
import { keptForMoments, underWay } from '../../lib/moment-memo.ts';

/** Keys remembered as asked, per answer kept: one-off keys are most of them. */
const ASKED_PER_ANSWER = 4;

export interface SharedAnswers {
  /**
   * The answer to `key`: the one this process computed less than the window ago, the one being computed now
   * (identical requests arriving together wait for one computation), or a fresh one.
   */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drop every answer whose key starts with `prefix`, kept or under way: the next request computes afresh. */
  forget(prefix: string): void;
}

/**
 * Answers that are the same for everyone who asks (a visitor's search), shared by identical requests in this
 * process for `windowMs`. Nothing is shared across processes: another process's answer is its own, and a drop
 * made in another process reaches this one's answers within the window, when they run out.
 *
 * An answer is kept only for a key asked within the window before: most distinct searches are asked once (a
 * company's page, a rare keyword), and an answer kept for seconds outlives the young generation, so every one
 * kept and never reused is old-generation garbage that brings the next full collection, and its pauses, nearer
 * (decision 16, session 27). A key asked again while its answer is kept refreshes that it was asked, so a search
 * asked every few seconds is kept from its second request on, as before.
 */
export function createSharedAnswers(deps: { clock: Clock; windowMs: number; max: number }): SharedAnswers {
  const kept = keptForMoments<unknown>(deps);
  // Keys asked within the window, kept or not: a few hundred bytes each, against a page's tens of kilobytes.
  const asked = keptForMoments<true>({ ...deps, max: deps.max * ASKED_PER_ANSWER });
  const computing = underWay();
  // Bumped by every drop: a computation that began before a drop may have read what the drop replaced, so its
  // answer goes to the requests that were waiting for it and is never kept.
  let generation = 0;

  return {
    answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const askedBefore = asked.get(key) !== undefined;
      asked.keep(key, true);
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit.value as T);
      return computing.once(key, async () => {
        const startedIn = generation;
        const value = await compute();
        if (askedBefore && generation === startedIn) kept.keep(key, value);
        return value;
      });
    },
    forget(prefix) {
      generation += 1;
      kept.forget(prefix);
      computing.forget(prefix);
    },
  };
}
