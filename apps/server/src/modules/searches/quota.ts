import { TIER_LIMITS, type Tier } from '@upstream/contract';

/** How many saved searches may send the daily email, by tier (spec §6); an unknown tier counts as free. */
export function dailyEmailLimit(tier: string | null | undefined): number {
  const limits = tier && tier in TIER_LIMITS ? TIER_LIMITS[tier as Tier] : TIER_LIMITS.free;
  return limits.dailyEmailSearches;
}
