// What blocks a phone's main thread while a page loads, task by task, from a Chrome trace:
// `npx tsx bench/web/long-tasks.ts --origin http://127.0.0.1:4640 --path /tracker [--cookie 'name=value']
// [--runs 5] [--show 3]`. Each run opens the page in a fresh phone-sized headless Chromium (the system one, as
// the e2e tests use) with its CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset),
// records a performance trace from the navigation until the screen has hydrated (the app's
// `upstream:screen-hydrated`) and three quiet seconds after, and lists its long tasks (over 50 ms): what ran in
// each (the script evaluated or called, by chunk; style recalculation with its element count; layout with its
// object count; HTML parsing; the JavaScript functions sampled, by chunk). Then the median, over the runs, of the
// blocking time from the first contentful paint (each long task's part over 50 ms) and of the tasks' count. Timings on a shared machine move:
// compare two builds by the same method, several runs each, not with Lighthouse's figures.

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const { values: args } = parseArgs({
  options: {
    origin: { type: 'string' },
    path: { type: 'string', default: '/tracker' },
    cookie: { type: 'string' },
    runs: { type: 'string', default: '5' },
    show: { type: 'string', default: '2' },
    save: { type: 'string' },
  },
});
if (!args.origin) throw new Error('Give the service: --origin http://127.0.0.1:<port>');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & {
    name?: string;
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    elementCount?: number;
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url: string; functionName: string };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

/** A chunk's name without its content hash: `assets/common-BQlc7TY5.js` → `common`. */
const chunkOf = (url: string | undefined) => {
  if (!url) return '(no script)';
  const file = url.split('?')[0]?.split('/').pop() ?? url;
  if (!file.endsWith('.js')) return '(page: inline script)';
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
};

/** What one trace event did, in words: the name that groups its self time in a task's breakdown. */
function activity(e: TraceEvent): string {
  const data = e.args?.data ?? e.args?.beginData;
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `script ${e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' ? 'evaluate' : 'compile'} ${chunkOf(
        (data?.url as string) ?? (e.args?.fileName as string),
      )}`;
    case 'FunctionCall':
      return `script call ${chunkOf(data?.url as string)}`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style recalculation';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'Paint':
    case 'PaintImage':
    case 'UpdateLayerTree':
    case 'Layerize':
    case 'PrePaint':
    case 'Commit':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    case 'IntersectionObserverController::computeIntersections':
      return 'intersection observers';
    default:
      return 'other';
  }
}

interface LongTask {
  start: number;
  dur: number;
  breakdown: Map<string, number>;
  styles: number[];
  layouts: number[];
  functions: Map<string, number>;
}

function analyse(events: TraceEvent[]) {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  // The page's renderer: the main thread that parsed the page's HTML.
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && mains.some((m) => m.pid === e.pid && m.tid === e.tid),
  );
  if (!parse) throw new Error('the trace holds no HTML parsing on a renderer main thread');
  const onMain = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' && e.pid === parse.pid && (e.args?.data?.isLoadingMainFrame as boolean),
  );
  const origin = navigation?.ts ?? parse.ts;
  const tasks: LongTask[] = [];
  for (const task of onMain) {
    if (task.name !== 'RunTask' && task.name !== 'ThreadControllerImpl::RunTask') continue;
    if ((task.dur ?? 0) <= 50_000 || task.ts < origin) continue;
    // A task run inside another (a nested run loop's) is part of it.
    const last = tasks.at(-1);
    if (last && task.ts - origin < last.start + last.dur) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Self time by activity: each event's time less its children's, attributed to its innermost known activity.
    const breakdown = new Map<string, number>();
    const stack: { e: TraceEvent; end: number; label: string }[] = [];
    const add = (label: string, us: number) => breakdown.set(label, (breakdown.get(label) ?? 0) + us);
    let cursor = task.ts;
    const advance = (to: number) => {
      const top = stack.at(-1);
      add(top ? top.label : 'task (no trace event)', to - cursor);
      cursor = to;
    };
    // An event's last stretch is its own: attributed before it leaves the stack.
    const close = () => {
      advance(stack.at(-1)?.end ?? cursor);
      stack.pop();
    };
    const styles: number[] = [];
    const layouts: number[] = [];
    for (const e of inside) {
      while (stack.length && (stack.at(-1)?.end ?? 0) <= e.ts) close();
      advance(e.ts);
      const own = activity(e);
      const label = own === 'other' ? (stack.at(-1)?.label ?? `other (${e.name})`) : own;
      stack.push({ e, end: e.ts + (e.dur ?? 0), label });
      if (e.name === 'UpdateLayoutTree')
        styles.push(Number((e.args?.elementCount as number) ?? e.args?.data?.elementCount ?? 0));
      if (e.name === 'Layout') {
        const d = e.args?.beginData as { dirtyObjects?: number; totalObjects?: number } | undefined;
        layouts.push(d?.dirtyObjects ?? d?.totalObjects ?? 0);
      }
    }
    while (stack.length) close();
    advance(end);
    tasks.push({
      start: task.ts - origin,
      dur: task.dur ?? 0,
      breakdown,
      styles,
      layouts,
      functions: new Map(),
    });
  }
  sampleFunctions(events, parse, tasks, origin);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  return { tasks, fcp: fcp ? fcp.ts - origin : 0 };
}

