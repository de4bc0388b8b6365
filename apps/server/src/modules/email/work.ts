import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { defineWork } from '../../work/definition.ts';
import { dropOldBodies } from './outbox.ts';

/**
 * Background work of the email module: emails that could not go at once (relay down, a crash mid-send) are
 * retried every minute with backoff, and each night the bodies of old emails are emptied (their records stay).
 */
export const emailWork = [
  defineWork({
    name: 'email.deliver-queued',
    payload: z.object({}),
    cron: { expression: '* * * * *', tz: 'UTC' },
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handler: async (_payload, deps: Pick<AppDeps, 'mailer'>) => {
      await deps.mailer.deliverDue();
    },
  }),
  defineWork({
    name: 'email.drop-old-bodies',
    payload: z.object({}),
    cron: { expression: '0 3 * * *', tz: 'America/New_York' },
    handler: async (_payload, deps: Pick<AppDeps, 'db' | 'clock'>) => {
      await dropOldBodies(deps.db, deps.clock.now());
    },
  }),
];
