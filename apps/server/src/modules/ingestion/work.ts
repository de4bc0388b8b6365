import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { defineWork } from '../../work/definition.ts';
import { loadCompanyListIfEmpty } from './company-list.ts';
import { REFRESH_JOB_FACTS_WORK, runFactsRefresh } from './facts-backfill.ts';
import {
  FETCH_BOARDS_WORK,
  fetchBoards,
  hideStaleJobs,
  type IngestionServices,
  SCHEDULE_BOARDS_WORK,
  scheduleDueBoards,
} from './service.ts';

type Deps = AppDeps & IngestionServices;

// Every minute: load the company list on first start, then claim the boards that are due and queue them in batches.
export const scheduleJob = defineWork({
  name: SCHEDULE_BOARDS_WORK,
  payload: z.object({}),
  cron: { expression: '* * * * *', tz: 'UTC' },
  retryLimit: 0,
  expireInSeconds: 120,
  handler: async (_payload, deps: Deps) => {
    if (!deps.config.INGEST_ENABLED) return;
    await loadCompanyListIfEmpty(deps);
    await scheduleDueBoards(deps);
  },
});

/** Background jobs of the ingestion module. */
export const ingestionWork = [
  scheduleJob,
  defineWork({
    name: FETCH_BOARDS_WORK,
    payload: z.object({
      boardIds: z.array(z.number().int().positive()).max(100),
      claimedAt: z.string().datetime(),
    }),
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    handler: async (payload, deps: Deps) => {
      await fetchBoards(deps, payload.boardIds, { claimedAt: new Date(payload.claimedAt) });
    },
  }),
  // Hourly: jobs of boards not read successfully for 14 days leave search.
  defineWork({
    name: 'ingestion.hide-stale',
    payload: z.object({}),
    cron: { expression: '7 * * * *', tz: 'UTC' },
    handler: async (_payload, deps: Deps) => {
      await hideStaleJobs(deps);
    },
  }),
  // Every 5 minutes (so within minutes of a start): stored jobs read by an older facts reader are re-read in
  // bounded batches; a run that leaves some queues the next at once. With none left it is one index probe.
  defineWork({
    name: REFRESH_JOB_FACTS_WORK,
    payload: z.object({}),
    cron: { expression: '*/5 * * * *', tz: 'UTC' },
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    handler: async (_payload, deps: Deps) => {
      await runFactsRefresh(deps);
    },
  }),
];
