import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

// WEB_PROCESSES: one service process per core, sharing PORT through Node's cluster (the primary accepts each
// connection and hands it to a process in turn). A single Node thread serialises, compresses and routes every
// request, so on a machine of N cores one process leaves N−1 of them to PostgreSQL alone.

/** Set in a service process started by the primary: its place among the processes and the role it runs. */
const PROCESS_INDEX_ENV = 'UPSTREAM_PROCESS_INDEX';
const PROCESS_ROLE_ENV = 'UPSTREAM_PROCESS_ROLE';

/** Quick deaths in a row (each within this of its start) after which the primary gives up instead of looping. */
const QUICK_DEATH_MS = 10_000;
const QUICK_DEATHS_ALLOWED = 5;

/** This process's place among the service processes (0 when it is the only one). */
export function processIndex(): number {
  return cluster.isWorker ? Number(process.env[PROCESS_INDEX_ENV] ?? 0) : 0;
}

/** The role a service process runs: the one the primary gave it, else the command line's. */
export function processRole(roleArg: string | undefined): string | undefined {
  return cluster.isWorker ? process.env[PROCESS_ROLE_ENV] : roleArg;
}

/** Should this process start `count` service processes instead of serving itself? */
export function runsServiceProcesses(count: number, role: string): boolean {
  return cluster.isPrimary && count > 1 && role !== 'worker';
}

/**
 * Start `count` service processes and keep them running: the first runs `role` (background work included when
 * that is `all`), the others only HTTP. One that ends is started again; SIGTERM/SIGINT stop them all, each
 * finishing its requests. Answers when every process has stopped, with the exit code the primary should use.
 */
export function superviseServiceProcesses(count: number, role: string, logger: Logger): Promise<number> {
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;
  const live = new Set<Worker>();
  let settle: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    settle = resolve;
  });

  const start = (index: number) => {
    const startedAt = Date.now();
    const worker = cluster.fork({
      [PROCESS_INDEX_ENV]: String(index),
      [PROCESS_ROLE_ENV]: index === 0 ? role : 'web',
    });
    live.add(worker);
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      if (!stopping) {
        quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
        failed = quickDeaths >= QUICK_DEATHS_ALLOWED;
        if (!failed) {
          logger.error({ index, code, signal }, 'a service process ended; starting another');
          return start(index);
        }
        logger.error({ index, code, signal }, 'service processes keep ending at start; stopping');
        stop('start-up failures');
      }
      if (live.size === 0) settle(failed ? 1 : 0);
    });
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason, processes: live.size }, 'stopping the service processes');
    for (const worker of live) worker.process.kill('SIGTERM');
  };

  for (let index = 0; index < count; index += 1) start(index);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return done;
}
