// The web client on a phone: `npm run bench -- web` (or `npx tsx bench/web/index.ts`).
//
// Builds the web client, starts the service as `npm run demo` does (the ATS simulator as its job source) in
// production mode, waits for the simulated boards to be read, creates a bench account (100 tracked jobs), then
// for each page: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) five times on a fresh browser,
// and five times a typical interaction in a phone-sized Chromium at 4× CPU slowdown for the interaction to next
// paint (INP). Pages: /, /job-search signed out, and signed in (the account's session cookie) /job-search,
// /tracker and /settings. Prints the machine's speed (a fixed CPU calibration) beside the median and the worst
// run of every metric, each judged against the targets of issue 25. Each page is requested once before the runs,
// as a running service would have rendered it before. A run Lighthouse could not record (its runtimeError, such as
// NO_NAVSTART) measures nothing and is run again.
// Options: --runs N --pages /,/job-search,member:/tracker --skip-build. Each run's full Lighthouse report (the
// trace's long tasks, main-thread work by category, script boot-up time) is written to bench/results/web/.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../apps/server/src/db/embedded.ts';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { CALIBRATION_WORK, cpuCalibrationMs } from '../calibration.ts';
import { productionEnv } from '../production-env.ts';
import { measureInteraction } from './inp.ts';
import { createWebBenchMember, SESSION_COOKIE } from './member.ts';
import { type BenchPage, benchPage, DEFAULT_PAGES, pageLabel } from './pages.ts';
import { judge, type Run } from './report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== 'web' && a !== '--'),
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: DEFAULT_PAGES },
    'skip-build': { type: 'boolean', default: false },
  },
});
const log = (m: string) => console.info(`[bench:web] ${m}`);

const CHROME_FLAGS = ['--headless=new', ...chromiumLaunchOptions.args];

async function startDemo(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  // BENCH_PORT: a fixed port for the service (on a shared machine), else any free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/demo.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...productionEnv(origin, port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_IN_PRODUCTION: 'true',
      // Info, for the demo's progress line (read from stdout and otherwise dropped).
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { origin, child };
}

/** Wait until the demo reports every simulated board read (its progress line, logged every 5 s). */
async function waitForJobs(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the demo did not finish reading its boards within 5 minutes')),
      5 * 60_000,
    );
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const progress = /Demo: (\d+) active jobs from \d+ companies; (\d+) of (\d+) boards read/.exec(line);
        if (progress && progress[2] === progress[3]) {
          clearTimeout(timer);
          resolve(Number(progress[1]));
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code})`)));
  });
}

type Lhr = {
  runtimeError?: { code: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
};

const reportDir = path.join(root, 'bench', 'results', 'web');

/** Lighthouse could not record the page load (e.g. NO_NAVSTART, "Please run Lighthouse again"): no measurement. */
class TraceNotRecorded extends Error {}

/** A run, run again (at most twice more) when Lighthouse failed to record it: a failed recording measures nothing. */
async function measuredRun(url: string, reportName: string, cookie?: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, reportName, cookie);
    } catch (err) {
      if (!(err instanceof TraceNotRecorded) || attempt === 3) throw err;
      log(`${url}: Lighthouse could not record the load (${err.message}); running it again`);
    }
  }
}

type LighthouseRun = Omit<Run, 'inp'>;

async function lighthouseRun(url: string, reportName: string, cookie?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown). Signed in:
    // the session cookie goes with every request (Lighthouse clears the browser's own storage before a run).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, reportName), String(result.report));
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new TraceNotRecorded(lhr.runtimeError.code);
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (a: string) => lhr.audits[a]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const bytes = (type?: string) =>
      requests
        .filter((r) => type === undefined || r.resourceType === type)
        .reduce((s, r) => s + (r.transferSize ?? 0), 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      js: bytes('Script'),
      css: bytes('Stylesheet'),
      document: bytes('Document'),
      total: bytes(),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  if (!args['skip-build']) {
    log('building the web client');
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  mkdirSync(path.join(root, 'data'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, 'data', 'bench-web-'));
  // The embedded PostgreSQL runs as its own user, which must be able to reach its data directory.
  chmodSync(dataDir, 0o755);
  const { origin, child } = await startDemo(dataDir);
  try {
    const jobs = await waitForJobs(child);
    log(`demo ready at ${origin} with ${jobs} active jobs`);
    const pages = args.pages.split(',').map(benchPage);
    const cookie = pages.some((p) => p.signedIn)
      ? `${SESSION_COOKIE}=${await createWebBenchMember(dataDir, 100)}`
      : undefined;
    if (cookie) log('bench account signed in, with 100 tracked jobs');
    // A running service has rendered each page before: the first render after start pays for compiling the renderer
    // and for the CSS inlining pass, which a visitor does not, so one warm-up request per page goes first.
    for (const page of pages)
      await fetch(`${origin}${page.path}`, {
        headers: {
          'sec-ch-ua-mobile': '?1',
          'user-agent': 'Mobile',
          ...(page.signedIn && cookie ? { cookie } : {}),
        },
      });
    const calibrationBefore = cpuCalibrationMs();
    const runs = Number(args.runs);
    const results: [BenchPage, Run[]][] = [];
    for (const page of pages) {
      const list: Run[] = [];
      const pageCookie = page.signedIn ? cookie : undefined;
      for (let i = 0; i < runs; i += 1) {
        const name = `${page.key.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${i + 1}.json`;
        const loaded = await measuredRun(`${origin}${page.path}`, name, pageCookie);
        const touched = await measureInteraction(`${origin}${page.path}`, page.interact, pageCookie);
        list.push({ ...loaded, inp: touched.inp });
        log(
          `${pageLabel(page)} run ${i + 1}: performance ${loaded.performance}, TBT ${Math.round(loaded.tbt)} ms, ` +
            `INP ${touched.interactions ? `${Math.round(touched.inp)} ms` : '< 16 ms'} (${page.interaction})`,
        );
      }
      results.push([page, list]);
    }
    const calibration = Math.max(calibrationBefore, cpuCalibrationMs());
    const benchmarkIndex = results.flatMap(([, l]) => l.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
    benchmarkIndex.sort((a, b) => a - b);
    console.info(
      `\nMachine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}; calibration ${calibration} ms ` +
        `(${CALIBRATION_WORK}, slower of before and after the runs; lower is faster); Lighthouse benchmarkIndex ` +
        `median ${benchmarkIndex[Math.floor(benchmarkIndex.length / 2)] ?? '—'} (higher is faster)`,
    );
    let allMet = true;
    for (const [page, list] of results) allMet = judge(page, list) && allMet;
    console.info(
      `\nTargets (median and worst of ${runs}): performance ≥ 95; accessibility, best practices, SEO 100; TBT ≤ 200 ms, ` +
        `LCP ≤ 2.0 s, CLS ≤ 0.05, INP ≤ 200 ms; JS ≤ 100 KB and CSS ≤ 25 KB on a first visit to /job-search: ` +
        `${allMet ? 'all met' : 'not all met (✗)'}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
