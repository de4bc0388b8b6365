import { type Kysely, sql } from 'kysely';

// The inbox: each member's private forwarding address (a random token, replaced when rotated, removed when
// revoked) and the hiring emails received at it. The raw message is kept only until it has been read; then
// the reading, the decision and the change it made remain (for undo, suggestions and the member's list).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE inbox_addresses (
      user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE inbox_messages (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      received_at timestamptz NOT NULL,
      raw bytea,
      sender text,
      subject text,
      sent_at timestamptz,
      outcome text,
      confidence real,
      company text,
      job_title text,
      sentence text,
      decision text NOT NULL DEFAULT 'pending',
      reason text,
      job_id bigint,
      status_before text,
      status_after text,
      processed_at timestamptz,
      resolved_at timestamptz
    );
    CREATE INDEX inbox_messages_user_idx ON inbox_messages (user_id, received_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS inbox_messages; DROP TABLE IF EXISTS inbox_addresses;`.execute(db);
}
