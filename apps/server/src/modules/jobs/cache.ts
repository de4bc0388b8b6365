import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';

interface Entry<T> {
  value: T;
  computedAt: string;
}

export interface CacheOptions {
  /** Served as is while younger than this. */
  freshMs: number;
  /** Older than fresh but younger than this: served at once while one caller recomputes it in the background. */
  staleMs: number;
}

// Refreshes under way in this process, per database (tests run several apps, each on its own database).
const refreshingByDb = new WeakMap<Db, Set<string>>();
function refreshingOf(db: Db): Set<string> {
  let set = refreshingByDb.get(db);
  if (!set) {
    set = new Set();
    refreshingByDb.set(db, set);
  }
  return set;
}

/**
 * How long a process reuses a cache row it has read before asking the table again. Values are already up to
 * 10 minutes old by design; a few more seconds spare a round trip on nearly every search. Another process
 * sees an invalidation within this time; this one at once (invalidateCache clears it too).
 */
const LOCAL_REUSE_MS = 5_000;

interface CacheRow {
  value: unknown;
  expires_at: Date;
}

const localRowsByDb = new WeakMap<Db, Map<string, { row: CacheRow; until: number }>>();
function localRowsOf(db: Db) {
  let rows = localRowsByDb.get(db);
  if (!rows) {
    rows = new Map();
    localRowsByDb.set(db, rows);
  }
  return rows;
}

/** Cache rows for these keys: the ones this process read moments ago, the rest in one query. */
async function readRows(db: Db, clock: Clock, keys: string[]): Promise<Map<string, CacheRow>> {
  const local = localRowsOf(db);
  const now = clock.now().getTime();
  const found = new Map<string, CacheRow>();
  const missing: string[] = [];
  for (const key of keys) {
    const hit = local.get(key);
    // `until` never outlives the row's own freshness, so a stale row always goes back to the table.
    if (hit && now < hit.until && now >= hit.until - LOCAL_REUSE_MS) found.set(key, hit.row);
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
      remember(db, clock, row.key, cacheRow);
    }
  }
  return found;
}

function remember(db: Db, clock: Clock, key: string, row: CacheRow) {
  const until = Math.min(clock.now().getTime() + LOCAL_REUSE_MS, row.expires_at.getTime());
  const local = localRowsOf(db);
  // Bounded: distinct filter sets are many; the oldest entry goes first.
  if (local.size >= 10_000) local.delete(local.keys().next().value as string);
  local.set(key, { row, until });
}

export interface CacheRequest<T> {
  key: string;
  options: CacheOptions;
  compute: () => Promise<T>;
}

/**
 * Values computed once and shared by every app process through the app_cache table, looked up together in
 * one query. A stale value is still answered (its refresh runs behind the request, claimed by one process),
 * so no visitor waits for a slow count once it has been computed; a missing or too-old value is computed in
 * the request, once per process however many requests ask for it at the same time.
 */
export async function cachedMany<T extends unknown[]>(
  deps: { db: Db; clock: Clock; onError: (err: unknown) => void },
  requests: { [K in keyof T]: CacheRequest<T[K]> },
): Promise<T> {
  const { db, clock } = deps;
  const now = clock.now();
  const byKey = await readRows(
    db,
    clock,
    requests.map((r) => r.key),
  );
  return Promise.all(
    requests.map(async ({ key, options, compute }) => {
      const row = byKey.get(key);
      const entry = row?.value as Entry<unknown> | undefined;
      if (row && entry) {
        // A claimed refresh moves expires_at forward, so other processes keep serving this value meanwhile.
        if (row.expires_at > now) return entry.value;
        if (now.getTime() - new Date(entry.computedAt).getTime() < options.staleMs) {
          if (!refreshingOf(db).has(key)) void refresh(deps, key, options, compute, row.expires_at);
          return entry.value;
        }
      }
      return computeOnce(db, key, async () => {
        const value = await compute();
        await store(db, clock, key, options, value);
        return value;
      });
    }),
  ) as Promise<T>;
}

export async function cached<T>(
  deps: { db: Db; clock: Clock; onError: (err: unknown) => void },
  key: string,
  options: CacheOptions,
  compute: () => Promise<T>,
): Promise<T> {
  const [value] = await cachedMany<[T]>(deps, [{ key, options, compute }]);
  return value;
}

// Misses being computed in this process: concurrent requests for the same key share one computation.
const computingByDb = new WeakMap<Db, Map<string, Promise<unknown>>>();

function computeOnce<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let computing = computingByDb.get(db);
  if (!computing) {
    computing = new Map();
    computingByDb.set(db, computing);
  }
  const running = computing.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = compute().finally(() => computing.delete(key));
  computing.set(key, promise);
  return promise;
}

async function store<T>(db: Db, clock: Clock, key: string, options: CacheOptions, value: T) {
  const now = clock.now();
  const entry: Entry<T> = { value, computedAt: now.toISOString() };
  remember(db, clock, key, { value: entry, expires_at: new Date(now.getTime() + options.freshMs) });
  await db
    .insertInto('app_cache')
    .values({ key, value: JSON.stringify(entry), expires_at: new Date(now.getTime() + options.freshMs) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        value: JSON.stringify(entry),
        expires_at: new Date(now.getTime() + options.freshMs),
      }),
    )
    .execute();
}

async function refresh<T>(
  deps: { db: Db; clock: Clock; onError: (err: unknown) => void },
  key: string,
  options: CacheOptions,
  compute: () => Promise<T>,
  seenExpiry: Date,
) {
  const refreshing = refreshingOf(deps.db);
  refreshing.add(key);
  try {
    // Claim the refresh: of all processes that saw this expiry, the one whose update lands does the work.
    const claimed = await sql`
      UPDATE app_cache SET expires_at = ${new Date(deps.clock.now().getTime() + options.freshMs)}
      WHERE key = ${key} AND expires_at = ${seenExpiry}`.execute(deps.db);
    if (!claimed.numAffectedRows) return;
    await store(deps.db, deps.clock, key, options, await compute());
  } catch (err) {
    deps.onError(err);
  } finally {
    refreshing.delete(key);
  }
}

/**
 * Mark cached values whose key starts with `prefix` as due for a refresh (ingestion calls this after jobs
 * change): the next reader is still answered at once with the old value while one process recounts behind
 * it, so no search waits for a count over a million jobs because a board was fetched.
 */
export async function expireCache(db: Db, clock: Clock, prefix: string): Promise<void> {
  const local = localRowsOf(db);
  for (const key of local.keys()) if (key.startsWith(prefix)) local.delete(key);
  await sql`UPDATE app_cache SET expires_at = ${clock.now()}
    WHERE starts_with(key, ${prefix}) AND expires_at > ${clock.now()}`.execute(db);
}

/** Drop cached values whose key starts with `prefix`: the next reader computes them afresh. */
export async function invalidateCache(db: Db, prefix: string): Promise<void> {
  const local = localRowsOf(db);
  for (const key of local.keys()) if (key.startsWith(prefix)) local.delete(key);
  await sql`DELETE FROM app_cache WHERE starts_with(key, ${prefix})`.execute(db);
}
