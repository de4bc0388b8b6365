import { z } from 'zod';
import { defineWork } from '../../work/definition.ts';
import { type DigestDeps, runDigest } from './digest.ts';
import { type ReportDeps, runProgressReports } from './report.ts';
import type { Cadence } from './report-repo.ts';
import {
  DIGEST_CRON,
  latestSlot,
  MONTHLY_REPORT_CRON,
  previousSlot,
  WEEKLY_REPORT_CRON,
} from './schedule.ts';

/** The progress reports of a cadence, covering the period its latest slot closes. */
function progressReportWork(cadence: Cadence, cron: typeof MONTHLY_REPORT_CRON) {
  return defineWork({
    name: `alerts.${cadence}-report`,
    payload: z.object({}),
    cron,
    retryLimit: 5,
    handler: async (_payload, deps: ReportDeps) => {
      const upTo = latestSlot(cron, deps.clock.now());
      if (!upTo) return;
      await runProgressReports(deps, { cadence, upTo, after: previousSlot(cron, upTo) });
    },
  });
}

/**
 * Background jobs of the alerts module. The cron claims each slot once across processes (work/cron.ts); the
 * handlers work out the slot from the service clock, so a late start or a retry still covers the right period.
 */
export const alertsWork = [
  defineWork({
    name: 'alerts.daily-digest',
    payload: z.object({}),
    cron: DIGEST_CRON,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 30 * 60,
    handler: async (_payload, deps: DigestDeps) => {
      const upTo = latestSlot(DIGEST_CRON, deps.clock.now());
      if (!upTo) return;
      await runDigest(deps, { upTo, after: previousSlot(DIGEST_CRON, upTo) });
    },
  }),
  progressReportWork('monthly', MONTHLY_REPORT_CRON),
  progressReportWork('weekly', WEEKLY_REPORT_CRON),
];
