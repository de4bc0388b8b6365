import type PgBoss from 'pg-boss';
import type { ServiceDeps } from '../services.ts';
import { claimDueSlots } from '../work/cron.ts';
import type { Work } from '../work/definition.ts';
import { moduleWork } from './registry.ts';

export interface Workers {
  /** Claim due cron slots now and queue their runs (also runs on a timer). */
  tick(): Promise<{ name: string; slot: Date }[]>;
  stop(): Promise<void>;
}

const TICK_MS = 20_000;

/**
 * Run the background jobs of every module on pg-boss: create each queue, work it, and tick the cron.
 * Queues must exist before anything sends to them, so every role calls `ensureQueues`.
 */
export async function ensureQueues(
  boss: PgBoss,
  definitions: readonly Pick<
    Work<object>,
    'name' | 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'
  >[] = moduleWork(),
): Promise<void> {
  for (const def of definitions) {
    await boss.createQueue(def.name, {
      name: def.name,
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: def.expireInSeconds ?? 15 * 60,
    });
  }
}

/** Work each module's queue with the process's deps (infrastructure and services), and tick the cron. */
export async function startWorkers(
  deps: ServiceDeps,
  boss: PgBoss,
  definitions: readonly Work<ServiceDeps>[] = moduleWork(),
  opts: { tickMs?: number } = {},
): Promise<Workers> {
  const log = deps.logger.child({ component: 'workers' });
  for (const def of definitions) {
    await boss.work(def.name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
      if (!job) return;
      const run = def.prepare(job.data);
      const started = Date.now();
      try {
        await run(deps);
        log.info({ job: def.name, id: job.id, ms: Date.now() - started }, 'job done');
      } catch (err) {
        log.error({ err, job: def.name, id: job.id }, 'job failed');
        throw err;
      }
    });
  }

  const tick = async () => {
    const claimed = await claimDueSlots(deps.db, deps.clock, definitions);
    for (const { name, slot } of claimed) {
      const def = definitions.find((d) => d.name === name);
      await boss.send(name, def?.cron?.payload ?? {}, {
        singletonKey: `${name}:${slot.toISOString()}`,
      });
      log.info({ job: name, slot }, 'cron slot queued');
    }
    return claimed;
  };
  // One tick at a time, and the one in flight when the process stops finishes before pg-boss closes, or its send
  // meets a closed pool.
  let running: Promise<void> | null = null;
  let stopping = false;
  const tickInBackground = () => {
    if (stopping || running) return;
    running = tick()
      .then(() => {})
      .catch((err) => log.error({ err }, 'cron tick failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tickInBackground, opts.tickMs ?? TICK_MS);
  timer.unref();
  tickInBackground();

  return {
    tick,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
      for (const def of definitions) await boss.offWork(def.name);
    },
  };
}
