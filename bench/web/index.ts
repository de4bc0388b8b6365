// The web client on a phone: `npm run bench -- web` (or `npx tsx bench/web/index.ts`).
//
// Builds the web client, starts the service as `npm run demo` does (the ATS simulator as its job source) in
// production mode, waits for the simulated boards to be read, then runs Lighthouse (mobile preset: simulated
// slow 4G and a 4× slower CPU) on / and /job-search, three times each on a fresh browser, and prints the median
// scores, FCP/LCP/TBT/CLS, and the JavaScript and CSS a first visit transfers (compressed, as sent). Each page is
// requested once before the runs, as a running service would have rendered it before.
// A run Lighthouse could not record (its runtimeError, such as NO_NAVSTART) measures nothing and is run again.
// Options: --runs N --pages /,/job-search --skip-build. Each run's full Lighthouse report (the trace's long tasks,
// main-thread work by category, script boot-up time) is written to bench/results/web/, for finding where time goes.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../apps/server/src/db/embedded.ts';
import { productionEnv } from '../production-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== 'web' && a !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/job-search' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const log = (m: string) => console.info(`[bench:web] ${m}`);

const TARGET = { performance: 95, otherScores: 100, lcpMs: 2000, cls: 0.05, jsKb: 120, cssKb: 25 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire (headers and compressed bodies) of a first visit, by kind. */
  js: number;
  css: number;
  document: number;
  total: number;
}

async function startDemo(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
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
async function measuredRun(url: string, reportName: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, reportName);
    } catch (err) {
      if (!(err instanceof TraceNotRecorded) || attempt === 3) throw err;
      log(`${url}: Lighthouse could not record the load (${err.message}); running it again`);
    }
  }
}

async function lighthouseRun(url: string, reportName: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
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
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function report(page: string, runs: Run[]): boolean {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const checks: [string, string, boolean][] = [
    ['performance', String(m('performance')), m('performance') >= TARGET.performance],
    ['accessibility', String(m('accessibility')), m('accessibility') >= TARGET.otherScores],
    ['best practices', String(m('bestPractices')), m('bestPractices') >= TARGET.otherScores],
    ['SEO', String(m('seo')), m('seo') >= TARGET.otherScores],
    ['FCP', `${(m('fcp') / 1000).toFixed(2)} s`, true],
    ['LCP', `${(m('lcp') / 1000).toFixed(2)} s`, m('lcp') <= TARGET.lcpMs],
    ['TBT', `${Math.round(m('tbt'))} ms`, true],
    ['CLS', m('cls').toFixed(3), m('cls') <= TARGET.cls],
    ['JavaScript transferred', kb(m('js')), m('js') <= TARGET.jsKb * 1024],
    ['CSS transferred', kb(m('css')), m('css') <= TARGET.cssKb * 1024],
    ['HTML transferred', kb(m('document')), true],
    ['everything transferred', kb(m('total')), true],
  ];
  console.info(`\n${page} (median of ${runs.length} Lighthouse mobile runs)`);
  console.info(`  runs' performance: ${runs.map((r) => r.performance).join(', ')}`);
  for (const [label, value, ok] of checks)
    console.info(`  ${label.padEnd(24)}${value.padStart(10)}  ${ok ? '' : '✗'}`);
  return checks.every(([, , ok]) => ok);
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
    const pages = args.pages.split(',');
    // A running service has rendered each page before: the first render after start pays for compiling the renderer
    // and for the CSS inlining pass, which a visitor does not, so one warm-up request per page goes first.
    for (const page of pages)
      await fetch(`${origin}${page}`, { headers: { 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mobile' } });
    const runs = Number(args.runs);
    let allMet = true;
    const results: [string, Run[]][] = [];
    for (const page of pages) {
      const list: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${i + 1}.json`;
        list.push(await measuredRun(`${origin}${page}`, name));
        log(`${page} run ${i + 1}: performance ${list.at(-1)!.performance}`);
      }
      results.push([page, list]);
    }
    for (const [page, list] of results) allMet = report(page, list) && allMet;
    console.info(
      `\nTargets: performance ≥ ${TARGET.performance}, accessibility/best practices/SEO ${TARGET.otherScores}, ` +
        `LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}, JS ≤ ${TARGET.jsKb} KB, CSS ≤ ${TARGET.cssKb} KB ` +
        `on a first visit: ${allMet ? 'all met' : 'not all met (✗)'}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
