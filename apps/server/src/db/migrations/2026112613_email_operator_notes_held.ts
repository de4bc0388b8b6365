import { type Kysely, sql } from 'kysely';

// Operator notifications past the day's budget (issue 24) wait here for the next day's digest, instead of
// each landing in the operator's inbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operator_notes_held (
      id bigserial PRIMARY KEY,
      dedupe_key text UNIQUE,
      subject text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS operator_notes_held`.execute(db);
}
