import type { Job } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CACHE_PREFIX } from '../../../src/modules/job-search/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { createCompany, createJob } from './factory.ts';

// A page is read in one statement and put back in its order in the service (repo.ts): newest listed first, a tie
// broken by the newer id, and jobs that never became news last.

let t: TestApp;
const expected: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const company = await createCompany(db, { name: 'Order Co', slug: 'order-co' });
  const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
  const job = (title: string, listedAt: Date | null) =>
    createJob(db, company, { title, firstSeenAt: at(60), listedAt });
  await job('Never News A', null);
  await job('Older', at(30));
  await job('Tied First Made', at(10));
  await job('Newest', at(1));
  await job('Tied Last Made', at(10));
  await job('Never News B', null);
  expected.push('Newest', 'Tied Last Made', 'Tied First Made', 'Older', 'Never News B', 'Never News A');
  await t.deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
});

async function titles(cookie?: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { company: ['order-co'] },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().job_search[0] as Job[]).map((j) => j.title);
}

describe('the order of a page of results', () => {
  it('is newest listed first, ties by the newer job, never-news jobs last, for a visitor and a member', async () => {
    expect(await titles()).toEqual(expected);
    const member = await createSignedInUser(t.deps);
    expect(await titles(member.cookie)).toEqual(expected);
  });
});
