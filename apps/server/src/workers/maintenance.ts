import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { DAY } from '../lib/clock.ts';
import type { SearchCache } from '../modules/jobs/index.ts';
import { defineWork } from '../work/definition.ts';

/**
 * Delete what has expired of the infrastructure's own tables (rate-limit windows, old cron claims) and the
 * cached search values past their time. Modules drop their own (the email module the bodies of old emails,
 * accounts its sessions and sign-in links) in their own work.
 */
type Deps = Pick<AppDeps, 'db' | 'clock'> & { searchCache: SearchCache };

async function purgeExpired({ db, clock, searchCache }: Deps): Promise<void> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY);
  await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
  await searchCache.dropExpired();
  await db
    .deleteFrom('cron_runs')
    .where('slot', '<', new Date(now.getTime() - 30 * DAY))
    .execute();
}

export const maintenanceWork = [
  defineWork({
    name: 'maintenance.purge-expired',
    payload: z.object({}),
    cron: { expression: '0 3 * * *', tz: 'America/New_York' },
    handler: (_payload, deps: Deps) => purgeExpired(deps),
  }),
];
