import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/index.ts';
import type { AppDeps } from '../../src/deps.ts';
import { sessionCookieName } from '../../src/http/session.ts';
import { createSession } from '../../src/modules/accounts/index.ts';

export interface PermissionInput {
  type?: 'admin' | 'private_beta' | 'beta' | 'free_beta' | 'free';
  tier?: 'free' | 'standard' | 'plus' | 'private_beta' | 'beta' | null;
  show_onboarding?: boolean;
  onboarding_step?: number | null;
  referrals_remaining?: number;
  stripe_customer_id?: string | null;
}

export interface UserInput {
  email?: string;
  first_name?: string | null;
  last_name?: string | null;
  /** null: a signed-in person without access (no permission row). Default: a free user done onboarding. */
  permission?: PermissionInput | null;
}

let counter = 0;

/** A user with the given permission (factories isolate tests by data, never by shared rows). */
export async function createUser(db: Db, input: UserInput = {}) {
  counter += 1;
  const email = input.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      email,
      first_name: input.first_name === undefined ? 'Test' : input.first_name,
      last_name: input.last_name === undefined ? 'User' : input.last_name,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  if (input.permission !== null) {
    const p = input.permission ?? {};
    const tier = p.tier === undefined ? 'free' : p.tier;
    await db
      .insertInto('permissions')
      .values({
        user_id: user.id,
        type: p.type ?? 'free',
        tier,
        // As sign-up and the operator set it: the tier without a subscription.
        unpaid_tier: tier === 'standard' || tier === 'plus' ? 'free' : tier,
        show_onboarding: p.show_onboarding ?? false,
        onboarding_step: p.onboarding_step ?? null,
        referral_code: randomBytes(6).toString('base64url'),
        referrals_remaining: p.referrals_remaining ?? 5,
        stripe_customer_id: p.stripe_customer_id ?? null,
        // A customer on a paid tier has subscribed; a customer on an unpaid tier only started a checkout.
        first_subscribed_at:
          p.stripe_customer_id && (tier === 'standard' || tier === 'plus') ? new Date() : null,
      })
      .execute();
  }
  return user;
}

/** Sign a user in: a real session row and the cookie header a browser would send. */
export async function signIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  userId: number,
): Promise<string> {
  const { token } = await createSession(deps, userId);
  return `${sessionCookieName(deps.config)}=${token}`;
}

/** Create a user and sign them in; returns the user and their cookie. */
export async function createSignedInUser(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: UserInput = {},
) {
  const user = await createUser(deps.db, input);
  const cookie = await signIn(deps, user.id);
  return { ...user, cookie };
}
