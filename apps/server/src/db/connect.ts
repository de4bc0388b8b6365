import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type EmbeddedDatabase, embeddedConnectionString, startEmbeddedPostgres } from './embedded.ts';
import { ensureDatabase } from './index.ts';

export interface DatabaseLocation {
  connectionString: string;
  embedded: EmbeddedDatabase | null;
}

const EMBEDDED_DB_NAME = 'upstream';

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL whose files live in $DATA_DIR/postgres. A data
 * directory serves one server at a time: the process that starts it writes $DATA_DIR/postgres.port, and any
 * other process with the same DATA_DIR (an operator command while the service runs, a second worker) connects
 * to that server instead of starting its own.
 */
export async function locateDatabase(config: Config, onLog?: (m: string) => void): Promise<DatabaseLocation> {
  if (config.DATABASE_URL) return { connectionString: config.DATABASE_URL, embedded: null };
  const portFile = path.join(config.dataDir, 'postgres.port');
  const running = await runningEmbedded(portFile);
  if (running) return { connectionString: running, embedded: null };
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { onLog });
  await ensureDatabase(embedded.connectionString('postgres'), EMBEDDED_DB_NAME);
  const port = new URL(embedded.connectionString()).port;
  writeFileSync(portFile, JSON.stringify({ port: Number(port), pid: process.pid }));
  return {
    connectionString: embedded.connectionString(EMBEDDED_DB_NAME),
    embedded: {
      connectionString: embedded.connectionString,
      async stop() {
        rmSync(portFile, { force: true });
        await embedded.stop();
      },
    },
  };
}

/** The embedded server another live process of this DATA_DIR started, if it answers. */
async function runningEmbedded(portFile: string): Promise<string | null> {
  let owner: { port: number; pid: number };
  try {
    owner = JSON.parse(readFileSync(portFile, 'utf8'));
    process.kill(owner.pid, 0); // throws when the owner is gone (its server is then an orphan to restart)
  } catch {
    return null;
  }
  const url = (database: string) => embeddedConnectionString(owner.port, database);
  try {
    await ensureDatabase(url('postgres'), EMBEDDED_DB_NAME);
    return url(EMBEDDED_DB_NAME);
  } catch {
    return null;
  }
}
