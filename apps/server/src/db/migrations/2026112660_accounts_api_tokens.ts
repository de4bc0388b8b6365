import { type Kysely, sql } from 'kysely';

// Members' personal access tokens for the read API: each stored as the SHA-256 of a high-entropy token (as
// sessions are), with its name, its scope (read only) and when it was last used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_tokens (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      token_hash bytea NOT NULL UNIQUE,
      scope text NOT NULL DEFAULT 'read' CHECK (scope = 'read'),
      created_at timestamptz NOT NULL,
      last_used_at timestamptz
    );
    CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS api_tokens;`.execute(db);
}
