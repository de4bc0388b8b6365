import type { DigestRunRecord, DigestRunsResponse } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { type DigestRunRow, digestRunDays, recentDigestRuns } from '../alerts/index.ts';

// Digest runs: per day, searches processed, emails, jobs, duration and failures, and the latest runs.

export const toDigestRun = (r: DigestRunRow): DigestRunRecord => ({
  id: r.id,
  started_at: new Date(r.started_at).toISOString(),
  up_to: new Date(r.up_to).toISOString(),
  only_email: r.only_email,
  duration_ms: r.duration_ms,
  searches: r.searches,
  emails: r.emails,
  new_jobs: r.new_jobs,
  failed_emails: r.failed_emails,
  error: r.error,
});

export async function digestRuns(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  days: number,
): Promise<DigestRunsResponse> {
  const [perDay, runs] = await Promise.all([
    digestRunDays(deps.db, deps.clock.now(), days),
    recentDigestRuns(deps.db, 50),
  ]);
  return { days: perDay, runs: runs.map(toDigestRun) };
}
