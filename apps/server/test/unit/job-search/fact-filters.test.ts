import { meetsVisaFilter } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { openToRegion, postedSince } from '../../../src/modules/job-search/query.ts';

// The rules of the facts filters (issues 22, 23) that both executors of the job query follow.

describe('posted within', () => {
  const now = new Date('2026-03-04T15:00:00Z');
  it('counts back from the search time by the span, and is no filter when unset', () => {
    expect(postedSince({ posted_within: '24h' }, now)).toEqual(new Date('2026-03-03T15:00:00Z'));
    expect(postedSince({ posted_within: '3d' }, now)).toEqual(new Date('2026-03-01T15:00:00Z'));
    expect(postedSince({ posted_within: '30d' }, now)).toEqual(new Date('2026-02-02T15:00:00Z'));
    expect(postedSince({ posted_within: '' }, now)).toBeNull();
  });
});

describe('visa', () => {
  it('"sponsors" keeps only a posting that says so; "sponsors or not said" leaves out only a refusal', () => {
    expect(['sponsors', 'no-sponsorship', null].map((v) => meetsVisaFilter(v as never, 'sponsors'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(
      ['sponsors', 'no-sponsorship', null].map((v) => meetsVisaFilter(v as never, 'sponsors-or-unsaid')),
    ).toEqual([true, false, true]);
    expect(meetsVisaFilter('no-sponsorship', '')).toBe(true);
  });
});

describe('remote region', () => {
  const job = (openTo: string[], excluded: string[] = [], remote = true) => ({
    remote,
    remote_open_to: openTo,
    remote_excluded: excluded,
  });
  it('matches a remote job open to the country, or anywhere, unless it leaves the country out', () => {
    expect(openToRegion(job(['PT', 'ES']), ['PT'])).toBe(true);
    expect(openToRegion(job(['*']), ['PT'])).toBe(true);
    expect(openToRegion(job(['*'], ['US']), ['US'])).toBe(false);
    expect(openToRegion(job(['*'], ['US']), ['US', 'PT'])).toBe(true);
    expect(openToRegion(job(['DE', 'FR']), ['PT'])).toBe(false);
    // A US job that leaves out some states is still open in the US.
    expect(openToRegion(job(['US'], ['US-CA', 'US-NY']), ['US'])).toBe(true);
  });
  it('never matches an office job or a remote job whose posting does not say where', () => {
    expect(openToRegion(job(['PT'], [], false), ['PT'])).toBe(false);
    expect(openToRegion(job([]), ['PT'])).toBe(false);
    expect(openToRegion(job([], [], false), [])).toBe(true);
  });
});
