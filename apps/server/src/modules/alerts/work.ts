import { z } from 'zod';
import { defineWork } from '../../work/definition.ts';
import { type DigestDeps, runDigest } from './digest.ts';
import { type ReportDeps, runProgressReports } from './report.ts';
import {
  DIGEST_CRON,
  latestSlot,
  MONTHLY_REPORT_CRON,
  previousSlot,
  WEEKLY_REPORT_CRON,
} from './schedule.ts';

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
  defineWork({
    name: 'alerts.monthly-report',
    payload: z.object({}),
    cron: MONTHLY_REPORT_CRON,
    retryLimit: 5,
    handler: async (_payload, deps: ReportDeps) => {
      const upTo = latestSlot(MONTHLY_REPORT_CRON, deps.clock.now());
      if (!upTo) return;
      await runProgressReports(deps, {
        cadence: 'monthly',
        upTo,
        after: previousSlot(MONTHLY_REPORT_CRON, upTo),
      });
    },
  }),
  defineWork({
    name: 'alerts.weekly-report',
    payload: z.object({}),
    cron: WEEKLY_REPORT_CRON,
    retryLimit: 5,
    handler: async (_payload, deps: ReportDeps) => {
      const upTo = latestSlot(WEEKLY_REPORT_CRON, deps.clock.now());
      if (!upTo) return;
      await runProgressReports(deps, {
        cadence: 'weekly',
        upTo,
        after: previousSlot(WEEKLY_REPORT_CRON, upTo),
      });
    },
  }),
];
