import { setTimeout as rest } from 'node:timers/promises';
import { sql } from 'kysely';
import pLimit from 'p-limit';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { keptForMoments, underWay } from '../../lib/moment-memo.ts';
import { createSharedAnswers } from './shared-answers.ts';

/** A cached value and when it was computed (an ISO time, the same in every process that reads it). */
export interface CachedEntry<T> {
  value: T;
  computedAt: string;
}

export interface CacheOptions {
  /** Served as is while younger than this. */
  freshMs: number;
  /** Older than fresh but younger than this: served at once while one caller recomputes it in the background. */
  staleMs: number;
}

/** Computes a value on the pool the cache hands it: the request's while one waits, its own behind the requests. */
export type Compute<T> = (db: Db) => Promise<T>;

export interface CacheRequest<T> {
  key: string;
  options: CacheOptions;
  compute: Compute<T>;
}

/**
 * How long a process reuses a cache row it has read before asking the table again. Values are already up to
 * 10 minutes old by design; a few more seconds spare a round trip on nearly every search. Another process
 * sees an invalidation within this time; this one at once (expire and invalidate clear it too).
 */
const LOCAL_REUSE_MS = 5_000;
/** Rows kept for reuse in one process: distinct filter sets are many; the oldest entry goes first. */
const LOCAL_ROWS_MAX = 10_000;
/**
 * Answers kept for sharing in one process (a page of twenty jobs is some 15 KB of JSON): at hundreds of searches
 * a second, the distinct visitor searches of one window.
 */
const SHARED_ANSWERS_MAX = 2_000;

/**
 * Sessions of the refresh pool (services.ts), and so the refreshes one process runs at once: the rest wait their
 * turn here, never for a session, so a burst of stale counts (a restart, a fetch that changed many jobs) is
 * recounted in turn instead of timing out on the pool. One: work behind the requests takes one core at most.
 */
export const REFRESH_SESSIONS = 1;
/**
 * After each refresh the next one waits this many times as long as it ran, so the recounts that fall due
 * together (after every fetch run) take a quarter of one core at most, and the requests keep the rest of it: on
 * a 2-core machine serving 700 searches a second, back-to-back recounts on one core pushed every shape's p99 past
 * 50 ms.
 */
const REFRESH_REST_RATIO = 3;

interface CacheRow {
  value: unknown;
  expires_at: Date;
}

export interface SearchCache {
  /**
   * Values computed once and shared by every app process through the app_cache table, looked up together in
   * one query. A stale value is still answered (its refresh runs behind the request, claimed by one process),
   * so no visitor waits for a slow count once it has been computed; a missing or too-old value is computed in
   * the request, once per process however many requests ask for it at the same time.
   */
  cachedMany<T extends unknown[]>(requests: { [K in keyof T]: CacheRequest<T[K]> }): Promise<T>;
  cached<T>(key: string, options: CacheOptions, compute: Compute<T>): Promise<T>;
  /**
   * As `cached`, with when the value was computed: the same time means the same value, so a caller that derives
   * something costly from it (serialised and compressed bytes) can keep what it made until the time changes.
   */
  cachedEntry<T>(key: string, options: CacheOptions, compute: Compute<T>): Promise<CachedEntry<T>>;
  /**
   * When the value `cachedEntry` would answer was computed, read without the value: a caller that keeps what it
   * made of a large value (the search inputs' lists, hundreds of kilobytes) asks whether it changed without the
   * table handing the whole value over to be parsed. A stale value is refreshed behind the caller as
   * `cachedEntry` does; null when there is no value to answer with (none, or too old), for `cachedEntry` to compute.
   */
  cachedAt(key: string, options: CacheOptions, compute: Compute<unknown>): Promise<string | null>;
  /**
   * An answer that is the same for everyone who asks (a visitor's search), computed once and shared by identical
   * requests to this process for as long as it reuses a cache row (LOCAL_REUSE_MS): the promise a cached count
   * already makes. Kept in this process only; expire and invalidate drop the answers under their prefix too.
   */
  shared<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forget this process's shared answers whose key starts with `prefix` (nothing else, nothing in the table). */
  forgetShared(prefix: string): void;
  /**
   * Mark cached values whose key starts with `prefix` as due for a refresh (after jobs change): the next reader
   * is still answered at once with the old value while one process recounts behind it.
   */
  expire(prefix: string): Promise<void>;
  /** Drop cached values whose key starts with `prefix`: the next reader computes them afresh. */
  invalidate(prefix: string): Promise<void>;
  /** Delete the rows past their time (the nightly clean-up). */
  dropExpired(): Promise<void>;
  /** Forget the refreshes still waiting their turn: the process is stopping, and their pool with it. */
  stopRefreshing(): void;
}

