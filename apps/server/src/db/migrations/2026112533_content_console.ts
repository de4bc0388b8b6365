import { type Kysely, sql } from 'kysely';

// The content module's console tables: group advising sign-ups (one per member per day, as the operator is
// told) and monthly updates drafted from measured figures and published from the console.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE advising_signups (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      day date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, day)
    );
    CREATE INDEX advising_signups_created_idx ON advising_signups (created_at DESC, id DESC);
    CREATE TABLE monthly_updates (
      month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
      title text NOT NULL,
      body text NOT NULL,
      figures jsonb NOT NULL,
      published_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS monthly_updates; DROP TABLE IF EXISTS advising_signups;`.execute(db);
}
