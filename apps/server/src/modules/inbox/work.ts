import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { defineWork } from '../../work/definition.ts';
import { retryWaitingMessages } from './service.ts';

/** Background work of the inbox: every ten minutes, retry the mail whose reading failed, and drop stale raw text. */
export const inboxWork = [
  defineWork({
    name: 'inbox.retry-waiting',
    payload: z.object({}),
    cron: { expression: '*/10 * * * *', tz: 'UTC' },
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async (_payload, deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>) => {
      await retryWaitingMessages(deps);
    },
  }),
];
