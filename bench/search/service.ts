import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../apps/server/src/db/embedded.ts';
import { productionEnv } from '../production-env.ts';

export interface BenchService {
  origin: string;
  child: ChildProcess;
  /** Stop it; with a profile asked for, the path of the CPU profile it wrote on the way out. */
  stop(): Promise<string | null>;
}

/**
 * The service's main-thread profile (thread 0: routing, handlers, serialisation, compression) under `name`; the
 * profiles of its other threads (tsx's module loader, normalisation threads) keep Node's names beside it.
 */
function keepMainThreadProfile(dir: string, pid: number | undefined, name: string): string | null {
  const main = readdirSync(dir).find(
    (f) => pid !== undefined && f.startsWith('CPU.') && f.includes(`.${pid}.0.`),
  );
  if (!main) return null;
  const file = path.join(dir, name);
  renameSync(path.join(dir, main), file);
  return file;
}

/**
 * BENCH_SERVICE_NODE_FLAGS: Node flags for the service process alone (`--trace-gc-nvp`, `--heapsnapshot-signal=…`,
 * `--import <an observer>`), to see where its time goes without changing the bench's own load generator.
 */
const serviceNodeFlags = () => process.env.BENCH_SERVICE_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];

/**
 * The HTTP service of the tree checked out in `dir` (this one or a baseline), started as a deployment would
 * start it (`main.ts --role=web`, production settings, `processes` service processes), on the bench's database. With `profileDir`, Node writes
 * a CPU profile of the service there when it stops (`--cpu-prof`; open it in Chrome DevTools or speedscope).
 */
export async function startService(
  dir: string,
  databaseUrl: string,
  options: { profileDir?: string; profileName?: string; processes?: number } = {},
): Promise<BenchService> {
  // BENCH_PORT: a fixed port for the service (on a shared machine), else any free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // Node's own file names (CPU.<date>.<time>.<pid>.<thread>.<n>): a fixed --cpu-prof-name would be written by
  // every thread in turn (tsx's module-loading thread last), losing the main thread's profile.
  const profiling = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [...profiling, ...serviceNodeFlags(), '--import', 'tsx', 'apps/server/src/main.ts', '--role=web'],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...productionEnv(origin, port),
        DATABASE_URL: databaseUrl,
        WORKERS: 'false',
        INGEST_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        // The deployment's WEB_PROCESSES (an older tree that does not know it runs one process).
        WEB_PROCESSES: String(options.processes ?? 1),
        // One load generator is one address: lift the per-IP search limit (the limiter itself still runs).
        SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (!options.profileDir) return null;
    return keepMainThreadProfile(options.profileDir, child.pid, options.profileName ?? 'service.cpuprofile');
  };
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The service of ${dir} did not start within 60 s`);
}
