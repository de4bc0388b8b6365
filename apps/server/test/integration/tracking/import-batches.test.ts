import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index.ts';
import { IMPORT_BATCH_ROWS } from '../../../src/modules/tracking/csv.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase } from '../../helpers/db.ts';
import { createSignedInUser } from '../../helpers/users.ts';

/** The database handle, counting the transactions begun through it. */
function countingTransactions(db: Db) {
  const counter = { begun: 0 };
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction')
        return () => {
          counter.begun += 1;
          return target.transaction();
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, counter };
}

const csvOf = (rows: number, tag: string) =>
  [
    'company,title,url,status',
    ...Array.from(
      { length: rows },
      (_, i) => `Own Co ${tag},Role ${i},https://own-${tag}.example/jobs/${i},Cold Applied`,
    ),
  ].join('\n');

const importCsv = (t: TestApp, cookie: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/post/import-tracked-jobs',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
    payload: csv,
  });

describe('CSV import bounds', () => {
  it('writes a large file in short transactions of a bounded number of rows', async () => {
    const database = await createTestDatabase();
    const { db, counter } = countingTransactions(database.db);
    const t = await createTestApp({ database, deps: { db } });
    const member = await createSignedInUser(t.deps, { permission: { tier: 'plus' } });
    const rows = IMPORT_BATCH_ROWS * 2 + 50;
    const before = counter.begun;
    const res = await importCsv(t, member.cookie, csvOf(rows, 'big'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported_jobs: rows, skipped: [] });
    expect(counter.begun - before).toBe(Math.ceil(rows / IMPORT_BATCH_ROWS));
  });

  it('runs one import per member at a time, and the next once it is done', async () => {
    const t = await createTestApp();
    const member = await createSignedInUser(t.deps, { permission: { tier: 'plus' } });
    const other = await createSignedInUser(t.deps, { permission: { tier: 'plus' } });
    const [first, second, elsewhere] = await Promise.all([
      importCsv(t, member.cookie, csvOf(300, 'a')),
      importCsv(t, member.cookie, csvOf(5, 'b')),
      importCsv(t, other.cookie, csvOf(5, 'c')),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'import_running',
      message:
        'Another import of your tracker is still running. Please wait for it to finish, then try again.',
    });
    // Another member's import is not theirs to wait for.
    expect(elsewhere.statusCode).toBe(200);
    const again = await importCsv(t, member.cookie, csvOf(5, 'b'));
    expect(again.statusCode).toBe(200);
    expect(again.json().imported_jobs).toBe(5);
  });
});
