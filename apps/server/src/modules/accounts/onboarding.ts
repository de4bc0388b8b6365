import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './repo.ts';

// Onboarding progress (spec §4): each step page records its number; the last step ends onboarding.

export interface OnboardingState {
  show_onboarding: boolean;
  onboarding_step: number | null;
}

export async function recordOnboardingStep(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  step: number,
): Promise<OnboardingState> {
  const permission = await repo.findPermission(deps.db, userId);
  // Once onboarding is done, a revisited step page must not pull the person back into it.
  if (permission?.show_onboarding)
    await repo.updatePermission(deps.db, userId, { onboarding_step: step }, deps.clock.now());
  const after = await repo.findPermission(deps.db, userId);
  return {
    show_onboarding: after?.show_onboarding ?? false,
    onboarding_step: after?.onboarding_step ?? null,
  };
}

export async function completeOnboarding(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
): Promise<OnboardingState> {
  await repo.updatePermission(deps.db, userId, { show_onboarding: false }, deps.clock.now());
  const after = await repo.findPermission(deps.db, userId);
  return {
    show_onboarding: after?.show_onboarding ?? false,
    onboarding_step: after?.onboarding_step ?? null,
  };
}

/** The search the person saved during onboarding (their first). */
export async function setOnboardingSearchId(db: Db, userId: number, searchId: number, now: Date) {
  await db
    .updateTable('permissions')
    .set({ onboarding_search_id: searchId, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}
