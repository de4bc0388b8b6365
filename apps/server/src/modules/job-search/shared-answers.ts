import type { Clock } from '../../lib/clock.ts';

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
 */
export function createSharedAnswers(deps: { clock: Clock; windowMs: number; max: number }): SharedAnswers {
  const { clock, windowMs, max } = deps;
  const kept = new Map<string, { value: unknown; until: number }>();
  const underWay = new Map<string, Promise<unknown>>();
  // Bumped by every drop: a computation that began before a drop may have read what the drop replaced, so its
  // answer goes to the requests that were waiting for it and is never kept.
  let generation = 0;
  // A clock set back must not keep an answer for longer than the window either.
  const live = (entry: { until: number }, now: number) => now < entry.until && now >= entry.until - windowMs;

  function keep(key: string, value: unknown) {
    const now = clock.now().getTime();
    if (kept.size >= max) {
      for (const [k, entry] of kept) if (!live(entry, now)) kept.delete(k);
      // Still full of live answers: the oldest goes first (a Map keeps insertion order).
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    }
    kept.delete(key);
    kept.set(key, { value, until: now + windowMs });
  }

  return {
    answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = kept.get(key);
      if (hit && live(hit, now)) return Promise.resolve(hit.value as T);
      const running = underWay.get(key) as Promise<T> | undefined;
      if (running) return running;
      const startedIn = generation;
      const promise = compute().then(
        (value) => {
          if (underWay.get(key) === promise) underWay.delete(key);
          if (generation === startedIn) keep(key, value);
          return value;
        },
        (err: unknown) => {
          if (underWay.get(key) === promise) underWay.delete(key);
          throw err;
        },
      );
      underWay.set(key, promise);
      return promise;
    },
    forget(prefix) {
      generation += 1;
      for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key);
      for (const key of underWay.keys()) if (key.startsWith(prefix)) underWay.delete(key);
    },
  };
}
