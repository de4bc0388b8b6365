import { describe, expect, it } from 'vitest';
import {
  createPlaces,
  type NormalisedJob,
  normaliseJob,
  type SourceJob,
} from '../../../src/modules/ingestion/normalise/index.ts';
import { MAX_PLACES } from '../../../src/modules/ingestion/normalise/location.ts';

// Issue 22, item 4: each rule of reading places, with the strings the issue quotes from real boards.

const reader = createPlaces();
const rows = (text: string) =>
  reader.jobPlaces([{ text }]).map((p) => [p.city, p.state, p.country, p.remote]);
const jobOf = (source: Partial<SourceJob>): NormalisedJob =>
  normaliseJob(
    { externalId: '1', title: 'Engineer', url: 'https://example.com/1', places: [], ...source },
    reader,
  )!;

describe('a remote job says where it may be done from', () => {
  it('keeps its countries as remote rows, never as offices ("United States | Canada")', () => {
    const job = jobOf({ places: [{ text: 'United States | Canada' }], workMode: 'remote' });
    expect(job.places.map((p) => [p.city, p.state, p.country, p.remote])).toEqual([
      ['Remote', 'US', 'US', true],
      ['Remote', 'Canada', 'CA', true],
    ]);
  });

  it('drops a bare remote row when another names the country ("Remote; Philippines")', () => {
    const job = jobOf({ places: [{ text: 'Remote; Philippines' }] });
    expect(job.places.map((p) => [p.city, p.state, p.country, p.remote])).toEqual([
      ['Remote', 'Philippines', 'PH', true],
    ]);
  });

  it('keeps every country after "Anywhere in"', () => {
    expect(rows('Anywhere in France, Belgium, Spain')).toEqual([
      ['Remote', 'France', 'FR', true],
      ['Remote', 'Belgium', 'BE', true],
      ['Remote', 'Spain', 'ES', true],
    ]);
  });

  it('reads "Home based - EMEA" as remote in EMEA', () => {
    expect(rows('Home based - EMEA')).toEqual([['Remote', 'EMEA', null, true]]);
  });

  it.each(['Remoto', 'Remota', 'Télétravail', 'Homeoffice'])('reads "%s" as remote', (text) => {
    expect(rows(text)).toEqual([['Remote', null, null, true]]);
  });

  it('reads time zones beside a country as no place ("Remote - US (PST/MST)")', () => {
    expect(rows('Remote - US (PST/MST)')).toEqual([['Remote', 'US', 'US', true]]);
  });
});

describe('words and labels that are not places', () => {
  it('reads "N/A" as no place', () => {
    expect(rows('N/A')).toEqual([]);
  });

  it('strips "HQ", "Office" and "Head office" to the city', () => {
    expect(rows('Mountain View, California (HQ)')).toEqual([['Mountain View', 'CA', 'US', false]]);
    expect(rows('NYC Global HQ')).toEqual([['New York', 'NY', 'US', false]]);
    expect(rows('Head office - Montreal, QC, Canada')).toEqual([['Montréal', 'Canada', 'CA', false]]);
  });

  it('strips street numbers, streets, units and postcodes to the city', () => {
    expect(rows('977 Fox Street, Bronx, NY, 10459')).toEqual([['The Bronx', 'NY', 'US', false]]);
    expect(rows('1221 Chestnut St Philadelphia, PA 19107')).toEqual([['Philadelphia', 'PA', 'US', false]]);
    expect(rows('3200 N Sepulveda Blvd, Space #E18, Manhattan Beach, CA 90266')).toEqual([
      ['Manhattan Beach', 'CA', 'US', false],
    ]);
  });

  it('drops a name no gazetteer knows beside a place it does ("LabCentral, Cambridge, MA")', () => {
    expect(rows('LabCentral, Cambridge, MA')).toEqual([['Cambridge', 'MA', 'US', false]]);
  });
});

describe('countries, states and provinces', () => {
  it('resolves Canadian province and Australian state codes by where the city is', () => {
    expect(rows('Vancouver, BC')).toEqual([['Vancouver', 'Canada', 'CA', false]]);
    expect(rows('Vernon BC')).toEqual([['Vernon', 'Canada', 'CA', false]]);
    expect(rows('Sydney, NSW')).toEqual([['Sydney', 'Australia', 'AU', false]]);
    expect(rows('Perth, WA')).toEqual([['Perth', 'Australia', 'AU', false]]);
    // WA is also Washington: Seattle says which.
    expect(rows('Seattle, WA')).toEqual([['Seattle', 'WA', 'US', false]]);
  });

  it('reads "SA" after Cape Town as South Africa, not Saudi Arabia', () => {
    expect(rows('Cape Town, SA')).toEqual([['Cape Town', 'South Africa', 'ZA', false]]);
  });

  it('reads two cities of one country as two places ("New York City, Santa Barbara")', () => {
    expect(rows('New York City, Santa Barbara')).toEqual([
      ['New York', 'NY', 'US', false],
      ['Santa Barbara', 'CA', 'US', false],
    ]);
  });

  it('reads a country then a city not in it as two places ("Singapore, Sydney")', () => {
    expect(rows('Singapore, Sydney')).toEqual([
      ['Singapore', 'Singapore', 'SG', false],
      ['Sydney', 'Australia', 'AU', false],
    ]);
    expect(rows('Shanghai, Singapore, Hong Kong').map((p) => p[2])).toEqual(['CN', 'SG', 'HK']);
  });

  it('reads "Georgia, United States" as the state', () => {
    expect(rows('Georgia, United States')).toEqual([[null, 'GA', 'US', false]]);
    expect(rows('Atlanta, Georgia')).toEqual([['Atlanta', 'GA', 'US', false]]);
  });

  it('reads a province alone as its country ("British Columbia")', () => {
    expect(rows('British Columbia')).toEqual([[null, 'Canada', 'CA', false]]);
  });

  it('splits a country joined to its city ("Paris-France", "Brazil (São Paulo - Hybrid)")', () => {
    expect(rows('Paris-France')).toEqual([['Paris', 'France', 'FR', false]]);
    expect(rows('Brazil (São Paulo - Hybrid)')).toEqual([['São Paulo', 'Brazil', 'BR', false]]);
  });

  it('does not give a locality holding the country as a city ("Latvia, Latvia")', () => {
    expect(reader.structuredPlaces({ city: 'Latvia', country: 'Latvia' })).toEqual([
      { city: null, state: 'Latvia', country: 'LV', remote: false },
    ]);
    expect(reader.structuredPlaces({ city: 'Singapore', country: 'Singapore' })[0]?.city).toBe('Singapore');
  });
});

