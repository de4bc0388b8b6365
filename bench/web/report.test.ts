import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchPage } from './pages.ts';
import { judge, type Run } from './report.ts';

const good: Run = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 120,
  cls: 0.01,
  inp: 80,
  js: 90 * 1024,
  css: 20 * 1024,
  document: 15 * 1024,
  total: 130 * 1024,
  benchmarkIndex: 1500,
};

function printed(page: string, runs: Run[]) {
  const lines: string[] = [];
  vi.spyOn(console, 'info').mockImplementation((m: string) => void lines.push(m));
  const met = judge(benchPage(page), runs);
  return { met, text: lines.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

describe('the web bench judges the median and the worst run', () => {
  it('meets the targets when every run does', () => {
    const { met, text } = printed('/job-search', [good, good, good, good, good]);
    expect(met).toBe(true);
    expect(text).not.toContain('✗');
  });

  it('misses a target the median meets but the worst run does not', () => {
    const runs = [good, good, { ...good, tbt: 450 }, good, good];
    const { met, text } = printed('/job-search', runs);
    expect(met).toBe(false);
    expect(text).toMatch(/TBT\s+120 ms\s+450 ms\s+≤ 200 ms\s+✗ worst/);
  });

  it('takes the lowest score as the worst, and the highest time', () => {
    const runs = [good, { ...good, performance: 91, inp: 240 }, good];
    const { text } = printed('member:/tracker', runs);
    expect(text).toMatch(/performance\s+98\s+91\s+≥ 95\s+✗ worst/);
    expect(text).toMatch(/INP\s+80 ms\s+240 ms\s+≤ 200 ms\s+✗ worst/);
  });

  it('holds the first-visit byte budgets to /job-search signed out only', () => {
    const heavy = { ...good, js: 130 * 1024 };
    expect(printed('/job-search', [heavy]).met).toBe(false);
    expect(printed('member:/job-search', [heavy]).met).toBe(true);
  });
});
