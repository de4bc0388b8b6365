import { describe, expect, it } from 'vitest';
import {
  addedLabel,
  findHiringManagerUrl,
  findJobUrl,
  locationsLabel,
  postedTitle,
  websiteHref,
} from './format.ts';

describe('addedLabel', () => {
  const now = new Date('2026-03-10T18:00:00Z');
  it('counts minutes under an hour', () => {
    expect(addedLabel('2026-03-10T17:35:00Z', now)).toBe('added 25 minutes ago');
    expect(addedLabel('2026-03-10T17:59:30Z', now)).toBe('added 1 minute ago');
  });
  it('counts hours under a day', () => {
    expect(addedLabel('2026-03-10T17:00:00Z', now)).toBe('added 1 hour ago');
    expect(addedLabel('2026-03-09T18:30:00Z', now)).toBe('added 23 hours ago');
  });
  it('gives the Central Time date from a day on', () => {
    // 03:00 UTC on the 9th is still the 8th in Chicago.
    expect(addedLabel('2026-03-09T03:00:00Z', now)).toBe('added Mar 8, 2026');
  });
});

describe('postedTitle', () => {
  it('gives the posting date in Central Time, and nothing for a date it cannot read', () => {
    expect(postedTitle('2025-12-02T14:49:28Z')).toBe('Posted Dec 2, 2025');
    expect(postedTitle('not a date')).toBeUndefined();
  });
});

describe('locationsLabel', () => {
  it("shows 'city, state' and skips missing parts", () => {
    expect(
      locationsLabel([
        { city: 'Austin', state: 'TX' },
        { city: null, state: 'NY' },
        { city: null, state: null },
      ]),
    ).toBe('Austin, TX · NY');
  });
});

describe('professional network searches', () => {
  it('finds the job by the lowercased title at company', () => {
    expect(findJobUrl('Data Engineer', 'Acme Co')).toBe(
      'https://www.linkedin.com/jobs/search/?keywords=data%20engineer%20at%20acme%20co',
    );
  });
  it('finds a hiring manager by title AND hiring AND company', () => {
    expect(findHiringManagerUrl('Data Engineer', 'Acme')).toBe(
      'https://www.linkedin.com/search/results/people/?keywords=Data%20Engineer%20AND%20hiring%20AND%20Acme',
    );
  });
});

it('adds a scheme to bare company websites', () => {
  expect(websiteHref('acme.com')).toBe('https://acme.com');
  expect(websiteHref('http://acme.com')).toBe('http://acme.com');
});
