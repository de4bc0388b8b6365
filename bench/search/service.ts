import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
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
 * The HTTP service of the tree checked out in `dir` (this one or a baseline), started as a deployment would
 * start it (`main.ts --role=web`, production settings), on the bench's database. With `profileDir`, Node writes
 * a CPU profile of the service there when it stops (`--cpu-prof`; open it in Chrome DevTools or speedscope).
 */
export async function startService(
  dir: string,
  databaseUrl: string,
  options: { profileDir?: string; profileName?: string } = {},
): Promise<BenchService> {
  // BENCH_PORT: a fixed port for the service (on a shared machine), else any free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const profiling = options.profileDir
    ? [
        '--cpu-prof',
        '--cpu-prof-dir',
        options.profileDir,
        '--cpu-prof-name',
        options.profileName ?? 'service.cpuprofile',
      ]
    : [];
  if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', 'apps/server/src/main.ts', '--role=web'],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...productionEnv(origin, port),
        DATABASE_URL: databaseUrl,
        WORKERS: 'false',
        INGEST_ENABLED: 'false',
        LOG_LEVEL: 'warn',
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
    const file = path.join(options.profileDir, options.profileName ?? 'service.cpuprofile');
    return existsSync(file)
      ? file
      : (readdirSync(options.profileDir)
          .filter((f) => f.endsWith('.cpuprofile'))
          .map((f) => path.join(options.profileDir!, f))
          .at(-1) ?? null);
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
