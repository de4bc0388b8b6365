import { ATS_KINDS } from '@upstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimBoard } from '../src/board.ts';
import { simulatedCompanies } from '../src/companies.ts';
import { type Simulator, startSimulator } from '../src/server.ts';

const NOW = new Date('2026-03-02T12:00:00Z');

describe('simulated boards', () => {
  it('are the same for the same seed', () => {
    const a = new SimBoard({ ats: 'lever', token: 'x', company: 'X', size: 30 }, NOW);
    const b = new SimBoard({ ats: 'lever', token: 'x', company: 'X', size: 30 }, NOW);
    expect([...a.jobs.values()].map((j) => j.title)).toEqual([...b.jobs.values()].map((j) => j.title));
  });

  it('hold realistic variety: functions, levels, remote, multi-location, internships, MBA programmes, salaries', () => {
    const board = new SimBoard({ ats: 'greenhouse', token: 'big', company: 'Big', size: 600 }, NOW);
    const jobs = [...board.jobs.values()];
    expect(new Set(jobs.map((j) => j.department)).size).toBeGreaterThan(10);
    expect(jobs.some((j) => j.remote)).toBe(true);
    expect(jobs.some((j) => j.places.length > 1)).toBe(true);
    expect(jobs.some((j) => j.employment === 'Intern')).toBe(true);
    expect(jobs.some((j) => /MBA/.test(j.title))).toBe(true);
    expect(jobs.some((j) => /^(Senior|Staff|Principal) /.test(j.title))).toBe(true);
    expect(jobs.some((j) => /^(Director|VP|Head) of /.test(j.title))).toBe(true);
    expect(jobs.some((j) => j.salary)).toBe(true);
  });

  it('change from one day to the next: new, edited and removed postings', () => {
    const board = new SimBoard({ ats: 'ashby', token: 'd', company: 'D', size: 200 }, NOW);
    const before = new Map([...board.jobs.values()].map((j) => [j.id, j.version]));
    board.advanceDay(new Date(NOW.getTime() + 86_400_000), { closeRate: 0.1, editRate: 0.1 });
    const after = [...board.jobs.values()];
    expect(after.length).toBe(200);
    expect(after.some((j) => !before.has(j.id))).toBe(true);
    expect([...before.keys()].some((id) => !board.jobs.has(id))).toBe(true);
    expect(after.some((j) => before.has(j.id) && j.version > before.get(j.id)!)).toBe(true);
  });

  it('spreads simulated companies over every ATS', () => {
    const companies = simulatedCompanies(70);
    expect(new Set(companies.map((c) => c.ats)).size).toBe(ATS_KINDS.length);
    expect(ATS_KINDS).toHaveLength(12);
    expect(new Set(companies.map((c) => c.name)).size).toBe(70);
  });
});

describe('simulator servers', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ now: () => NOW });
    sim.addBoard({ ats: 'smartrecruiters', token: 'Acme', company: 'Acme', size: 150 });
    sim.addBoard({ ats: 'workday', token: 'acme.wd5/External', company: 'Acme', size: 45 });
  });
  afterAll(() => sim.close());

  it('page SmartRecruiters at 100 and refuse Workday pages over 20, like the real APIs', async () => {
    const page = await fetch(`${sim.urls.smartrecruiters}/v1/companies/Acme/postings?limit=500&offset=100`);
    const body = (await page.json()) as { content: unknown[] };
    expect(body).toMatchObject({ totalFound: 150, offset: 100, limit: 100 });
    expect(body.content).toHaveLength(50);
    const base = sim.urls.workday.replace('{host}', 'acme.wd5');
    const tooBig = await fetch(`${base}/wday/cxs/acme/External/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 50, offset: 0 }),
    });
    expect(tooBig.status).toBe(400);
  });

  it('inject faults for a number of requests, then answer normally', async () => {
    sim.setFault('smartrecruiters', 'Acme', { kind: 'status', status: 429, retryAfterSeconds: 2 }, 1);
    const url = `${sim.urls.smartrecruiters}/v1/companies/Acme/postings`;
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await fetch(url)).status).toBe(200);
    expect(sim.requests.at(-1)).toMatchObject({ ats: 'smartrecruiters', status: 200 });
  });
});
