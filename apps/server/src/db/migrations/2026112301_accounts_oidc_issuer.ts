import { type Kysely, sql } from 'kysely';

// An identity provider's subject is unique only within its issuer: an account is bound to the pair. Accounts
// bound before the issuer was kept have it filled in at their next sign-in through the configured provider.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN oidc_issuer text;
    ALTER TABLE users DROP CONSTRAINT IF EXISTS users_oidc_subject_key;
    CREATE UNIQUE INDEX users_oidc_identity_idx ON users (oidc_issuer, oidc_subject)
      WHERE oidc_subject IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS users_oidc_identity_idx;
    ALTER TABLE users DROP COLUMN IF EXISTS oidc_issuer;
    ALTER TABLE users ADD CONSTRAINT users_oidc_subject_key UNIQUE (oidc_subject);
  `.execute(db);
}
