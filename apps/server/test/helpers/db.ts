import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../../src/db/index.ts';
import { withDatabase } from '../global-setup.ts';

export interface TestDatabase {
  db: Db;
  connectionString: string;
  name: string;
}

/** A fresh database cloned from the migrated template, dropped after the file's tests. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `upstream_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const connectionString = withDatabase(adminUrl, name);
  const db = createDb(connectionString, { max: 8 });
  afterAll(async () => {
    await db.destroy();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  return { db, connectionString, name };
}
