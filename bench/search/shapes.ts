import { JOB_FUNCTIONS } from '@upstream/contract';
import type { Shape } from './load.ts';

/** 40+ title keywords: broad, middling, rare and ones that match nothing (which must be as fast as the rest). */
export const KEYWORDS = [
  'engineer',
  'manager',
  'senior',
  'data',
  'sales',
  'product',
  'analyst',
  'designer',
  'backend',
  'frontend',
  'machine learning',
  'scientist',
  'recruiter',
  'nurse',
  'marketing',
  'accountant',
  'counsel',
  'support',
  'security',
  'devops',
  'ios',
  'android',
  'qa',
  'ai',
  'staff',
  'principal',
  'director',
  'intern',
  'mba',
  'actuary',
  'bioinformatics',
  'physical therapist',
  'instructional',
  'payroll',
  'ingénieur',
  'paralegal',
  'pharmacist',
  'zookeeper',
  'blacksmith',
  'astronaut',
  'xylophone',
  'quantum chef',
];

/** Function + level + city: common, middling and rare combinations. */
const COMBOS: [string, string, string][] = [
  ['Engineering', 'Senior', 'New York|NY'],
  ['Data', 'Mid', 'San Francisco|CA'],
  ['Sales', 'Entry', 'Austin|TX'],
  ['Product', 'Manager', 'Seattle|WA'],
  ['Marketing', 'Senior', 'Chicago|IL'],
  ['Healthcare', 'Mid', 'Boise|ID'],
  ['Design', 'Executive', 'Honolulu|HI'],
  ['Finance', 'MBA', 'Anchorage|AK'],
];

/** Yearly minimums in dollars (and one in euros): common, middling and rare. */
const MIN_SALARIES: [number, string][] = [
  [60_000, 'USD'],
  [100_000, 'USD'],
  [150_000, 'USD'],
  [200_000, 'USD'],
  [280_000, 'USD'],
  [90_000, 'EUR'],
];

/** Where remote jobs may be done from, as the city filter names it. */
const REMOTE_PLACES = ['Remote|US', 'Remote|Europe', 'Remote|Anywhere'];

const rotate = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

export interface ShapeInputs {
  companySlugs: string[];
  /** Session cookies of members with saved, hidden, tracked jobs, notes and blocked companies. */
  memberCookies: string[];
}

export function buildShapes({ companySlugs, memberCookies }: ShapeInputs): Shape[] {
  const fn = rotate(JOB_FUNCTIONS);
  const combo = rotate(COMBOS);
  const company = rotate(companySlugs);
  const keyword = rotate(KEYWORDS);
  const memberA = rotate(memberCookies);
  const memberB = rotate(memberCookies);
  const salary = rotate(MIN_SALARIES);
  const fnWithSalary = rotate(JOB_FUNCTIONS);
  const remotePlace = rotate(REMOTE_PLACES);
  const fnRemote = rotate(JOB_FUNCTIONS);
  const search = (body: object, cookie?: string) => ({
    method: 'POST' as const,
    path: '/api/post/jobs',
    body: { pageSize: 20, ...body },
    cookie,
  });
  return [
    { name: 'GET /healthz', next: () => ({ method: 'GET', path: '/healthz' }) },
    { name: 'search: no filter, page 1', next: () => search({ page: 1 }) },
    { name: 'search: one function', next: () => search({ role: [fn()] }) },
    {
      name: 'search: function+level+city',
      next: () => {
        const [role, level, city] = combo();
        return search({ role: [role], level: [level], city: [city] });
      },
    },
    { name: 'search: one company', next: () => search({ company: [company()] }) },
    { name: 'search: keyword (42 rotated)', next: () => search({ job_title_search: [keyword()] }) },
    {
      name: 'search: min salary (6 rotated)',
      next: () => {
        const [min_salary, salary_currency] = salary();
        return search({ min_salary, salary_currency });
      },
    },
    {
      name: 'search: function+min salary',
      next: () => {
        const [min_salary, salary_currency] = salary();
        return search({ role: [fnWithSalary()], min_salary, salary_currency });
      },
    },
    {
      name: 'search: min salary or no pay',
      next: () => search({ min_salary: salary()[0], include_no_salary: true }),
    },
    { name: 'search: remote type', next: () => search({ type: ['remote'] }) },
    { name: 'search: remote region', next: () => search({ city: [remotePlace()] }) },
    {
      name: 'search: remote region+function',
      next: () => search({ city: [remotePlace()], role: [fnRemote()] }),
    },
    { name: 'member search: page 1', next: () => search({ page: 1 }, memberA()) },
    { name: 'member search: page 50', next: () => search({ page: 50 }, memberB()) },
    { name: 'GET total-counts', next: () => ({ method: 'GET', path: '/api/get/total-counts' }) },
    { name: 'GET job-counts', next: () => ({ method: 'GET', path: '/api/get/job-counts' }) },
    { name: 'GET jobs-search-inputs', next: () => ({ method: 'GET', path: '/api/get/jobs-search-inputs' }) },
  ];
}
