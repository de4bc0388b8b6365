import { fork } from 'node:child_process';
import path from 'node:path';
import { createDb } from '../../apps/server/src/db/index.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createSearchCache, SEARCH_CACHE_PREFIX } from '../../apps/server/src/modules/job-search/index.ts';
import { checkoutBaseline, root, type Tree, thisTree } from '../baseline.ts';
import { machineLine } from '../calibration.ts';
import { postmasterPid } from '../cpu.ts';
import type { DatasetOptions } from './dataset.ts';
import { memberCookie } from './members.ts';
import { startService } from './service.ts';
import { buildShapes } from './shapes.ts';
import { findUnserved, highestHeld, runSweep, type SweepStep } from './sweep.ts';
import { shapeMatrix, stepLine, sweepsSideBySide } from './sweep-report.ts';

interface Ready {
  type: 'ready';
  url: string;
  tokens: string[];
  slugs: string[];
  active: number;
  inactive: number;
  clusterDir: string;
}

export interface CapacityOptions {
  dataset: DatasetOptions;
  dataDir: string;
  rates: number[];
  warmupSeconds: number;
  seconds: number;
  baseline?: string;
  /** Every search count marked due as each step's measured window opens (what a fetch run does). */
  afterFetch?: boolean;
  /** Where to keep a CPU profile of each tree's service (one per sweep), or nothing. */
  profileDir?: string;
  /** Service processes (WEB_PROCESSES) each tree runs. */
  processes: number;
  log: (m: string) => void;
}

/** One tree's sweep: its data set (by its own bench code), its service, the same shapes and rates. */
async function sweepTree(tree: Tree, dataDir: string, options: CapacityOptions) {
  const { log } = options;
  const each = options.processes > 1 ? `, as ${options.processes} service processes` : '';
  log(`##### sweep on ${tree.label}${each}`);
  const preparer = fork(
    path.join(root, 'bench', 'search', 'prepare-tree.ts'),
    [tree.dir, dataDir, JSON.stringify(options.dataset)],
    { cwd: tree.dir, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const exited = new Promise<number | null>((r) => preparer.once('exit', (code) => r(code)));
  const ready = await Promise.race([
    new Promise<Ready>((r) => preparer.once('message', (m) => r(m as Ready))),
    exited.then((code) => {
      throw new Error(`preparing the data set of ${tree.label} failed (exit ${code})`);
    }),
  ]);
  try {
    log(
      `market: ${ready.active.toLocaleString('en-US')} active jobs, ${ready.inactive.toLocaleString('en-US')} closed or stale`,
    );
    const postmaster = postmasterPid(ready.clusterDir);
    if (!postmaster) throw new Error(`no postmaster.pid in ${ready.clusterDir}`);
    const profileName = `search-sweep-${tree.commit.slice(0, 7)}.cpuprofile`;
    const service = await startService(tree.dir, ready.url, {
      profileDir: options.profileDir,
      profileName,
      processes: options.processes,
    });
    let steps: SweepStep[] = [];
    let unserved = new Set<string>();
    // What a fetch run that changed jobs does to the search counts (the search cache dropper's expire).
    const fetchRunDb = options.afterFetch ? createDb(ready.url, { max: 1 }) : null;
    const fetchRun = fetchRunDb
      ? createSearchCache({
          db: fetchRunDb,
          refreshDb: fetchRunDb,
          clock: systemClock,
          onError: (err) => log(`marking the counts due failed: ${err}`),
        })
      : null;
    try {
      const shapes = buildShapes({
        companySlugs: ready.slugs,
        memberCookies: ready.tokens.map(memberCookie),
      });
      unserved = await findUnserved(service.origin, shapes);
      if (unserved.size)
        log(`not served by ${tree.label} (answered 4xx), not judged: ${[...unserved].join(', ')}`);
      steps = await runSweep(
        {
          origin: service.origin,
          servicePid: service.child.pid!,
          postmasterPid: postmaster,
          shapes,
          unserved,
        },
        {
          rates: options.rates,
          warmupSeconds: options.warmupSeconds,
          seconds: options.seconds,
          log,
          onStep: (step) => log(stepLine(step)),
          onMeasureStart: fetchRun
            ? () => {
                fetchRun
                  .expire(SEARCH_CACHE_PREFIX)
                  .catch((err) => log(`marking the counts due failed: ${err}`));
              }
            : undefined,
        },
      );
    } finally {
      await fetchRunDb?.destroy();
      const profile = await service.stop();
      if (profile) {
        const answers = steps.reduce((s, x) => s + x.requests, 0);
        log(
          `CPU profile of the service: ${path.relative(root, profile)} (${answers.toLocaleString('en-US')} measured answers ` +
            `plus the warm-ups; divide its time by the answers for a cost per request)`,
        );
      }
    }
    console.info(
      `\n${shapeMatrix(`Sweep on ${tree.label}, ${ready.active.toLocaleString('en-US')} active jobs: highest rate held ${highestHeld(steps)} requests/s`, steps, unserved)}`,
    );
    return { label: tree.label, steps };
  } finally {
    preparer.send({ type: 'stop' });
    await exited;
  }
}

/**
 * `search --sweep`: the capacity of the service (one process, or `--processes` of them) with p99 ≤ 50 ms, found by raising the arrival rate;
 * with a baseline, the same sweep on the older commit first (its own data set of the same size, generated by
 * its own bench code and kept beside this tree's), then side by side.
 */
export async function runCapacity(options: CapacityOptions): Promise<void> {
  const runs: { label: string; steps: SweepStep[] }[] = [];
  // Absolute: each tree's preparer runs in that tree's directory.
  options = { ...options, dataDir: path.resolve(options.dataDir) };
  if (options.baseline) {
    const baseline = checkoutBaseline(options.baseline, options.log);
    try {
      // Kept per commit: its schema is its own.
      runs.push(await sweepTree(baseline, `${options.dataDir}-${baseline.commit.slice(0, 12)}`, options));
    } finally {
      baseline.remove();
    }
  }
  runs.push(await sweepTree(thisTree(), options.dataDir, options));
  console.info(`\n${machineLine()}`);
  if (runs.length > 1) {
    console.info(`\nSide by side (p99 limit 50 ms; CPU per request in ms, service + PostgreSQL):`);
    console.info(sweepsSideBySide(runs));
  }
}
