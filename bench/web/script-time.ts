/// <reference lib="dom" />
// What a page's scripts cost a phone before it answers, per chunk, two builds side by side:
// `npx tsx bench/web/script-time.ts --a http://localhost:4570 --b http://localhost:4170 [--path /job-search]
// [--runs 5]`. Each run opens the page in a fresh phone-sized headless Chromium with its CPU slowed 4× (the
// system Chromium, as the e2e tests use), alternating A and B, and records a CPU profile from the navigation until
// the screen has hydrated (the app's `upstream:screen-hydrated`) and two quiet seconds after (islands coming
// into view hydrate then). It prints, per build, the median of: the milliseconds of script (self time of the
// JavaScript profiled) per chunk, the time to the screen's hydration, the main thread's blocking time (long tasks'
// part over 50 ms) and the JavaScript bytes received. A shared machine's absolute figures move; compare A with B
// within one run.

import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    path: { type: 'string', default: '/job-search' },
    runs: { type: 'string', default: '5' },
  },
});
if (!args.a || !args.b) throw new Error('Give both builds: --a <origin> --b <origin>');
const origins = { A: args.a, B: args.b };
const runs = Number(args.runs);

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  hitCount?: number;
}
interface Measure {
  scriptMs: Record<string, number>;
  hydratedMs: number;
  blockingMs: number;
  jsBytes: number;
}

/** A chunk's name without its content hash: `assets/common-BQlc7TY5.js` → `common`. */
const chunkOf = (url: string) => {
  if (!url) return '(browser)';
  const file = url.split('?')[0]?.split('/').pop() ?? url;
  if (!file.endsWith('.js')) return '(page: inline boot script)';
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
};

async function measure(origin: string): Promise<Measure> {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
    });
    await context.addInitScript(() => {
      const w = window as unknown as { hydratedAt?: number; blocking: number };
      w.blocking = 0;
      document.addEventListener('upstream:screen-hydrated', () => {
        w.hydratedAt = performance.now();
      });
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) w.blocking += Math.max(0, task.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let jsBytes = 0;
    const scripts = new Set<string>();
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${args.path}`);
    await page.waitForFunction(() => (window as { hydratedAt?: number }).hydratedAt !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(2000);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    const scriptMs: Record<string, number> = {};
    profile.samples.forEach((id, i) => {
      const node = byNode.get(id);
      const fn = node?.callFrame.functionName;
      if (!node || fn === '(idle)' || fn === '(program)' || fn === '(garbage collector)') return;
      const chunk = chunkOf(node.callFrame.url);
      scriptMs[chunk] = (scriptMs[chunk] ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000;
    });
    const { hydratedAt, blocking } = await page.evaluate(() => {
      const w = window as unknown as { hydratedAt: number; blocking: number };
      return { hydratedAt: w.hydratedAt, blocking: w.blocking };
    });
    return { scriptMs, hydratedMs: hydratedAt, blockingMs: blocking, jsBytes };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? 0) : 0;
};

const results: Record<'A' | 'B', Measure[]> = { A: [], B: [] };
for (let i = 0; i < runs; i++) {
  for (const side of ['A', 'B'] as const) {
    results[side].push(await measure(origins[side]));
    console.info(`run ${i + 1} ${side} done`);
  }
}

const chunks = [
  ...new Set(Object.values(results).flatMap((ms) => ms.flatMap((m) => Object.keys(m.scriptMs)))),
];
const row = (label: string, a: number, b: number, unit: string) =>
  console.info(
    `${label.padEnd(34)} ${a.toFixed(0).padStart(8)} ${b.toFixed(0).padStart(8)} ${unit.padEnd(3)} ${a ? (b / a).toFixed(2) : '—'}`,
  );
console.info(`\n${args.path}, ${runs} runs each, medians (A: ${origins.A}, B: ${origins.B})`);
console.info(`${''.padEnd(34)} ${'A'.padStart(8)} ${'B'.padStart(8)}     B/A`);
const med = (side: 'A' | 'B', f: (m: Measure) => number) => median(results[side].map(f));
for (const chunk of chunks.sort())
  row(
    `script: ${chunk}`,
    med('A', (m) => m.scriptMs[chunk] ?? 0),
    med('B', (m) => m.scriptMs[chunk] ?? 0),
    'ms',
  );
const total = (m: Measure) => Object.values(m.scriptMs).reduce((s, x) => s + x, 0);
row('script: all', med('A', total), med('B', total), 'ms');
row(
  'screen hydrated after',
  med('A', (m) => m.hydratedMs),
  med('B', (m) => m.hydratedMs),
  'ms',
);
row(
  'blocking (long tasks over 50 ms)',
  med('A', (m) => m.blockingMs),
  med('B', (m) => m.blockingMs),
  'ms',
);
row(
  'JavaScript received',
  med('A', (m) => m.jsBytes),
  med('B', (m) => m.jsBytes),
  'B',
);
