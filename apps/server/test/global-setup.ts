import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { createDb, migrateToLatest } from '../src/db/index.ts';
import { createBoss } from '../src/work/queue.ts';

export const TEMPLATE_DB = 'upstream_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run (embedded unless TEST_DATABASE_URL), with a migrated template database.
 * Each test file clones the template (CREATE DATABASE … TEMPLATE), so files run in parallel on their own data.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-test-pg-'));
    embedded = await startEmbeddedPostgres(path.join(dir, 'data'), { persistent: false });
    adminUrl = embedded.connectionString('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const db = createDb(templateUrl, { max: 2 });
  await migrateToLatest(db as never);
  await db.destroy();
  // The queue's own schema belongs in the template too, so a test that starts pg-boss finds it ready.
  const boss = createBoss(templateUrl);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DB);

  return async () => {
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
