import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './modules/email/mailer.ts';
import type { Services } from './services.ts';
import type { Queue } from './workers/queue.ts';

/** The infrastructure a process starts with; tests pass real local servers and a controllable clock. */
export interface InfraDeps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  queue: Queue;
  logger: FastifyBaseLogger;
  /** Outbound HTTP (job boards, OIDC, Stripe): injectable so tests can point it anywhere. */
  fetch: typeof fetch;
}

/** Everything modules are given: the infrastructure and the long-lived services built from it (services.ts). */
export type AppDeps = InfraDeps & Services;
