import { type Kysely, sql } from 'kysely';

// Requests get an answer: each has a status the operator sets in the console (new, planned, added, declined)
// and when it last changed. Requests filed before this are new.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE requests ADD COLUMN status text NOT NULL DEFAULT 'new'
      CHECK (status IN ('new', 'planned', 'added', 'declined'));
    ALTER TABLE requests ADD COLUMN status_changed_at timestamptz;
    CREATE INDEX requests_created_idx ON requests (created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS requests_created_idx;
    ALTER TABLE requests DROP COLUMN IF EXISTS status_changed_at;
    ALTER TABLE requests DROP COLUMN IF EXISTS status;
  `.execute(db);
}
