import type { FlagAction, FlaggedJobsResponse, FlagOutcome } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { catalogueJobTitle, moderateJob } from '../catalogue/index.ts';
import { SEARCH_CACHE_PREFIX, type SearchCache } from '../job-search/index.ts';
import { answerFlags, flaggedJobs } from '../tracking/index.ts';
import { recordAdminAction } from './audit.ts';

// Flagged jobs: what members flagged, and the operator's answer — hide the job for everyone, mark it closed,
// or dismiss the flags. Hiding and closing take the job out of search at once (the cached counts are dropped).

/** What each answer means to the members who flagged the job. */
const OUTCOME: Record<FlagAction, FlagOutcome> = { hide: 'hidden', close: 'closed', dismiss: 'dismissed' };

export type FlaggedDeps = Pick<AppDeps, 'db' | 'clock'> & { searchCache: SearchCache };

export async function listFlaggedJobs(deps: Pick<AppDeps, 'db'>): Promise<FlaggedJobsResponse> {
  const rows = await flaggedJobs(deps.db);
  return {
    jobs: rows.map((r) => ({
      job_id: r.job_id,
      title: r.title,
      company: r.company,
      url: r.url,
      closed_at: r.closed_at ? new Date(r.closed_at).toISOString() : null,
      flags: r.flags,
      first_flagged_at: new Date(r.first_flagged_at).toISOString(),
      last_flagged_at: new Date(r.last_flagged_at).toISOString(),
    })),
  };
}

export async function answerFlaggedJob(
  deps: FlaggedDeps,
  actorId: number,
  jobId: number,
  action: FlagAction,
): Promise<{ job_id: number; action: FlagAction; flags_resolved: number }> {
  const now = deps.clock.now();
  if (action === 'dismiss') {
    const title = await catalogueJobTitle(deps.db, jobId);
    if (title === undefined) throw notFound('No such job from a board');
    const resolved = await answerFlags(deps.db, jobId, now, OUTCOME[action]);
    await recordAdminAction(deps, {
      actorId,
      action: 'flagged.dismiss',
      target: `job ${jobId} (${title})`,
      before: { open_flags: resolved },
      after: { open_flags: 0 },
    });
    return { job_id: jobId, action, flags_resolved: resolved };
  }
  const moderated = await moderateJob(deps.db, jobId, action === 'hide' ? 'removed' : 'closed', now);
  if (!moderated) throw notFound('No such job from a board');
  const resolved = await answerFlags(deps.db, jobId, now, OUTCOME[action]);
  // The job leaves every cached count and list now, not when they would next be refreshed.
  await deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
  await recordAdminAction(deps, {
    actorId,
    action: action === 'hide' ? 'flagged.hide' : 'flagged.close',
    target: `job ${jobId} (${moderated.title})`,
    before: { ...moderated.before, open_flags: resolved },
    after: { ...moderated.after, open_flags: 0 },
  });
  return { job_id: jobId, action, flags_resolved: resolved };
}