/** The JavaScript functions the CPU profiler sampled in each long task (self time, by function and chunk). */
function sampleFunctions(events: TraceEvent[], main: TraceEvent, tasks: LongTask[], origin: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  if (!profile) return;
  const id = (profile as unknown as { id: string }).id;
  const nodes = new Map<number, ProfileNode>();
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || (chunk as unknown as { id: string }).id !== id) continue;
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (data.cpuProfile?.samples ?? []).forEach((sample, i) => {
      const delta = data.timeDeltas?.[i] ?? 0;
      time += delta;
      const node = nodes.get(sample);
      const fn = node?.callFrame.functionName;
      if (!node || fn === '(idle)' || fn === '(program)' || fn === '(root)') return;
      const task = tasks.find((t) => time - origin >= t.start && time - origin <= t.start + t.dur);
      if (!task) return;
      const name = `${fn || '(anonymous)'} ${chunkOf(node.callFrame.url)}`;
      task.functions.set(name, (task.functions.get(name) ?? 0) + (data.timeDeltas?.[i + 1] ?? delta));
    });
  }
}

async function run(): Promise<{ tasks: LongTask[]; fcp: number }> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
      extraHTTPHeaders: args.cookie ? { cookie: args.cookie } : {},
    });
    await context.addInitScript(() => {
      document.addEventListener('upstream:screen-hydrated', () => {
        (window as { hydratedAt?: number }).hydratedAt = performance.now();
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${args.origin}${args.path}`);
    await page.waitForFunction(() => (window as { hydratedAt?: number }).hydratedAt !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (args.save) writeFileSync(args.save, JSON.stringify(trace));
    return analyse(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

const ms = (us: number) => `${Math.round(us / 1000)} ms`;
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${ms(v)}`)
    .join(', ');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? 0) : 0;
};

const blocking: number[] = [];
const counts: number[] = [];
const runs = Number(args.runs);
for (let i = 0; i < runs; i++) {
  const { tasks, fcp } = await run();
  // As Lighthouse's total blocking time: from the first contentful paint on (a task across it counts from there).
  const after = tasks.filter((t) => t.start + t.dur > fcp);
  blocking.push(
    after.reduce((s, t) => s + Math.max(0, t.start + t.dur - Math.max(t.start, fcp) - 50_000), 0),
  );
  counts.push(after.length);
  console.info(
    `\nrun ${i + 1}: first contentful paint at ${ms(fcp)}; ${after.length} long tasks from then, blocking ${ms(blocking.at(-1) ?? 0)}`,
  );
  if (i >= Number(args.show)) continue;
  for (const t of after) {
    console.info(`  at ${ms(t.start)}: ${ms(t.dur)} — ${top(t.breakdown, 6)}`);
    if (t.styles.length) console.info(`    style recalculations: ${t.styles.join(', ')} elements`);
    if (t.layouts.length) console.info(`    layouts: ${t.layouts.join(', ')} objects`);
    if (t.functions.size) console.info(`    functions sampled: ${top(t.functions, 8)}`);
  }
}
console.info(
  `\n${args.path}, ${runs} runs: blocking after first contentful paint (long tasks' part over 50 ms) median ${ms(median(blocking))}, ` +
    `runs ${blocking.map((b) => Math.round(b / 1000)).join(', ')} ms; long tasks median ${median(counts)}`,
);
