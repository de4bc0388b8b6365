import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { createDb, ensureDatabase, migrateToLatest } from '../../apps/server/src/db/index.ts';
import { type DatasetOptions, type GeneratedRows, generateDataset } from './dataset.ts';

export interface BenchDatabase {
  url: string;
  generatedMs: number | null;
  /** The rows the generator wrote (null when a kept data set was reused). */
  generatedRows: GeneratedRows | null;
  /** The cluster's directory (its postmaster.pid names the server process). */
  clusterDir: string;
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL in `dir` holding the generated market. Generating a million jobs takes a while, so
 * the cluster is kept between runs and reused when it holds the same data set (a marker file records it).
 */
export async function prepareBenchDatabase(
  dir: string,
  dataset: DatasetOptions,
  log: (m: string) => void,
): Promise<BenchDatabase> {
  const marker = path.join(dir, 'dataset.json');
  const wanted = JSON.stringify({ ...dataset, now: undefined });
  let embedded: EmbeddedDatabase = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  const adminUrl = embedded.connectionString('postgres');
  const reuse = existsSync(marker) && readFileSync(marker, 'utf8') === wanted;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS upstream_bench WITH (FORCE)');
    // Memory for a million-row working set; applied by the restart below.
    await admin.query(`ALTER SYSTEM SET shared_buffers = '1GB'`);
    await admin.query(`ALTER SYSTEM SET effective_cache_size = '4GB'`);
    await admin.query(`ALTER SYSTEM SET work_mem = '16MB'`);
    await admin.query(`ALTER SYSTEM SET maintenance_work_mem = '512MB'`);
    await admin.query(`ALTER SYSTEM SET random_page_cost = 1.1`);
    await admin.end();
    await embedded.stop();
    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  }
  await ensureDatabase(embedded.connectionString('postgres'), 'upstream_bench');
  let url = embedded.connectionString('upstream_bench');
  let generatedMs: number | null = null;
  let generatedRows: GeneratedRows | null = null;
  const db = createDb(url, { max: 2 });
  const applied = await migrateToLatest(db as never);
  await db.destroy();
  if (reuse && applied.length) {
    // Migrations newer than the data set (indexes, statistics) need fresh statistics to be used.
    log(`applied ${applied.join(', ')}; analysing`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('ANALYZE');
    await client.end();
  }
  if (!reuse) {
    log(
      `generating ${dataset.activeJobs.toLocaleString('en-US')} active jobs ` +
        `(+${(dataset.closedJobs + dataset.staleJobs).toLocaleString('en-US')} closed or stale) ` +
        `from ${dataset.companies.toLocaleString('en-US')} companies…`,
    );
    const generated = await generateDataset(url, dataset, log);
    generatedMs = generated.ms;
    generatedRows = generated.rows;
    log('  vacuuming and analysing…');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('VACUUM ANALYZE');
    await client.end();
    writeFileSync(marker, wanted);
    // Measure a freshly started server, as a run on a kept data set does: the shutdown writes the generated
    // pages out (so no checkpoint flushes a million rows during the measurement), and no buffers or backends
    // keep the generation's state.
    await embedded.stop();
    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    url = embedded.connectionString('upstream_bench');
  }
  return {
    url,
    generatedMs,
    generatedRows,
    clusterDir: path.join(dir, 'postgres'),
    stop: () => embedded.stop(),
  };
}