describe('every on-site city has a country', () => {
  it('from the posting’s other places where the city is one of theirs ("Chantilly/Herndon, VA")', () => {
    expect(rows('Chantilly/Herndon, VA').map((p) => p[2])).toEqual(['US', 'US']);
  });

  it('else from its most populous namesake', () => {
    expect(rows('Manchester')).toEqual([['Manchester', 'United Kingdom', 'GB', false]]);
    expect(rows('Frankfurt')).toEqual([['Frankfurt am Main', 'Germany', 'DE', false]]);
  });
});

describe('the place cap', () => {
  it('keeps a country named past the cap', () => {
    const cities = Array.from({ length: MAX_PLACES + 5 }, (_, i) => `Remote - US; City ${i}, TX`);
    const text = `${cities.join('; ')}; Toronto, Canada`;
    const places = reader.jobPlaces([{ text }]);
    expect(places.map((p) => p.country)).toContain('CA');
    expect(places.length).toBeLessThanOrEqual(MAX_PLACES + 1);
  });
});

// Real location strings of tuning-side boards of the real-market corpus (fixtures/real-market).
describe('a region or a part of a country named as the only place', () => {
  it.each([
    ['Latin America', [[null, 'LATAM', null, false]]],
    ['Continental Europe', [[null, 'Europe', null, false]]],
    ['AMER', [[null, 'Americas', null, false]]],
    [
      'Middle East - Doha',
      [
        [null, 'Middle East', null, false],
        ['Doha', 'Qatar', 'QA', false],
      ],
    ],
    ['Northeast US', [[null, 'US', 'US', false]]],
    ['NW Arkansas', [[null, 'AR', 'US', false]]],
    ['Central Coast of California', [[null, 'CA', 'US', false]]],
  ])('"%s"', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });
});

describe('a city named with the words around it', () => {
  it.each([
    ['Greater Chicago Area', [['Chicago', 'IL', 'US', false]]],
    ['Chicagoland Area - North Suburbs', [['Chicago', 'IL', 'US', false]]],
    ['Boston Massachusetts', [['Boston', 'MA', 'US', false]]],
    ['USA VA Chantilly', [['Chantilly', 'VA', 'US', false]]],
    ['Mitratech India', [[null, 'India', 'IN', false]]],
    ['Mitratech MX', [[null, 'Mexico', 'MX', false]]],
    [
      'san_francisconew_york',
      [
        ['San Francisco', 'CA', 'US', false],
        ['New York', 'NY', 'US', false],
      ],
    ],
  ])('"%s"', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('keeps a state code after a city for the state, not a country of that code ("Salem OR", "Indianapolis IN")', () => {
    expect(rows('Salem OR')).toEqual([['Salem', 'OR', 'US', false]]);
    expect(rows('Indianapolis IN')).toEqual([['Indianapolis', 'IN', 'US', false]]);
  });
});

describe('a location that names no place gives none', () => {
  it.each([
    'z-Test & Templates Only',
    'Flexible - Any SpaceX Site',
    'Open to any AvePoint location',
    'To be considered for future open positions',
    'We want to stay in touch!',
    'All Locations',
  ])('"%s"', (text) => {
    expect(rows(text)).toEqual([]);
  });
});

describe('the words around a place are left out, never the place', () => {
  it.each([
    ['Toronto Eaton Centre', [['Toronto', 'Canada', 'CA', false]]],
    ['San Diego S. Orange County Region', [['San Diego', 'CA', 'US', false]]],
    ['Northern Virginia', [[null, 'VA', 'US', false]]],
    ['1704 S. Neil St. C, Champaign, IL 61820', [['Champaign', 'IL', 'US', false]]],
  ])('"%s"', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('keeps names the datasets know whole ("North Carolina", "New South Wales", "Queensland", "New England")', () => {
    expect(rows('Raleigh, North Carolina')).toEqual([['Raleigh', 'NC', 'US', false]]);
    expect(rows('Sydney, New South Wales, Australia')).toEqual([['Sydney', 'Australia', 'AU', false]]);
    expect(rows('Brisbane, Queensland, Australia')).toEqual([['Brisbane', 'Australia', 'AU', false]]);
    expect(rows('New England, US').map((p) => p[2])).not.toContain('GB');
    expect(rows('Kinshasa, Democratic Republic of the Congo').map((p) => p[2])).toEqual(['CD']);
  });

  it('leaves an unknown label that opens with a smaller city as it is ("Washington Square")', () => {
    expect(rows('Washington Square')).toEqual([['Washington Square', null, null, false]]);
  });
});
