import { describe, expect, it } from 'vitest';
import {
  findHiringManagerUrl,
  findJobUrl,
  locationsLabel,
  placesSummary,
  postedTitle,
  websiteHref,
} from './format.ts';

describe('postedTitle', () => {
  it('gives the posting date in Central Time, and nothing for a date it cannot read', () => {
    expect(postedTitle('2025-12-02T14:49:28Z')).toBe('Posted Dec 2, 2025');
    expect(postedTitle('not a date')).toBeUndefined();
  });
});

describe('placesSummary', () => {
  const at = (city: string, state: string | null = null) => ({ city, state });
  it('names up to three places in full', () => {
    const three = [at('New York', 'NY'), at('Austin', 'TX'), at('Seattle', 'WA')];
    expect(placesSummary(three)).toEqual({
      short: 'New York, NY · Austin, TX · Seattle, WA',
      all: 'New York, NY · Austin, TX · Seattle, WA',
    });
  });
  it('an opening posted in more names the first two and counts the rest, the whole list beside', () => {
    const five = [at('New York', 'NY'), at('London'), at('Austin', 'TX'), at('Berlin'), at('Paris')];
    expect(placesSummary(five)).toEqual({
      short: 'New York, NY · London +3',
      all: 'New York, NY · London · Austin, TX · Berlin · Paris',
    });
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
  it("says where remote work may be done from: 'Remote (US)', 'Remote (Europe)', 'Remote (anywhere)'", () => {
    expect(
      locationsLabel([
        { city: 'Remote', state: 'US' },
        { city: 'Remote', state: 'Europe' },
        { city: 'Remote', state: 'Anywhere' },
        { city: 'Remote', state: null },
      ]),
    ).toBe('Remote (US) · Remote (Europe) · Remote (anywhere) · Remote');
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
