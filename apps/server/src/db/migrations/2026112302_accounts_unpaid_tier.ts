import { type Kysely, sql } from 'kysely';

// The tier a person has without a subscription (free, or the beta tier they were granted): when a subscription
// ends, they go back to it rather than to free. Paying members of before this migration go back to free.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE permissions ADD COLUMN unpaid_tier text;
    UPDATE permissions SET unpaid_tier = CASE WHEN tier IN ('standard', 'plus') THEN 'free' ELSE tier END;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE permissions DROP COLUMN IF EXISTS unpaid_tier;`.execute(db);
}
