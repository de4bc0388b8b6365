import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { dropOldBodies } from '../modules/email/index.ts';
import { defineWork } from './definition.ts';

/**
 * Delete what has expired: sessions, sign-in links, rate-limit windows, caches, old cron claims; and empty the
 * bodies of old emails (their records stay).
 */
export async function purgeExpired({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  await db.deleteFrom('login_tokens').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
  await db.deleteFrom('app_cache').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('cron_runs')
    .where('slot', '<', new Date(now.getTime() - 30 * 86_400_000))
    .execute();
  await dropOldBodies(db, now);
}

export const maintenanceWork = [
  defineWork({
    name: 'maintenance.purge-expired',
    payload: z.object({}),
    cron: { expression: '0 3 * * *', tz: 'America/New_York' },
    handler: (_payload, deps) => purgeExpired(deps),
  }),
];
