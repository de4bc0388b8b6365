import { formatSalary, type Job, placeLabel } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { planDigests } from '../../../src/modules/alerts/digest.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser, createUser } from '../../helpers/users.ts';
import { createSavedSearch } from '../alerts/fixtures.ts';
import { createCompany, createJob } from './factory.ts';

// What a job seeker sees of pay and work mode: the card's range and mode, the minimum-salary filter on the
// search page, kept with a saved search, and honoured by the daily email.

const SEEN = new Date('2026-03-04T09:00:00Z');
let t: TestApp;

/** Jobs as ingestion stores them: amounts in their interval, the yearly figure where sound, the work mode. */
const JOBS = [
  {
    title: 'Staff Engineer',
    min: 120_000,
    max: 160_000,
    currency: 'USD',
    interval: 'year',
    annual: [120_000, 160_000],
    mode: 'hybrid',
  },
  {
    title: 'Backend Engineer',
    min: 90_000,
    max: 110_000,
    currency: 'USD',
    interval: 'year',
    annual: [90_000, 110_000],
    mode: 'on-site',
  },
  {
    title: 'Support Engineer',
    min: 45,
    max: null,
    currency: 'USD',
    interval: 'hour',
    annual: [93_600, 93_600],
    mode: 'remote',
  },
  {
    title: 'Engineering Intern',
    min: 50,
    max: 60,
    currency: 'USD',
    interval: 'hour',
    annual: null,
    mode: 'on-site',
  },
  {
    title: 'Platform Engineer',
    min: 60_000,
    max: 75_000,
    currency: 'EUR',
    interval: 'year',
    annual: [60_000, 75_000],
    mode: 'remote',
  },
  { title: 'Data Engineer', min: null, max: null, currency: null, interval: null, annual: null, mode: null },
] as const;

async function search(body: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().job_search[0] as Job[];
}
const titles = async (body: Record<string, unknown>) => (await search(body)).map((j) => j.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.deps.db, { name: 'Paysley', slug: 'paysley' });
  for (const j of JOBS) {
    const id = await createJob(t.deps.db, company, {
      title: j.title,
      firstSeenAt: SEEN,
      remote: j.mode === 'remote',
      locations:
        j.mode === 'remote' ? [{ city: 'Remote', state: j.currency === 'EUR' ? 'Europe' : 'US' }] : undefined,
    });
    await t.deps.db
      .updateTable('jobs')
      .set({
        salary_min: j.min === null ? null : String(j.min),
        salary_max: j.max === null ? null : String(j.max),
        salary_currency: j.currency,
        salary_interval: j.interval,
        salary_annual_min: j.annual?.[0] ?? null,
        salary_annual_max: j.annual?.[1] ?? null,
        work_mode: j.mode,
      })
      .where('id', '=', id)
      .execute();
  }
});

describe('pay and work mode on job cards', () => {
  it('carries the pay range in its own interval and the work mode; remote places say where from', async () => {
    const jobs = await search({});
    const card = (title: string) => jobs.find((j) => j.title === title)!;
    expect(formatSalary(card('Staff Engineer').salary)).toBe('$120k–$160k');
    expect(formatSalary(card('Platform Engineer').salary)).toBe('€60k–€75k');
    expect(formatSalary(card('Support Engineer').salary)).toBe('from $45/hr');
    expect(formatSalary(card('Engineering Intern').salary)).toBe('$50–$60/hr');
    expect(card('Data Engineer').salary).toBeNull();
    expect(card('Staff Engineer').work_mode).toBe('hybrid');
    expect(card('Data Engineer').work_mode).toBeNull();
    expect(card('Platform Engineer').locations.map(placeLabel)).toEqual(['Remote (Europe)']);
    expect(card('Support Engineer').locations.map(placeLabel)).toEqual(['Remote (US)']);
  });
});

describe('the minimum-salary filter', () => {
  it('keeps jobs whose yearly range reaches the minimum in the chosen currency', async () => {
    expect(await titles({ min_salary: 100_000 })).toEqual(['Backend Engineer', 'Staff Engineer']);
    expect(await titles({ min_salary: 90_000, salary_currency: 'USD' })).toEqual([
      'Backend Engineer',
      'Staff Engineer',
      'Support Engineer',
    ]);
    expect(await titles({ min_salary: 70_000, salary_currency: 'eur' })).toEqual(['Platform Engineer']);
    expect(await titles({ min_salary: 500_000 })).toEqual([]);
  });

  it('adds jobs without a yearly figure only when the person asks (an hourly internship has none)', async () => {
    expect(await titles({ min_salary: 150_000, include_no_salary: true })).toEqual([
      'Data Engineer',
      'Engineering Intern',
      'Staff Engineer',
    ]);
    // In the URL's words too.
    expect(await titles({ min_salary: '150000', include_no_salary: 'true' })).toEqual([
      'Data Engineer',
      'Engineering Intern',
      'Staff Engineer',
    ]);
  });

  it('refuses a minimum that is not a whole amount within range', async () => {
    for (const min_salary of [-1, 1.5, 20_000_000, 'lots']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/post/jobs',
        headers: { origin: TEST_ORIGIN },
        payload: { min_salary },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is kept with a saved search and comes back in its filters', async () => {
    const user = await createSignedInUser(t.deps, { permission: { type: 'free', tier: 'free' } });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload });
    const saved = await post('/api/post/save-search', {
      search_name: 'Well paid',
      save_search: true,
      save_email: true,
      min_salary: 120_000,
      salary_currency: 'USD',
      include_no_salary: false,
    });
    expect(saved.statusCode).toBe(201);
    const filters = await post('/api/post/saved-search-filters', { search_id: [saved.json().search_id] });
    const params = new URLSearchParams(filters.json().params);
    expect(params.get('min_salary')).toBe('120000');
    expect(params.get('salary_currency')).toBe('USD');
    expect(params.get('include_no_salary')).toBeNull();
    expect(
      await search({ search_id: saved.json().search_id, min_salary: 120_000 }, user.cookie),
    ).toHaveLength(1);
  });

  it('is honoured by the daily email', async () => {
    const user = await createUser(t.deps.db, { permission: { tier: 'plus' } });
    const paid = await createSavedSearch(t.deps.db, user.id, 'Paid', { min_salary: 100_000 });
    const orUnknown = await createSavedSearch(t.deps.db, user.id, 'Paid or unknown', {
      min_salary: 100_000,
      include_no_salary: true,
    });
    const euros = await createSavedSearch(t.deps.db, user.id, 'Euros', {
      min_salary: 50_000,
      salary_currency: 'EUR',
    });
    const { plans } = await planDigests(t.deps, {
      upTo: new Date('2026-03-04T15:00:00Z'),
      after: new Date('2026-03-03T15:00:00Z'),
    });
    const sent = (id: number) =>
      plans
        .find((p) => p.search.id === id)
        ?.jobs.map((j) => j.title)
        .sort();
    expect(sent(paid)).toEqual(['Backend Engineer', 'Staff Engineer']);
    expect(sent(orUnknown)).toEqual([
      'Backend Engineer',
      'Data Engineer',
      'Engineering Intern',
      'Staff Engineer',
    ]);
    expect(sent(euros)).toEqual(['Platform Engineer']);
  });
});
