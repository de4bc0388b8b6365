import { type Kysely, sql } from 'kysely';

// An OIDC sign-in in flight: the browser holds a random id in a cookie, the server keeps the state, nonce
// and PKCE verifier behind its hash for ten minutes. The callback deletes the row, so each attempt is single use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE oidc_logins (
      id_hash bytea PRIMARY KEY,
      state text NOT NULL,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX oidc_logins_expires_idx ON oidc_logins (expires_at);
    CREATE INDEX invites_invitee_idx ON invites (invitee_user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS oidc_logins; DROP INDEX IF EXISTS invites_invitee_idx;`.execute(db);
}
