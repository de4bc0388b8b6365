import { type Kysely, sql } from 'kysely';

// The Stripe Checkout a member last opened (issue 24): a second checkout is refused while this one is still
// open, so two tabs cannot pay for two subscriptions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE permissions ADD COLUMN stripe_checkout_session_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE permissions DROP COLUMN IF EXISTS stripe_checkout_session_id`.execute(db);
}
