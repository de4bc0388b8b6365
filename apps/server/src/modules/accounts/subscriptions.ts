import { defaultReferrals, paidTierRank } from '@upstream/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

// A member's subscription as their permission records it (the billing module keeps it in step with Stripe).

/** What Stripe says a customer pays for now: a paid plan, or none (back to the tier they had without one). */
export interface SubscriptionState {
  stripe_customer_id: string;
  plan: { tier: string; interval: string; periodEnd: Date | null } | null;
}

export async function customerOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('permissions')
    .select('stripe_customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}

export async function userOfCustomer(db: Db, customerId: string): Promise<number | null> {
  const row = await db
    .selectFrom('permissions')
    .select('user_id')
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** A member's billing account as their permission holds it: their one Stripe customer, their last checkout. */
export interface BillingAccount {
  stripeCustomerId: string | null;
  checkoutSessionId: string | null;
}

/**
 * Run `use` holding the member's permission row, so two checkouts started at once (two tabs) take turns: the
 * second sees the customer and the open checkout the first recorded. `record` saves within the same hold.
 * Null when the person has no permission.
 */
export async function withBillingAccount<T>(
  db: Db,
  userId: number,
  use: (account: BillingAccount, record: (change: Partial<BillingAccount>) => Promise<void>) => Promise<T>,
): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('permissions')
      .select(['stripe_customer_id', 'stripe_checkout_session_id'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const record = async (change: Partial<BillingAccount>) => {
      await trx
        .updateTable('permissions')
        .set({
          ...(change.stripeCustomerId !== undefined && { stripe_customer_id: change.stripeCustomerId }),
          ...(change.checkoutSessionId !== undefined && {
            stripe_checkout_session_id: change.checkoutSessionId,
          }),
        })
        .where('user_id', '=', userId)
        .execute();
    };
    return use(
      { stripeCustomerId: row.stripe_customer_id, checkoutSessionId: row.stripe_checkout_session_id },
      record,
    );
  });
}

/**
 * Record the customer's subscription on the person's permission: a paid plan sets its tier (and, the first
 * time, marks the member as a subscriber); no live plan returns them to their unpaid tier. Only a rise to a
 * higher paid tier raises the invites left (to at least that tier's allowance): the same plan recorded again (a checkout confirmed twice, a repeated event) leaves
 * the invites already spent spent.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  state: SubscriptionState,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('permissions')
      .select(['type', 'tier', 'referrals_remaining', 'unpaid_tier', 'first_subscribed_at'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const tier = state.plan?.tier ?? current.unpaid_tier ?? 'free';
    await trx
      .updateTable('permissions')
      .set({
        stripe_customer_id: state.stripe_customer_id,
        tier,
        interval: state.plan?.interval ?? null,
        subscription_current_period_end: state.plan?.periodEnd ?? null,
        // Kept once set: a member whose plan ended still has invoices and a portal to see them in.
        first_subscribed_at: current.first_subscribed_at ?? (state.plan ? now : null),
        referrals_remaining:
          paidTierRank(tier) > paidTierRank(current.tier)
            ? Math.max(current.referrals_remaining, defaultReferrals(current.type, tier))
            : current.referrals_remaining,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .execute();
    return tier;
  });
}

/** The plan a member is on now. */
export async function planOf(db: Db, userId: number) {
  return db
    .selectFrom('permissions')
    .select(['tier', 'interval', 'subscription_current_period_end'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Lock the person's permission row for the rest of the transaction: two saves racing for the last daily-email
 * slot are serialised, so the quota holds. Returns the tier (null when the person has no permission).
 */
export async function lockTier(
  trx: Transaction<Database>,
  userId: number,
): Promise<string | null | undefined> {
  const row = await trx
    .selectFrom('permissions')
    .select('tier')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ? row.tier : undefined;
}
