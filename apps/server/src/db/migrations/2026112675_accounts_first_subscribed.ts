import { type Kysely, sql } from 'kysely';

// When a member's first paid subscription was recorded. Since every member gets their Stripe customer before
// their first checkout (issue 24), a customer id no longer means the member ever paid; Settings shows Billing
// (spec §2) only once this is set.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE permissions ADD COLUMN first_subscribed_at timestamptz`.execute(db);
  // Members who pay now, and customers made before issue 24 (Stripe made those only for a paid checkout, so
  // no checkout session was recorded with them).
  await sql`
    UPDATE permissions SET first_subscribed_at = updated_at
    WHERE stripe_customer_id IS NOT NULL
      AND (interval IS NOT NULL OR tier IN ('standard', 'plus') OR stripe_checkout_session_id IS NULL)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE permissions DROP COLUMN IF EXISTS first_subscribed_at`.execute(db);
}
