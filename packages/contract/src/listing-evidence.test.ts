import { describe, expect, it } from 'vitest';
import { listingReasons } from './listing-evidence.ts';

describe('ghost-job evidence in words', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
  const quiet = { listed_since: daysAgo(10), reposts: 0, company_long_listed_share: null };

  it('says nothing about a fresh posting of an ordinary company', () => {
    expect(listingReasons(quiet, now)).toEqual([]);
    expect(listingReasons(null, now)).toEqual([]);
    expect(listingReasons({ ...quiet, reposts: 1, company_long_listed_share: 0.29 }, now)).toEqual([]);
  });

  it('counts the days a posting has been listed from 90 on', () => {
    expect(listingReasons({ ...quiet, listed_since: daysAgo(89) }, now)).toEqual([]);
    expect(listingReasons({ ...quiet, listed_since: daysAgo(90) }, now)).toEqual(['listed for 90 days']);
    expect(listingReasons({ ...quiet, listed_since: daysAgo(94) }, now)).toEqual(['listed for 94 days']);
  });

  it('says how often it was reposted, and since which month', () => {
    const since = '2026-08-14T09:00:00Z';
    expect(listingReasons({ ...quiet, listed_since: since, reposts: 3 }, now)).toEqual([
      'listed for 104 days',
      'reposted 3 times since August',
    ]);
    expect(listingReasons({ ...quiet, reposts: 2, listed_since: daysAgo(20) }, now)).toEqual([
      'reposted 2 times since November',
    ]);
    expect(listingReasons({ ...quiet, reposts: 2, listed_since: '2025-12-01T00:00:00Z' }, now)[1]).toBe(
      'reposted 2 times since December 2025',
    );
  });

  it("gives the company's share of long-listed jobs as a whole percentage", () => {
    expect(listingReasons({ ...quiet, company_long_listed_share: 0.4 }, now)).toEqual([
      'this company lists 40% of its jobs for 90+ days',
    ]);
    expect(listingReasons({ ...quiet, company_long_listed_share: 0.333 }, now)).toEqual([
      'this company lists 33% of its jobs for 90+ days',
    ]);
  });
});
