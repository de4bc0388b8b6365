import { type Kysely, sql } from 'kysely';

// The operator console's audit log (admin module): every console action, who did it, when, and the state
// before and after. The actor's address is kept with the entry so the log still reads right after the
// account is gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE admin_audit_log (
      id bigserial PRIMARY KEY,
      actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
      actor_email text NOT NULL,
      action text NOT NULL,
      target text NOT NULL,
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC);
    CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS admin_audit_log;`.execute(db);
}
