import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { defineWork } from '../../work/definition.ts';
import { loadCatalogueIfEmpty } from './catalogue.ts';
import {
  FETCH_JOB,
  fetchBoards,
  hideStaleJobs,
  type IngestionServices,
  SCHEDULE_JOB,
  scheduleDueBoards,
} from './service.ts';

type Deps = AppDeps & IngestionServices;

// Every minute: load the catalogue on first start, then claim the boards that are due and queue them in batches.
export const scheduleJob = defineWork({
  name: SCHEDULE_JOB,
  payload: z.object({}),
  cron: { expression: '* * * * *', tz: 'UTC' },
  retryLimit: 0,
  expireInSeconds: 120,
  handler: async (_payload, deps: Deps) => {
    if (!deps.config.INGEST_ENABLED) return;
    await loadCatalogueIfEmpty(deps);
    await scheduleDueBoards(deps);
  },
});

/** Background jobs of the ingestion module. */
export const ingestionWork = [
  scheduleJob,
  defineWork({
    name: FETCH_JOB,
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
];
