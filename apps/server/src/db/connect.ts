import path from 'node:path';
import type { Config } from '../config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';
import { ensureDatabase } from './index.ts';

export interface DatabaseLocation {
  connectionString: string;
  embedded: EmbeddedDatabase | null;
}

const EMBEDDED_DB_NAME = 'upstream';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL whose files live in $DATA_DIR/postgres. */
export async function locateDatabase(config: Config, onLog?: (m: string) => void): Promise<DatabaseLocation> {
  if (config.DATABASE_URL) return { connectionString: config.DATABASE_URL, embedded: null };
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { onLog });
  await ensureDatabase(embedded.connectionString('postgres'), EMBEDDED_DB_NAME);
  return { connectionString: embedded.connectionString(EMBEDDED_DB_NAME), embedded };
}
