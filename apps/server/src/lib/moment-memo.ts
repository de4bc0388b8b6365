import type { Clock } from './clock.ts';

/** Values this process keeps for a few moments, by key. */
export interface KeptForMoments<T> {
  /** The value kept under `key`, while it lives. */
  get(key: string): { value: T } | undefined;
  /** Keep `value` until `until` (ms), and never past the window from now. */
  keep(key: string, value: T, until?: number): void;
  /** Drop every value whose key starts with `prefix`. */
  forget(prefix: string): void;
}

/**
 * At most `max` values, each until its own time and never longer than `windowMs` from when it was kept, even under
 * a clock set back; when full, the dead go first, then the oldest (a Map keeps insertion order).
 */
export function keptForMoments<T>(deps: { clock: Clock; windowMs: number; max: number }): KeptForMoments<T> {
  const { clock, windowMs, max } = deps;
  const kept = new Map<string, { value: T; keptAt: number; until: number }>();
  const live = (entry: { keptAt: number; until: number }, now: number) =>
    now >= entry.keptAt && now < entry.until;

  return {
    get(key) {
      const entry = kept.get(key);
      return entry && live(entry, clock.now().getTime()) ? entry : undefined;
    },
    keep(key, value, until) {
      const now = clock.now().getTime();
      if (kept.size >= max) {
        for (const [k, entry] of kept) if (!live(entry, now)) kept.delete(k);
        if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      }
      kept.delete(key);
      kept.set(key, {
        value,
        keptAt: now,
        until: Math.min(until ?? Number.POSITIVE_INFINITY, now + windowMs),
      });
    },
    forget(prefix) {
      for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key);
    },
  };
}

/** Computations under way in this process, by key. */
export interface UnderWay {
  /** The computation of `key` under way, or a new one: callers asking together wait for one computation. */
  once<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forget the computations under way whose key starts with `prefix`: the next caller starts afresh. */
  forget(prefix: string): void;
}

export function underWay(): UnderWay {
  const running = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const current = running.get(key) as Promise<T> | undefined;
      if (current) return current;
      const promise: Promise<T> = compute().finally(() => {
        // A forgotten computation that ends late must not take its successor's place with it.
        if (running.get(key) === promise) running.delete(key);
      });
      running.set(key, promise);
      return promise;
    },
    forget(prefix) {
      for (const key of running.keys()) if (key.startsWith(prefix)) running.delete(key);
    },
  };
}
