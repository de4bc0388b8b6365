import { describe, expect, it } from 'vitest';
import { workday } from '../../../src/modules/ingestion/connectors/workday.ts';
import {
  createPlaces,
  type NormalisedJob,
  normaliseJob,
  type SourceJob,
} from '../../../src/modules/ingestion/normalise/index.ts';

// Issue 22, item 4, third round: each cause of a wrong or missing place found on the tuning-side boards of the
// real-market corpus (bench/quality/tuning-place-defects.ts), pinned on the location the board wrote.

const reader = createPlaces();
const rows = (text: string) =>
  reader.jobPlaces([{ text }]).map((p) => [p.city, p.state, p.country, p.remote]);
const jobOf = (source: SourceJob): NormalisedJob => normaliseJob(source, reader)!;

describe('a list of US state codes is every state', () => {
  it('even where a code is also a country’s (IL Israel, MN Mongolia, MO Macau)', () => {
    expect(rows('Multiple Locations - CT, IL, MN, MO, NJ, PA')).toEqual(
      ['CT', 'IL', 'MN', 'MO', 'NJ', 'PA'].map((s) => [null, s, 'US', false]),
    );
  });

  it('keeps every state of a remote list ("Remote - PA, DE, MD, DC, VA, WV")', () => {
    expect(rows('Remote - PA, DE, MD, DC, VA, WV')).toEqual(
      ['PA', 'DE', 'MD', 'DC', 'VA', 'WV'].map((s) => ['Remote', s, 'US', true]),
    );
  });
});

describe('Washington, DC in a list of places', () => {
  it('is a place of its own after a big city, never the state of the city before', () => {
    expect(rows('New York City, Los Angeles, Washington, D.C')).toEqual([
      ['New York', 'NY', 'US', false],
      ['Los Angeles', 'CA', 'US', false],
      ['Washington', 'DC', 'US', false],
    ]);
    expect(
      rows('California Office, Charlotte Office, New York Office, Toronto Office, Washington, DC Office'),
    ).toEqual([
      [null, 'CA', 'US', false],
      ['Charlotte', 'NC', 'US', false],
      ['New York', 'NY', 'US', false],
      ['Toronto', 'Canada', 'CA', false],
      ['Washington', 'DC', 'US', false],
    ]);
  });

  it('keeps a smaller name before it as a part of the capital ("Georgetown, Washington, DC")', () => {
    expect(rows('Georgetown, Washington, DC')).toEqual([['Georgetown', 'DC', 'US', false]]);
  });
});

describe('an address is stripped to its city', () => {
  it.each([
    ['1025 U.S. 52 Aberdeen, OH 45101', [['Aberdeen', 'OH', 'US', false]]],
    ['19042 US HWY 19 N Clearwater, FL 33764', [['Clearwater', 'FL', 'US', false]]],
    ['299 US HWY 27 South. Avon Park, FL 33825', [['Avon Park', 'FL', 'US', false]]],
    ['601 Massachusetts Ave NW, Washington DC 20001', [['Washington', 'DC', 'US', false]]],
    ['2122 W Nine Mile Rd NW Pensacola, FL', [['Pensacola', 'FL', 'US', false]]],
  ])('"%s" (numbered highways, a quadrant after the street)', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('keeps a city whose name opens with a compass word ("West Hollywood")', () => {
    expect(rows('123 Main St West Hollywood, CA')).toEqual([['West Hollywood', 'CA', 'US', false]]);
  });
});

describe('countries as boards write them', () => {
  it('without "the" ("Democratic Republic of Congo")', () => {
    expect(rows('Kimpese, Democratic Republic of Congo')).toEqual([
      ['Kimpese', 'Democratic Republic of the Congo', 'CD', false],
    ]);
  });

  it('with one slip of the keyboard in a long name ("United Kingdon"), on-site or remote', () => {
    expect(rows('United Kingdon')).toEqual([[null, 'United Kingdom', 'GB', false]]);
    expect(rows('Remote - United Kingdon')).toEqual([['Remote', 'United Kingdom', 'GB', true]]);
  });

  it('but a short or unknown word is no country by likeness ("Germnay", "Lenox Square")', () => {
    expect(rows('Germnay').map((p) => p[2])).toEqual([null]);
    expect(rows('Lenox Square')).toEqual([['Lenox Square', null, null, false]]);
  });
});

describe('short names and slugs', () => {
  it('reads a remote slug as its words ("remote_us")', () => {
    expect(rows('remote_us')).toEqual([['Remote', 'US', 'US', true]]);
  });

  it('reads "LA" alone as Los Angeles, and after a city as Louisiana', () => {
    expect(rows('LA Hybrid or Remote')).toEqual([
      ['Los Angeles', 'CA', 'US', false],
      ['Remote', null, null, true],
    ]);
    expect(rows('Baton Rouge, LA')).toEqual([['Baton Rouge', 'LA', 'US', false]]);
  });

  it('reads a state code after a compass word as the state ("Northern VA", not the Vatican)', () => {
    expect(rows('Northern VA')).toEqual([[null, 'VA', 'US', false]]);
  });

  it('splits places joined by " + " ("Northern New Jersey + Westchester County")', () => {
    expect(rows('Northern New Jersey + Westchester County')).toEqual([[null, 'NJ', 'US', false]]);
  });
});

describe('a Workday posting read without its detail', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const context = { token: 'workday.wd1/External', baseUrl: 'https://workday.invalid', now };
  const listed = (externalPath: string, locationsText: string) =>
    jobOf(
      workday.toSource({ title: 'Senior System Engineer', externalPath, locationsText }, context as never)!,
    );

  it('takes its first place from the posting’s path when the list rolls its places up ("2 Locations")', () => {
    expect(
      listed('/job/Vietnam-Hanoi/Director--Engineering---Software-Engineering_JR2021061', '2 Locations')
        .places,
    ).toEqual([{ city: 'Hanoi', state: 'Vietnam', country: 'VN', remote: false }]);
    const remote = listed(
      '/job/Poland-Remote/Senior-System-Engineer--Solution-Engineering_JR2026094',
      '5 Locations',
    );
    expect(remote.remote).toBe(true);
    expect(remote.places).toEqual([{ city: 'Remote', state: 'Poland', country: 'PL', remote: true }]);
    expect(listed('/job/US-CA-Santa-Clara/Widget-Assembly-Consultant_JR1', '2 Locations').places).toEqual([
      { city: 'Santa Clara', state: 'CA', country: 'US', remote: false },
    ]);
  });

  it('takes no place from a path whose words name none ("/job/Site/PhD_JR1")', () => {
    expect(listed('/job/Site/PhD_JR1', '3 Locations').places).toEqual([]);
  });

  it('keeps the list’s own place when it names one', () => {
    expect(listed('/job/Sao-Paulo/Application-Developer_R00123451', 'Bengaluru, India').places).toEqual([
      { city: 'Bangalore', state: 'India', country: 'IN', remote: false },
    ]);
  });
});
