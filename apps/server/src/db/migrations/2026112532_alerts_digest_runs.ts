import { type Kysely, sql } from 'kysely';

// Each daily digest run (alerts module): its window, what it processed and sent, how long it took and how it
// failed, for the operator console's Digest runs and Overview.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE digest_runs (
      id bigserial PRIMARY KEY,
      up_to timestamptz NOT NULL,
      after timestamptz NOT NULL,
      only_email text,
      started_at timestamptz NOT NULL,
      duration_ms int NOT NULL,
      searches int NOT NULL DEFAULT 0,
      emails int NOT NULL DEFAULT 0,
      new_jobs int NOT NULL DEFAULT 0,
      failed_emails int NOT NULL DEFAULT 0,
      error text
    );
    CREATE INDEX digest_runs_started_idx ON digest_runs (started_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS digest_runs;`.execute(db);
}
