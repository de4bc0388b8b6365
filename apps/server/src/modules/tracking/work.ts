import { z } from 'zod';
import { defineWork } from '../../work/definition.ts';
import { sendFlagOutcomes } from './flag-outcomes.ts';

/**
 * Background work of the tracking module: once a day, members whose flags an operator answered are emailed
 * what came of them (one email per member listing the day's outcomes).
 */
export const trackingWork = [
  defineWork({
    name: 'tracking.flag-outcomes',
    payload: z.object({}),
    cron: { expression: '0 9 * * *', tz: 'America/New_York' },
    handler: async (_payload, deps: Parameters<typeof sendFlagOutcomes>[0]) => {
      await sendFlagOutcomes(deps);
    },
  }),
];
