import { median } from '../median.ts';
import { type BenchPage, pageLabel } from './pages.ts';

/** One run of one page: a Lighthouse load and an interaction. */
export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Interaction to next paint of the page's typical interaction, ms (0: under 16 ms, nothing reported). */
  inp: number;
  /** Bytes on the wire (headers and compressed bodies) of a first visit, by kind. */
  js: number;
  css: number;
  document: number;
  total: number;
  /** Lighthouse's own measure of the machine's speed for this run. */
  benchmarkIndex: number;
}

interface Metric {
  label: string;
  key: keyof Run;
  /** Scores: the worst is the lowest; times and sizes: the highest. */
  higherIsBetter: boolean;
  show(n: number): string;
  /** The target, if this metric has one on this page: [text, met?]. */
  target?: [string, (n: number) => boolean];
}

const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const score = (n: number) => String(n);
const hundred: [string, (n: number) => boolean] = ['100', (n) => n >= 100];

/** Issue 25's targets; the first-visit byte budgets are those of /job-search signed out. */
function metrics(page: BenchPage): Metric[] {
  const firstVisit = page.path === '/job-search' && !page.signedIn;
  return [
    {
      label: 'performance',
      key: 'performance',
      higherIsBetter: true,
      show: score,
      target: ['≥ 95', (n) => n >= 95],
    },
    { label: 'accessibility', key: 'accessibility', higherIsBetter: true, show: score, target: hundred },
    { label: 'best practices', key: 'bestPractices', higherIsBetter: true, show: score, target: hundred },
    { label: 'SEO', key: 'seo', higherIsBetter: true, show: score, target: hundred },
    { label: 'FCP', key: 'fcp', higherIsBetter: false, show: ms },
    { label: 'LCP', key: 'lcp', higherIsBetter: false, show: ms, target: ['≤ 2000 ms', (n) => n <= 2000] },
    { label: 'TBT', key: 'tbt', higherIsBetter: false, show: ms, target: ['≤ 200 ms', (n) => n <= 200] },
    {
      label: 'CLS',
      key: 'cls',
      higherIsBetter: false,
      show: (n) => n.toFixed(3),
      target: ['≤ 0.05', (n) => n <= 0.05],
    },
    {
      label: 'INP',
      key: 'inp',
      higherIsBetter: false,
      show: (n) => (n === 0 ? '< 16 ms' : ms(n)),
      target: ['≤ 200 ms', (n) => n <= 200],
    },
    {
      label: 'JavaScript transferred',
      key: 'js',
      higherIsBetter: false,
      show: kb,
      ...(firstVisit
        ? { target: ['≤ 100 KB', (n: number) => n <= 100 * 1024] as [string, (n: number) => boolean] }
        : {}),
    },
    {
      label: 'CSS transferred',
      key: 'css',
      higherIsBetter: false,
      show: kb,
      ...(firstVisit
        ? { target: ['≤ 25 KB', (n: number) => n <= 25 * 1024] as [string, (n: number) => boolean] }
        : {}),
    },
    { label: 'HTML transferred', key: 'document', higherIsBetter: false, show: kb },
    { label: 'everything transferred', key: 'total', higherIsBetter: false, show: kb },
  ];
}

/** Print a page's median and worst run of each metric, each judged; true when every target holds on both. */
export function judge(page: BenchPage, runs: Run[]): boolean {
  console.info(
    `\n${pageLabel(page)}: median and worst of ${runs.length} Lighthouse mobile runs; INP of "${page.interaction}" at 4× CPU slowdown`,
  );
  console.info(`  runs' performance: ${runs.map((r) => r.performance).join(', ')}`);
  console.info(`  ${''.padEnd(24)}${'median'.padStart(10)}${'worst'.padStart(10)}  target`);
  let met = true;
  for (const m of metrics(page)) {
    const values = runs.map((r) => r[m.key]);
    const mid = median(values);
    const worst = m.higherIsBetter ? Math.min(...values) : Math.max(...values);
    let verdict = '';
    if (m.target) {
      const [text, holds] = m.target;
      const missed = [holds(mid) ? '' : 'median', holds(worst) ? '' : 'worst'].filter(Boolean);
      verdict = `${text.padEnd(10)} ${missed.length ? `✗ ${missed.join(' and ')}` : 'ok'}`;
      met &&= missed.length === 0;
    }
    console.info(
      `  ${m.label.padEnd(24)}${m.show(mid).padStart(10)}${m.show(worst).padStart(10)}  ${verdict}`,
    );
  }
  return met;
}
