import { TIER_LIMITS, type Tier } from '@upstream/contract';

const limitsOf = (tier: string | null | undefined) =>
  tier && tier in TIER_LIMITS ? TIER_LIMITS[tier as Tier] : TIER_LIMITS.free;

/** How many saved searches may send the daily email, by tier (spec §6); an unknown tier counts as free. */
export function dailyEmailLimit(tier: string | null | undefined): number {
  return limitsOf(tier).dailyEmailSearches;
}

/** How many saved searches a person may keep, by tier; an unknown tier counts as free. */
export function savedSearchLimit(tier: string | null | undefined): number {
  return limitsOf(tier).savedSearches;
}
