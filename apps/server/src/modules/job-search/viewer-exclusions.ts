import { COUNTS_CACHE_MINUTES } from '@upstream/contract';
import type { Db } from '../../db/index.ts';
import { type Clock, MINUTE } from '../../lib/clock.ts';
import { keptForMoments } from '../../lib/moment-memo.ts';
import { type JobFilters, jobFiltersKey } from './query.ts';
import type { Viewer } from './query-sql.ts';
import { type Exclusions, viewerExclusions } from './repo.ts';

/** A counts period (the service's searchTime): what a search's `at` marks the start of. */
const PERIOD_MS = COUNTS_CACHE_MINUTES * MINUTE;
/**
 * Exclusions one process keeps: one per member and distinct filter set searched in the current period (a few
 * slugs and a number each); when full, the oldest go first.
 */
const KEPT_MAX = 10_000;

/** What a member's search leaves out: their blocked companies and their hidden jobs matching the filters. */
export type ExclusionsOf = (filters: JobFilters, viewer: Viewer, at: Date) => Promise<Exclusions>;

/**
 * A member's exclusions, kept in this process while their lists' version (kept by the database, ViewerLists)
 * and the counts period stay the same. The version changes with every change to their hidden jobs or blocked
 * companies, by whichever process, so their own change shows on their next search wherever it is served; the
 * version read is one primary-key row, where the exclusions' count visits every hidden job.
 *
 * What the lists leave out also moves with the catalogue (a hidden job closes): that is kept per counts period,
 * as the shared count it is subtracted from is, so it adds no staleness the count does not already have.
 */
export function createViewerExclusions(deps: { db: Db; clock: Clock }): ExclusionsOf {
  const kept = keptForMoments<{ version: number; exclusions: Exclusions }>({
    clock: deps.clock,
    windowMs: PERIOD_MS,
    max: KEPT_MAX,
  });
  return async (filters, viewer, at) => {
    const version = await viewer.lists.listsVersion(viewer.userId);
    const key = `${viewer.userId}@${at.getTime()}:${jobFiltersKey(filters)}`;
    const hit = kept.get(key)?.value;
    if (hit?.version === version) return hit.exclusions;
    // Read after the version: the exclusions are at least as new as it, so never kept under a newer one.
    const exclusions = await viewerExclusions(deps.db, filters, viewer, at);
    kept.keep(key, { version, exclusions }, at.getTime() + PERIOD_MS);
    return exclusions;
  };
}
