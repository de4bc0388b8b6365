import { type Kysely, sql } from 'kysely';

// Room on each page of jobs for a posting's next version (docs/decisions/0017-ingest-cost.md). A posting is
// about 1 kB; full pages (fillfactor 100) left under one row free, so every edit or close of a posting wrote its
// new version on another page: a lock record on the old page, the new page's image after each checkpoint, and,
// for an edit that changes no indexed column (a description, a date), an entry in each of the ~19 indexes, where
// one on the same page is a heap-only (HOT) update that writes none. At 80 a page keeps ~1.6 kB free: one new
// version of a typical row. Pages filled before stay as they are until rewritten (VACUUM FULL, CLUSTER).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE jobs SET (fillfactor = 80)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE jobs RESET (fillfactor)`.execute(db);
}
