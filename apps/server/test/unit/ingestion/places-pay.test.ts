import { formatSalary, placeLabel } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { ashby } from '../../../src/modules/ingestion/connectors/ashby.ts';
import { greenhouse } from '../../../src/modules/ingestion/connectors/greenhouse.ts';
import type { HttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import { lever } from '../../../src/modules/ingestion/connectors/lever.ts';
import { recruitee } from '../../../src/modules/ingestion/connectors/recruitee.ts';
import { smartrecruiters } from '../../../src/modules/ingestion/connectors/smartrecruiters.ts';
import type { BoardContext, Connector } from '../../../src/modules/ingestion/connectors/types.ts';
import { workday } from '../../../src/modules/ingestion/connectors/workday.ts';
import {
  createPlaces,
  type NormalisedJob,
  normaliseJob,
} from '../../../src/modules/ingestion/normalise/index.ts';
import { textWorkMode } from '../../../src/modules/ingestion/normalise/location.ts';
import { salaryOf } from '../../../src/modules/ingestion/normalise/salary.ts';

const placeReader = createPlaces();
const { parseLocationText, structuredPlaces } = placeReader;

// Places, work mode and pay as real boards write them (the strings of issue 14, seen in captured responses).

const where = (text: string) => parseLocationText(text).map((p) => [p.city, p.state, p.country]);
const remoteRows = (text: string) =>
  parseLocationText(text)
    .filter((p) => p.remote)
    .map(placeLabel);

describe('places from text', () => {
  it.each([
    // Country first.
    ['United Kingdom - London', [['London', 'United Kingdom', 'GB']]],
    ['US-NC-Cary', [['Cary', 'NC', 'US']]],
    ['India, Pune', [['Pune', 'India', 'IN']]],
    ['US, CA, Santa Clara', [['Santa Clara', 'CA', 'US']]],
    ['Israel, Yokneam', [['Yokneam', 'Israel', 'IL']]],
    // Several places in one string.
    [
      'Paris, France, Barcelona, Spain',
      [
        ['Paris', 'France', 'FR'],
        ['Barcelona', 'Spain', 'ES'],
      ],
    ],
    [
      'London, New York',
      [
        ['London', 'United Kingdom', 'GB'],
        ['New York', 'NY', 'US'],
      ],
    ],
    [
      'San Francisco, Seattle',
      [
        ['San Francisco', 'CA', 'US'],
        ['Seattle', 'WA', 'US'],
      ],
    ],
    // Aliases and ISO-3 codes.
    ['Bristol, UK', [['Bristol', 'United Kingdom', 'GB']]],
    ['London, GBR', [['London', 'United Kingdom', 'GB']]],
    ['Berlin, DEU', [['Berlin', 'Germany', 'DE']]],
    ['Pune, IN', [['Pune', 'India', 'IN']]],
    ['Toronto, ON', [['Toronto', 'Canada', 'CA']]],
    ['Bengaluru, Karnataka', [['Bangalore', 'India', 'IN']]],
    ['Atlanta, Georgia', [['Atlanta', 'GA', 'US']]],
    ['Tbilisi, Georgia', [['Tbilisi', 'Georgia', 'GE']]],
    ['Paris, TX', [['Paris', 'TX', 'US']]],
    // Regions are regions, not cities.
    ['Europe', [[null, 'Europe', null]]],
    ['Americas', [[null, 'Americas', null]]],
    ['EMEA', [[null, 'EMEA', null]]],
    // Mode words are not places.
    ['Hybrid', []],
    ['Office', []],
    ['San Francisco Office', [['San Francisco', 'CA', 'US']]],
    ['Hybrid - London', [['London', 'United Kingdom', 'GB']]],
  ])('%s', (text, expected) => {
    expect(where(text)).toEqual(expected);
  });

  it('keeps an unknown or ambiguous city as written, never guessing its country', () => {
    expect(where('Cambridge')).toEqual([['Cambridge', null, null]]);
    expect(where('Columbus')).toEqual([['Columbus', null, null]]);
    expect(where('Cambridge, MA')).toEqual([['Cambridge', 'MA', 'US']]);
    expect(where('Smallville, Kansas')).toEqual([['Smallville', 'KS', 'US']]);
    // BC is British Columbia (issue 22), and Vancouver, Washington has no state BC.
    expect(parseLocationText('Vancouver, BC').map(placeLabel)).toEqual(['Vancouver, Canada']);
    expect(where('SMALLVILLE, KANSAS')).toEqual([['Smallville', 'KS', 'US']]);
  });

  it('reads a state or province followed by its country only as that state or country, not a namesake town', () => {
    expect(where('Virginia, United States')).toEqual([[null, 'VA', 'US']]);
    expect(where('New Jersey, United States, Maryland, United States')).toEqual([
      [null, 'NJ', 'US'],
      [null, 'MD', 'US'],
    ]);
    // A sizeable US city of that name stays the city.
    expect(where('New York, United States')).toEqual([['New York', 'NY', 'US']]);
    expect(where('Alberta, Canada')).toEqual([[null, 'Canada', 'CA']]);
    // A province alone, with the feed's country beside it.
    expect(parseLocationText('Ontario', false, 'CA').map((p) => [p.city, p.state, p.country])).toEqual([
      [null, 'Canada', 'CA'],
    ]);
    // A two-letter state no country shares ("NY office"); "CA" alone (Canada or California) stays as written.
    expect(where('NY office')).toEqual([[null, 'NY', 'US']]);
    expect(where('CA')).toEqual([['CA', null, null]]);
  });

  it('says where a remote job may be done from', () => {
    expect(remoteRows('Remote (US)')).toEqual(['Remote (US)']);
    expect(remoteRows('Remote - Europe')).toEqual(['Remote (Europe)']);
    expect(remoteRows('Remote (world)')).toEqual(['Remote (anywhere)']);
    expect(remoteRows('Remote (anywhere)')).toEqual(['Remote (anywhere)']);
    expect(remoteRows('Remote (US & Canada)')).toEqual(['Remote (US)', 'Remote (Canada)']);
    expect(remoteRows('UK (Remote)')).toEqual(['Remote (United Kingdom)']);
    expect(remoteRows('Remote')).toEqual(['Remote']);
  });

  it('reads structured places: a locality holding a list, a country that is a region', () => {
    expect(
      structuredPlaces({
        city: 'San Francisco, Seattle',
        region: 'California',
        country: 'United States',
      }).map((p) => [p.city, p.state]),
    ).toEqual([
      ['San Francisco', 'CA'],
      ['Seattle', 'WA'],
    ]);
    expect(structuredPlaces({ country: 'European Union' }).map(placeLabel)).toEqual(['Europe']);
    expect(structuredPlaces({ city: 'Cambridge', country: 'United Kingdom' }).map(placeLabel)).toEqual([
      'Cambridge, United Kingdom',
    ]);
  });

  it('names the work mode a location text gives', () => {
    expect(textWorkMode('Hybrid - London')).toBe('hybrid');
    expect(textWorkMode('Remote - US')).toBe('remote');
    expect(textWorkMode('San Francisco Office')).toBe('on-site');
    expect(textWorkMode('Austin, TX')).toBeNull();
  });
});

describe('pay', () => {
  it('reads a yearly amount that is clearly hourly as hourly (24.04 USD "1 YEAR")', () => {
    expect(salaryOf({ min: 24.04, max: 28.5, currency: 'USD', interval: '1 YEAR' })).toEqual({
      min: 24.04,
      max: 28.5,
      currency: 'USD',
      interval: 'hour',
      annualMin: 50_003,
      annualMax: 59_280,
    });
  });

  it('does not annualise hourly pay of an internship or part-time job', () => {
    expect(salaryOf({ min: 50, max: 60, currency: 'USD', interval: '1 HOUR' }, false)).toMatchObject({
      interval: 'hour',
      annualMin: null,
      annualMax: null,
    });
    // Monthly pay is a yearly figure whatever the job.
    expect(salaryOf({ min: 3000, max: 4000, currency: 'EUR', interval: '1 MONTH' }, false)).toMatchObject({
      annualMin: 36_000,
      annualMax: 48_000,
    });
  });

  it('shows a compact range', () => {
    expect(formatSalary({ min: 120_000, max: 160_000, currency: 'USD', interval: 'year' })).toBe(
      '$120k–$160k',
    );
    expect(formatSalary({ min: 60_000, max: 75_000, currency: 'EUR', interval: 'year' })).toBe('€60k–€75k');
    expect(formatSalary({ min: 45, max: 45, currency: 'USD', interval: 'hour' })).toBe('$45/hr');
    expect(formatSalary({ min: 3000, max: 4000, currency: 'CHF', interval: 'month' })).toBe('3k–4k CHF/mo');
    expect(formatSalary({ min: 91_000, max: null, currency: 'GBP', interval: 'year' })).toBe('from £91k');
    expect(formatSalary(null)).toBeNull();
  });
});

// The connectors' own fields, as the live APIs name them.
const board: BoardContext = {
  token: 'acme',
  baseUrl: 'https://example.com',
  http: {} as HttpClient,
  now: new Date('2026-03-01T00:00:00Z'),
};
const read = (
  connector: Connector<Record<string, unknown>>,
  item: Record<string, unknown>,
): NormalisedJob => {
  const source = connector.toSource(item, board);
  expect(source).not.toBeNull();
  return normaliseJob(source!, placeReader)!;
};
const places = (job: NormalisedJob) => job.places.map(placeLabel);

describe('connectors read each ATS own fields first', () => {
  it('Ashby: workplaceType wins over isRemote; the postal address and compensation tiers are read', () => {
    const job = read(ashby, {
      id: '510ed476',
      title: 'Chief of Staff',
      location: 'San Francisco Office',
      secondaryLocations: [{ location: 'Remote (US & Canada)', address: null }],
      isRemote: true,
      workplaceType: 'Hybrid',
      address: {
        postalAddress: {
          addressRegion: 'California',
          addressCountry: 'United States',
          addressLocality: 'San Francisco',
        },
      },
      jobUrl: 'https://jobs.ashbyhq.com/acme/510ed476',
      compensation: {
        compensationTiers: [
          {
            components: [
              {
                compensationType: 'Salary',
                interval: '1 YEAR',
                currencyCode: 'USD',
                minValue: 150_000,
                maxValue: 180_000,
              },
              { compensationType: 'EquityPercentage', interval: 'NONE', minValue: 0.1, maxValue: 0.2 },
            ],
          },
          {
            components: [
              {
                compensationType: 'Salary',
                interval: '1 YEAR',
                currencyCode: 'USD',
                minValue: 135_000,
                maxValue: 160_000,
              },
            ],
          },
        ],
      },
    });
    expect(job.workMode).toBe('hybrid');
    expect(job.remote).toBe(false);
    expect(job.type).toBe('full-time');
    expect(places(job)).toEqual(['San Francisco, CA', 'Remote (US)', 'Remote (Canada)']);
    expect([job.salaryMin, job.salaryMax, job.salaryCurrency, job.salaryInterval]).toEqual([
      135_000,
      180_000,
      'USD',
      'year',
    ]);
  });

  it('Ashby: a remote posting for a region says so', () => {
    const job = read(ashby, {
      id: '5b64327b',
      title: 'Content Marketer',
      location: 'Europe',
      secondaryLocations: [],
      isRemote: true,
      workplaceType: 'Remote',
      address: { postalAddress: { addressCountry: 'European Union' } },
      jobUrl: 'https://jobs.ashbyhq.com/acme/5b64327b',
    });
    expect(job.workMode).toBe('remote');
    // The region of a remote job is where it may be done from, not an office as well (issue 22).
    expect(places(job)).toEqual(['Remote (Europe)']);
  });

  it("Lever: the posting's country belongs to its primary location only; workplaceType and salaryRange", () => {
    const job = read(lever, {
      id: 'a1',
      text: 'Product Designer',
      categories: {
        location: 'London',
        allLocations: ['London', 'Stockholm', 'Remote - Europe'],
        commitment: 'Full-time',
      },
      country: 'GB',
      workplaceType: 'hybrid',
      hostedUrl: 'https://jobs.lever.co/acme/a1',
      salaryRange: { currency: 'GBP', interval: 'per-year-salary', min: 60_000, max: 75_000 },
    });
    expect(places(job)).toEqual(['London, United Kingdom', 'Stockholm, Sweden', 'Remote (Europe)']);
    expect(job.workMode).toBe('hybrid');
    expect([job.salaryAnnualMin, job.salaryAnnualMax, job.salaryCurrency]).toEqual([60_000, 75_000, 'GBP']);
  });

  it('Greenhouse: "Workplace Type" metadata, currency-range pay, and offices behind a location of "Hybrid"', () => {
    const job = read(greenhouse, {
      id: 101,
      title: 'Senior Data Scientist',
      location: { name: 'Hybrid' },
      offices: [{ id: 1, name: 'Austin', location: 'Austin, TX, United States' }],
      absolute_url: 'https://boards.greenhouse.io/acme/jobs/101',
      metadata: [
        { id: 1, name: 'Workplace Type', value: ['Hybrid'], value_type: 'multi_select' },
        {
          id: 2,
          name: 'USA: Pay Transparency Range',
          value: { unit: 'USD', min_value: '114600.0', max_value: '168500.0' },
          value_type: 'currency_range',
        },
      ],
    });
    expect(job.workMode).toBe('hybrid');
    expect(places(job)).toEqual(['Austin, TX']);
    expect([job.salaryMin, job.salaryMax, job.salaryCurrency, job.salaryAnnualMax]).toEqual([
      114_600,
      168_500,
      'USD',
      168_500,
    ]);
    const remote = read(greenhouse, {
      id: 102,
      title: 'Software Engineer',
      location: { name: 'San Francisco, CA' },
      absolute_url: 'https://boards.greenhouse.io/acme/jobs/102',
      metadata: [{ id: 1, name: 'Workplace Type', value: 'Remote', value_type: 'single_select' }],
    });
    expect(remote.workMode).toBe('remote');
    expect(remote.type).toBe('remote');
    expect(places(remote)).toEqual(['San Francisco, CA', 'Remote (US)']);
  });

  it('SmartRecruiters location.hybrid, Recruitee remote/hybrid flags and salary, Workday country codes', () => {
    const sr = read(smartrecruiters, {
      id: '7440',
      name: 'Account Executive',
      location: { city: 'Berlin', country: 'de', remote: false, hybrid: true },
    });
    expect([sr.workMode, places(sr)]).toEqual(['hybrid', ['Berlin, Germany']]);
    const rc = read(recruitee, {
      id: 1234567,
      title: 'Backend Developer',
      city: 'Amsterdam',
      country_code: 'NL',
      remote: false,
      hybrid: true,
      careers_url: 'https://acme.recruitee.com/o/backend-developer',
      salary: { min: '55000', max: '70000', currency: 'EUR', period: 'year' },
    });
    expect([rc.workMode, places(rc), rc.salaryAnnualMax, rc.salaryCurrency]).toEqual([
      'hybrid',
      ['Amsterdam, Netherlands'],
      70_000,
      'EUR',
    ]);
    const wd = read(workday, {
      title: 'Hardware Engineer',
      externalPath: '/job/Santa-Clara/Hardware-Engineer_R1',
      locationsText: 'US, CA, Santa Clara',
      remoteType: 'On-site',
      jobPostingInfo: { location: 'US, CA, Santa Clara', country: { alpha2Code: 'US' } },
    });
    expect([wd.workMode, places(wd)]).toEqual(['on-site', ['Santa Clara, CA']]);
  });
});
