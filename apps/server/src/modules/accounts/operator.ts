import { defaultReferrals, isPaidTier, PERMISSION_TYPES, TIERS } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import * as repo from './repo.ts';

// What the operator command (npm run users) does: create people, grant access, list them.

export class OperatorError extends Error {}

/** The tier that goes with a type when none is named: beta types keep their own tier, others start free. */
export function defaultTier(type: string): string {
  if (type === 'private_beta' || type === 'beta') return type;
  return 'free';
}

function checkGrant(type: string, tier: string) {
  if (!(PERMISSION_TYPES as readonly string[]).includes(type))
    throw new OperatorError(`Unknown type "${type}". Use one of: ${PERMISSION_TYPES.join(', ')}.`);
  if (!(TIERS as readonly string[]).includes(tier))
    throw new OperatorError(`Unknown tier "${tier}". Use one of: ${TIERS.join(', ')}.`);
}

export interface GrantInput {
  type: string;
  tier?: string;
  referrals?: number;
  skipOnboarding?: boolean;
}

/** Give (or change) a person's access; invites left never drop below the new type's and tier's allowance. */
export async function grantAccess(deps: Pick<AppDeps, 'db' | 'clock'>, email: string, input: GrantInput) {
  const tier = input.tier ?? defaultTier(input.type);
  checkGrant(input.type, tier);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user)
    throw new OperatorError(
      `No user with the email ${email}. Create one with: npm run users -- create ${email}`,
    );
  const current = await repo.findPermission(deps.db, user.id);
  const allowance = defaultReferrals(input.type, tier);
  if (!current) {
    await repo.insertPermission(deps.db, {
      user_id: user.id,
      type: input.type,
      tier,
      unpaid_tier: isPaidTier(tier) ? 'free' : tier,
      referrals_remaining: input.referrals ?? allowance,
      show_onboarding: !input.skipOnboarding,
    });
  } else {
    await repo.updatePermission(
      deps.db,
      user.id,
      {
        type: input.type,
        tier,
        ...(isPaidTier(tier) ? {} : { unpaid_tier: tier }),
        referrals_remaining: input.referrals ?? Math.max(current.referrals_remaining, allowance),
        ...(input.skipOnboarding ? { show_onboarding: false } : {}),
      },
      deps.clock.now(),
    );
  }
  const after = await repo.findPermission(deps.db, user.id);
  return { user, permission: after! };
}

export async function createUser(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  email: string,
  input: GrantInput & { firstName?: string; lastName?: string },
) {
  const clean = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(clean))
    throw new OperatorError(`"${email}" is not an email address.`);
  checkGrant(input.type, input.tier ?? defaultTier(input.type));
  const { created } = await repo.insertOrFindUser(deps.db, {
    email: clean,
    first_name: input.firstName ?? null,
    last_name: input.lastName ?? null,
  });
  if (!created)
    throw new OperatorError(
      `${clean} already has an account. Change its access with: npm run users -- grant ${clean} --type …`,
    );
  return grantAccess(deps, clean, input);
}

export async function listUsers(deps: Pick<AppDeps, 'db'>, type?: string) {
  return repo.listUsersWithPermissions(deps.db, type);
}
