import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Config, ConfigError } from '../config.ts';
import { type EmbeddedDatabase, embeddedConnectionString, startEmbeddedPostgres } from './embedded.ts';
import {
  credentialsFile,
  newPassword,
  type RoleLogin,
  readCredentials,
  writeCredentials,
} from './embedded-credentials.ts';

export interface DatabaseLocation {
  connectionString: string;
  embedded: EmbeddedDatabase | null;
}

const EMBEDDED_DB_NAME = 'upstream';
/** The embedded cluster's role for the service: it owns the service's database and nothing else. */
const APP_ROLE = 'upstream_app';

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL whose files live in $DATA_DIR/postgres, reached as a
 * role that is no superuser (its password kept in DATA_DIR beside the superuser's). A data directory serves one
 * server at a time: the process that starts it writes $DATA_DIR/postgres.port, and any other process with the same
 * DATA_DIR (an operator command while the service runs, a second worker) connects to that server instead.
 */
export async function locateDatabase(config: Config, onLog?: (m: string) => void): Promise<DatabaseLocation> {
  if (config.DATABASE_URL) return { connectionString: config.DATABASE_URL, embedded: null };
  if (config.isProduction && !config.EMBEDDED_DB_IN_PRODUCTION)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required in production (a PostgreSQL server you run and back up). ' +
        'To run on the embedded database anyway, set EMBEDDED_DB_IN_PRODUCTION=true.',
    );
  const databaseDir = path.join(config.dataDir, 'postgres');
  const portFile = path.join(config.dataDir, 'postgres.port');
  const running = await runningEmbedded(portFile, databaseDir);
  if (running) return { connectionString: running, embedded: null };
  const embedded = await startEmbeddedPostgres(databaseDir, { onLog });
  let app: RoleLogin;
  try {
    app = await ensureAppDatabase(embedded, databaseDir);
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  const port = Number(new URL(embedded.connectionString()).port);
  writeFileSync(portFile, JSON.stringify({ port, pid: process.pid }));
  return {
    connectionString: embeddedConnectionString(port, app, EMBEDDED_DB_NAME),
    embedded: {
      connectionString: embedded.connectionString,
      credentials: embedded.credentials,
      async stop() {
        rmSync(portFile, { force: true });
        await embedded.stop();
      },
    },
  };
}

/**
 * The app's role (LOGIN, no superuser, cannot create roles or databases) and its database, owned by it, with the
 * role's password generated once and kept. A database made by an older version belonged to the superuser: what
 * it holds is handed to the role here, once.
 */
async function ensureAppDatabase(embedded: EmbeddedDatabase, databaseDir: string): Promise<RoleLogin> {
  const file = credentialsFile(databaseDir);
  const credentials = embedded.credentials;
  const app = credentials.app ?? { user: APP_ROLE, password: newPassword() };
  if (!credentials.app) writeCredentials(file, { ...credentials, app });
  const admin = new pg.Client({ connectionString: embedded.connectionString('postgres') });
  await admin.connect();
  let handOver = false;
  try {
    const role = admin.escapeIdentifier(app.user);
    const password = admin.escapeLiteral(app.password);
    const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [app.user]);
    const attributes = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
    await admin.query(
      `${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} ${attributes} PASSWORD ${password}`,
    );
    const database = await admin.query<{ owner: string }>(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [EMBEDDED_DB_NAME],
    );
    if (database.rowCount === 0)
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(EMBEDDED_DB_NAME)} OWNER ${role}`);
    else if (database.rows[0]!.owner !== app.user) {
      await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(EMBEDDED_DB_NAME)} OWNER TO ${role}`);
      handOver = true;
    }
    // Only the app's database is open to the app's role.
    await admin.query('REVOKE CONNECT ON DATABASE postgres FROM PUBLIC');
    await admin.query(
      `REVOKE CONNECT, TEMPORARY ON DATABASE ${admin.escapeIdentifier(EMBEDDED_DB_NAME)} FROM PUBLIC`,
    );
  } finally {
    await admin.end();
  }
  if (handOver) await handOverObjects(embedded.connectionString(EMBEDDED_DB_NAME), app.user);
  return app;
}

/**
 * Gives `role` the schemas, tables, views, sequences, types and functions of a database the superuser made
 * (REASSIGN OWNED refuses objects of the superuser initdb made). Sequences of a column follow their table;
 * extensions' objects stay the superuser's.
 */
async function handOverObjects(databaseUrl: string, role: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      DO $$
      DECLARE r record; target text := ${client.escapeLiteral(role)};
      BEGIN
        FOR r IN SELECT n.nspname FROM pg_namespace n
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
        LOOP EXECUTE format('ALTER SCHEMA %I OWNER TO %I', r.nspname, target); END LOOP;
        FOR r IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
            AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
              AND (d.deptype = 'e' OR (d.deptype IN ('a', 'i') AND c.relkind = 'S')))
        LOOP EXECUTE format('ALTER TABLE %s OWNER TO %I', r.name, target); END LOOP;
        FOR r IN SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
            AND t.typtype IN ('e', 'd', 'c', 'r') AND (t.typrelid = 0 OR t.typtype <> 'c')
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid
              AND d.deptype = 'e')
        LOOP EXECUTE format('ALTER TYPE %s OWNER TO %I', r.name, target); END LOOP;
        FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
              AND d.deptype = 'e')
        LOOP EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, target); END LOOP;
      END $$;
    `);
  } finally {
    await client.end();
  }
}

/** The embedded server another live process of this DATA_DIR started, if it answers, as the app's role. */
async function runningEmbedded(portFile: string, databaseDir: string): Promise<string | null> {
  let owner: { port: number; pid: number };
  let app: RoleLogin | undefined;
  try {
    owner = JSON.parse(readFileSync(portFile, 'utf8'));
    process.kill(owner.pid, 0); // throws when the owner is gone (its server is then an orphan to restart)
    app = readCredentials(credentialsFile(databaseDir))?.app;
  } catch {
    return null;
  }
  if (!app) return null;
  const url = embeddedConnectionString(owner.port, app, EMBEDDED_DB_NAME);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
