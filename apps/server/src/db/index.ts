import { Kysely, Migrator, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { namingPool } from './named-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Where a statement runs: the pool, or a transaction the caller opened. */
export type Executor = Db | Transaction<Database>;

// int8 (bigserial ids, count(*)) as JS numbers: ids stay far below 2^53, and the API speaks numbers.
pg.types.setTypeParser(20, (v) => Number(v));

function buildDb(
  connectionString: string,
  opts: { max?: number; applicationName?: string; options?: string },
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? 'upstream',
    idleTimeoutMillis: 30_000,
    // A lost database fails a request in seconds (a 503 that asks to retry) instead of queueing it forever.
    connectionTimeoutMillis: 5_000,
    options: opts.options,
  });
  // A client that loses its connection must not crash the process: idle ones report through the pool, and
  // each client gets its own listener for when it is lost while checked out (between a transaction's
  // statements). The statement that next uses it fails, and the pool discards it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The pool under each Db made here, for a view of it with named statements. */
const pools = new WeakMap<Db, pg.Pool>();

/**
 * The same pool, its sessions and its settings, with every statement run as a named prepared statement
 * (named-statements.ts): for the statements every request runs, whose planning costs PostgreSQL about as much
 * as running them (decision 0016). Build it once per pool (services.ts); destroying it leaves the pool to its Db.
 * A Db not made here is returned as it is.
 */
export function withNamedStatements(db: Db): Db {
  const pool = pools.get(db);
  // A Db made around another (a test's wrapper that counts transactions) has no pool of its own to view:
  // its statements run as they are, unnamed.
  if (!pool) return db;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
}

/**
 * Planner settings of the walking sessions: with sorts, hash and merge joins and bitmap scans priced out, a
 * query ordered by a date index can only follow it, checking its other conditions row by row.
 */
const WALK_SETTINGS =
  '-c enable_sort=off -c enable_hashjoin=off -c enable_mergejoin=off -c enable_bitmapscan=off';

export function createDb(
  connectionString: string,
  opts: {
    max?: number;
    applicationName?: string;
    statementTimeoutMs?: number;
    /** Run each statement in its session's own process only (no parallel workers). */
    serial?: boolean;
  } = {},
): Db {
  const options = [timeoutOption(opts.statementTimeoutMs), opts.serial ? SERIAL_SETTINGS : undefined];
  return buildDb(connectionString, { ...opts, options: options.filter(Boolean).join(' ') || undefined });
}

/** A session whose statements never start parallel workers: what it runs takes one core at most. */
const SERIAL_SETTINGS = '-c max_parallel_workers_per_gather=0';

/** A session setting that cancels any one statement running longer (none when undefined). */
const timeoutOption = (ms: number | undefined) => (ms ? `-c statement_timeout=${ms}` : undefined);

export interface WalkingPool {
  /** The pool's sessions (opened on first use). */
  db(): Db;
  close(): Promise<void>;
}

/**
 * A small pool beside the main one whose sessions always walk (see WALK_SETTINGS): one statement, where setting
 * the same locally would take a transaction of four. Read-only use; built once per process (services.ts).
 */
export function createWalkingPool(connectionString: string, statementTimeoutMs?: number): WalkingPool {
  let walker: Db | undefined;
  return {
    db() {
      walker ??= buildDb(connectionString, {
        max: 4,
        applicationName: 'upstream-walk',
        options: [WALK_SETTINGS, timeoutOption(statementTimeoutMs)].filter(Boolean).join(' '),
      });
      return walker;
    },
    async close() {
      await walker?.destroy();
    },
  };
}

/** Apply every pending migration; safe to call from several processes at once (Kysely takes a lock). */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Create a database on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
