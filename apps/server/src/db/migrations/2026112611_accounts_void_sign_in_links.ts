import { type Kysely, sql } from 'kysely';

// A sign-in link stops working when a newer one is sent to its address or its person signs out everywhere
// (issue 24): voided_at says when, so the confirm page can say why.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE login_tokens ADD COLUMN voided_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE login_tokens DROP COLUMN IF EXISTS voided_at`.execute(db);
}
