import type { Db } from '../../db/index.ts';

export interface SubscriptionState {
  stripe_customer_id: string;
  tier: string;
  interval: string | null;
  subscription_current_period_end: Date | null;
}

export function billingRepo(db: Db) {
  return {
    async customerOf(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('permissions')
        .select('stripe_customer_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.stripe_customer_id ?? null;
    },

    async userOfCustomer(customerId: string): Promise<number | null> {
      const row = await db
        .selectFrom('permissions')
        .select('user_id')
        .where('stripe_customer_id', '=', customerId)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async saveSubscription(userId: number, state: SubscriptionState, now: Date): Promise<void> {
      await db
        .updateTable('permissions')
        .set({ ...state, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
