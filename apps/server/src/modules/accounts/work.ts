import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { DAY } from '../../lib/clock.ts';
import { defineWork } from '../../work/definition.ts';
import { deleteExpiredLoginTokens, deleteExpiredOidcLogins, deleteExpiredSessions } from './repo.ts';

/**
 * Background work of the accounts module: expired sessions are removed, and spent and expired sign-in links
 * are kept a day (so a late click still gets "already used" or "expired" rather than "not valid"), then removed.
 */
export const accountsWork = [
  defineWork({
    name: 'accounts.purge-sign-in-links',
    payload: z.object({}),
    cron: { expression: '17 4 * * *', tz: 'America/New_York' },
    handler: async (_payload, deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>) => {
      const before = new Date(deps.clock.now().getTime() - DAY);
      const removed = await deleteExpiredLoginTokens(deps.db, before);
      await deleteExpiredOidcLogins(deps.db, deps.clock.now());
      await deleteExpiredSessions(deps.db, deps.clock.now());
      deps.logger.info({ removed }, 'expired sign-in links removed');
    },
  }),
];
