import type { OverviewResponse } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { memberTotals, newMembersPerDay } from '../accounts/index.ts';
import { todaysDigestRun } from '../alerts/index.ts';
import { emailDays } from '../email/index.ts';
import { boardHealthByAts } from '../ingestion/index.ts';
import { activeJobCounts, jobsPerDay } from '../job-search/index.ts';
import { openFlaggedJobCount } from '../tracking/index.ts';
import { toDigestRun } from './digest-runs.ts';

/** The days the Overview's charts cover. */
export const OVERVIEW_DAYS = 30;

/** The service at a glance: every figure measured from the service's own tables. */
export async function overview(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<OverviewResponse> {
  const now = deps.clock.now();
  const [jobs, boards, members, totals, emails, digest, counts, flagged] = await Promise.all([
    jobsPerDay(deps.db, now, OVERVIEW_DAYS),
    boardHealthByAts(deps.db),
    newMembersPerDay(deps.db, now, OVERVIEW_DAYS),
    memberTotals(deps.db),
    emailDays(deps.db, now, OVERVIEW_DAYS),
    todaysDigestRun(deps.db, now),
    activeJobCounts(deps.db),
    openFlaggedJobCount(deps.db),
  ]);
  return {
    jobs,
    boards,
    members,
    members_by_tier: totals.byTier,
    emails,
    digest_today: digest ? toDigestRun(digest) : null,
    totals: {
      open_jobs: counts.total_jobs,
      companies: counts.total_companies,
      members: totals.people,
      flagged_jobs: flagged,
    },
  };
}
