import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './modules/email/index.ts';
import type { Queue } from './workers/queue.ts';

/**
 * The infrastructure every module may be given; tests pass real local servers and a controllable clock.
 * The long-lived services built from it are in services.ts: a module names the ones it needs in its own deps
 * type, so this file imports no module but the email module at the bottom (which imports nothing of it).
 */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  queue: Queue;
  logger: FastifyBaseLogger;
  /** Outbound HTTP (job boards, OIDC, Stripe): injectable so tests can point it anywhere. */
  fetch: typeof fetch;
}