/** The shared cache of search counts and lists (app_cache), with this process's short reuse of its rows. */
export function createSearchCache(deps: {
  /** The requests' pool: the cache's rows, and a value computed while a request waits for it. */
  db: Db;
  /**
   * A pool of its own for refreshes behind the requests (their claim, their computing, their row), with a
   * statement timeout of its own: on a cold market a recount can take longer than a request may wait, and it
   * must neither be cancelled by the requests' timeout nor hold one of their connections while it runs.
   */
  refreshDb: Db;
  clock: Clock;
  onError: (err: unknown) => void;
}): SearchCache {
  const { db, refreshDb, clock } = deps;
  // Rows this process read moments ago; refreshes under way here; misses being computed here.
  const localRows = keptForMoments<CacheRow>({ clock, windowMs: LOCAL_REUSE_MS, max: LOCAL_ROWS_MAX });
  const refreshing = new Set<string>();
  const computing = underWay();
  const answers = createSharedAnswers({ clock, windowMs: LOCAL_REUSE_MS, max: SHARED_ANSWERS_MAX });
  const inTurn = pLimit(REFRESH_SESSIONS);

  /** Cache rows for these keys: the ones this process read moments ago, the rest in one query. */
  async function readRows(keys: string[]): Promise<Map<string, CacheRow>> {
    const found = new Map<string, CacheRow>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = localRows.get(key);
      if (hit) found.set(key, hit.value);
      else missing.push(key);
    }
    if (missing.length) {
      const rows = await db
        .selectFrom('app_cache')
        .select(['key', 'value', 'expires_at'])
        .where('key', 'in', missing)
        .execute();
      for (const row of rows) {
        const cacheRow = { value: row.value, expires_at: new Date(row.expires_at) };
        found.set(row.key, cacheRow);
        remember(row.key, cacheRow);
      }
    }
    return found;
  }

  // Kept no longer than the row's own freshness, so a stale row always goes back to the table.
  const remember = (key: string, row: CacheRow) => localRows.keep(key, row, row.expires_at.getTime());

  async function store<T>(on: Db, key: string, options: CacheOptions, value: T): Promise<CachedEntry<T>> {
    const now = clock.now();
    const entry: CachedEntry<T> = { value, computedAt: now.toISOString() };
    const expiresAt = new Date(now.getTime() + options.freshMs);
    remember(key, { value: entry, expires_at: expiresAt });
    await on
      .insertInto('app_cache')
      .values({ key, value: JSON.stringify(entry), expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
    return entry;
  }

  function refresh<T>(key: string, options: CacheOptions, compute: Compute<T>) {
    refreshing.add(key);
    return inTurn(async () => {
      const started = performance.now();
      try {
        // Claim the refresh: of all processes that find the value still due when their turn comes, the one whose
        // update lands does the work (it moves the due time on, so the others' claims find nothing). Not by
        // equality with the due time seen: the table keeps microseconds a Date cannot hold, so a due time written
        // by anything but this code (an operator's UPDATE … now()) never matched, and the value was never
        // refreshed while every request read its row again.
        const now = clock.now();
        const claimed = await sql`
          UPDATE app_cache SET expires_at = ${new Date(now.getTime() + options.freshMs)}
          WHERE key = ${key} AND expires_at <= ${now}`.execute(refreshDb);
        if (!claimed.numAffectedRows) return;
        await store(refreshDb, key, options, await compute(refreshDb));
      } catch (err) {
        deps.onError(err);
      } finally {
        refreshing.delete(key);
      }
      await rest(REFRESH_REST_RATIO * (performance.now() - started), undefined, { ref: false });
    });
  }

  const forget = (prefix: string) => {
    localRows.forget(prefix);
    answers.forget(prefix);
  };

  /**
   * Whether a value kept until `expiresAt` and computed at `computedAt` may be answered with: while fresh, or while
   * stale, its refresh started behind the caller; not once older than the stale limit.
   */
  function servable(
    key: string,
    options: CacheOptions,
    compute: Compute<unknown>,
    expiresAt: Date,
    computedAt: string,
    now: Date,
  ): boolean {
    // A claimed refresh moves expires_at forward, so other processes keep serving this value meanwhile.
    if (expiresAt > now) return true;
    if (now.getTime() - new Date(computedAt).getTime() >= options.staleMs) return false;
    if (!refreshing.has(key)) void refresh(key, options, compute);
    return true;
  }

  /** The entries for these requests: fresh or stale ones as they are, missing or too old ones computed. */
  async function entriesFor(requests: readonly CacheRequest<unknown>[]): Promise<CachedEntry<unknown>[]> {
    const now = clock.now();
    const byKey = await readRows(requests.map((r) => r.key));
    return Promise.all(
      requests.map(async ({ key, options, compute }) => {
        const row = byKey.get(key);
        const entry = row?.value as CachedEntry<unknown> | undefined;
        if (row && entry && servable(key, options, compute, row.expires_at, entry.computedAt, now))
          return entry;
        return computing.once(key, async () => store(db, key, options, await compute(db)));
      }),
    );
  }

  const cache: SearchCache = {
    async cachedMany<T extends unknown[]>(requests: { [K in keyof T]: CacheRequest<T[K]> }): Promise<T> {
      const entries = await entriesFor(requests as readonly CacheRequest<unknown>[]);
      return entries.map((entry) => entry.value) as T;
    },
    async cached(key, options, compute) {
      const [value] = await cache.cachedMany([{ key, options, compute }]);
      return value;
    },
    async cachedEntry<T>(key: string, options: CacheOptions, compute: Compute<T>) {
      const [entry] = await entriesFor([{ key, options, compute }]);
      return entry as CachedEntry<T>;
    },
    async cachedAt(key, options, compute) {
      const now = clock.now();
      const kept = localRows.get(key)?.value;
      if (kept) return (kept.value as CachedEntry<unknown>).computedAt;
      const row = await db
        .selectFrom('app_cache')
        .select(['expires_at', sql<string | null>`value->>'computedAt'`.as('computed_at')])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row?.computed_at) return null;
      return servable(key, options, compute, new Date(row.expires_at), row.computed_at, now)
        ? row.computed_at
        : null;
    },
    shared: (key, compute) => answers.answer(key, compute),
    forgetShared: (prefix) => answers.forget(prefix),
    async expire(prefix) {
      forget(prefix);
      await sql`UPDATE app_cache SET expires_at = ${clock.now()}
        WHERE starts_with(key, ${prefix}) AND expires_at > ${clock.now()}`.execute(db);
    },
    async invalidate(prefix) {
      forget(prefix);
      await sql`DELETE FROM app_cache WHERE starts_with(key, ${prefix})`.execute(db);
    },
    async dropExpired() {
      await db.deleteFrom('app_cache').where('expires_at', '<', clock.now()).execute();
    },
    stopRefreshing() {
      inTurn.clearQueue();
    },
  };
  return cache;
}
