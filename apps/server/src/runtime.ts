import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import pino from 'pino';
import { type Config, loadConfig } from './config.ts';
import { locateDatabase } from './db/connect.ts';
import type { EmbeddedDatabase } from './db/embedded.ts';
import { createDb, type Db, migrateToLatest } from './db/index.ts';
import type { Infrastructure } from './deps.ts';
import { systemClock } from './lib/clock.ts';
import { errorForLog } from './lib/error-for-log.ts';
import { VERSION } from './lib/version.ts';
import { createServices, type ServiceDeps } from './services.ts';
import { bossQueue, createBoss } from './work/queue.ts';
import { ensureQueues } from './workers/index.ts';

/** The advisory lock key under which one starting process at a time sets up the queues ('upq' in ASCII). */
const QUEUE_SETUP_LOCK = 0x757071;
/** PostgreSQL's code for a connection ended by a server shutdown (terminating connection due to administrator command). */
const ADMIN_SHUTDOWN = '57P01';

/** What a running process holds: the dependencies plus what must be shut down, in order. */
export interface Runtime {
  /** For background work and commands: statements may run as long as they need. */
  deps: ServiceDeps;
  /** For the HTTP service: the same, on a pool whose statements are cancelled past REQUEST_STATEMENT_TIMEOUT_MS. */
  requestDeps: ServiceDeps;
  boss: PgBoss;
  embedded: EmbeddedDatabase | null;
  connectionString: string;
  close(): Promise<void>;
}

/**
 * Config → database (embedded unless DATABASE_URL) → migrations → queue. Shared by the service,
 * the demo and the operator commands so they all run against the same database with the same settings.
 */
export async function startRuntime(
  overrides: Partial<Record<string, string>> = {},
  /** The configuration already read from the environment with the same overrides (main.ts reads it first). */
  loaded?: Config,
): Promise<Runtime> {
  const config: Config = loaded ?? loadConfig({ ...process.env, ...overrides }, VERSION);
  const logger = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: errorForLog },
  });
  const location = await locateDatabase(config, (m) => logger.debug({ component: 'postgres' }, m.trim()));
  let db: Db | null = null;
  let boss: PgBoss | null = null;
  // pg-boss's pool can still hold a connection as it reports itself stopped; PostgreSQL ending it at the close of
  // the service is the stop going as planned, not an error to report.
  let closing = false;
  const endedByOurStop = (err: unknown) =>
    closing && (err as { code?: string } | null)?.code === ADMIN_SHUTDOWN;
  try {
    db = createDb(location.connectionString, { max: 20 });
    const applied = await migrateToLatest(db as never);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    boss = createBoss(location.connectionString);
    boss.on('error', (err) =>
      endedByOurStop(err)
        ? logger.debug({ err }, 'queue connection ended by the stop')
        : logger.error({ err }, 'queue error'),
    );
    await boss.start();
    // Processes started together on a new database would create the same queues at once, and pg-boss's
    // queue creation deadlocks with itself: one process at a time, the others then find the queues made.
    const queues = boss;
    await db.connection().execute(async (conn) => {
      await sql`SELECT pg_advisory_lock(${QUEUE_SETUP_LOCK})`.execute(conn);
      try {
        await ensureQueues(queues);
      } finally {
        await sql`SELECT pg_advisory_unlock(${QUEUE_SETUP_LOCK})`.execute(conn);
      }
    });
  } catch (err) {
    await boss?.stop({ graceful: false, wait: true }).catch(() => {});
    await db?.destroy().catch(() => {});
    await location.embedded?.stop().catch(() => {});
    throw err;
  }
  const infra: Infrastructure = {
    config,
    db,
    clock: systemClock,
    queue: bossQueue(boss),
    logger,
    fetch: globalThis.fetch,
  };
  // A web request's statements run on their own pool with a statement timeout, so one expensive request cannot
  // hold a connection (and the database) for minutes; the services serve requests, so they use it too.
  const requestDb = createDb(location.connectionString, {
    max: 20,
    applicationName: 'upstream-web',
    statementTimeoutMs: config.REQUEST_STATEMENT_TIMEOUT_MS,
  });
  const services = createServices(infra, location, requestDb);
  const deps: ServiceDeps = { ...infra, ...services };
  const requestDeps: ServiceDeps = { ...deps, db: requestDb };
  const openDb = db;
  const openBoss = boss;
  return {
    deps,
    requestDeps,
    boss: openBoss,
    embedded: location.embedded,
    connectionString: location.connectionString,
    async close() {
      closing = true;
      await openBoss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => {});
      await deps.closeServices();
      await requestDb.destroy();
      await openDb.destroy();
      await location.embedded?.stop();
    },
  };
}
