import { describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../../src/modules/ingestion/connectors/index.ts';
import type { BoardContext } from '../../../src/modules/ingestion/connectors/types.ts';
import { createPlaces, normaliseJob } from '../../../src/modules/ingestion/normalise/index.ts';
import { listedAt, POSTED_GRACE_DAYS } from '../../../src/modules/jobs/index.ts';

const places = createPlaces();

// Each ATS's "first posted" field (docs/decisions/0013-posted-dates.md), read from items shaped as the live APIs
// answer (from responses captured in public repositories and their fixtures: field names, formats and values
// as there; other fields left out).

const NOW = new Date('2026-10-09T12:00:00Z');
const context = (token = 'acme'): BoardContext => ({
  token,
  baseUrl: 'https://ats.example',
  http: {
    json: () => Promise.reject(new Error('no requests here')),
    text: () => Promise.reject(new Error('no requests here')),
  },
  now: NOW,
});

function postedAt(ats: keyof typeof CONNECTORS, item: Record<string, unknown>, token?: string) {
  const source = CONNECTORS[ats].toSource(item, context(token));
  return normaliseJob(source!, places)!.postedAt?.toISOString() ?? null;
}

describe("each connector reads the ATS's posted date", () => {
  it('Greenhouse: first_published, not updated_at (which moves with every edit)', () => {
    // boards-api.greenhouse.io/v1/boards/airbnb/jobs, captured 2026-01-14.
    const item = {
      absolute_url: 'https://careers.airbnb.com/positions/7434393?gh_jid=7434393',
      internal_job_id: 3307403,
      location: { name: 'Canada' },
      id: 7434393,
      updated_at: '2026-01-09T14:59:55-05:00',
      requisition_id: 'ONE',
      title: 'Account Executive, Airbnb for Business',
      company_name: 'Airbnb',
      first_published: '2025-12-02T09:49:28-05:00',
      language: 'en',
    };
    expect(postedAt('greenhouse', item)).toBe('2025-12-02T14:49:28.000Z');
    // Older captures have no first_published: updated_at is then the latest it can have been posted.
    const { first_published: _, ...older } = item;
    expect(postedAt('greenhouse', older)).toBe('2026-01-09T19:59:55.000Z');
  });

  it('Lever: createdAt, in epoch milliseconds', () => {
    const item = {
      id: '7458d4e9-da2e-47bd-98cb-adfda43d42b2',
      text: 'Senior Software Engineer',
      categories: { commitment: 'Full-time', location: 'London', team: 'Engineering' },
      country: 'GB',
      workplaceType: 'hybrid',
      createdAt: 1740787200000,
      hostedUrl: 'https://jobs.lever.co/acme/7458d4e9-da2e-47bd-98cb-adfda43d42b2',
    };
    expect(postedAt('lever', item)).toBe('2025-03-01T00:00:00.000Z');
  });

  it('Ashby: publishedAt', () => {
    const item = {
      id: 'f265',
      title: 'Staff Software Engineer',
      department: 'All Cost Center',
      team: 'ENG',
      employmentType: 'FullTime',
      location: 'Toronto, Canada',
      isListed: true,
      isRemote: true,
      workplaceType: 'Remote',
      publishedAt: '2026-04-15T13:26:54.184+00:00',
      jobUrl: 'https://jobs.ashbyhq.com/kong/f265',
    };
    expect(postedAt('ashby', item)).toBe('2026-04-15T13:26:54.184Z');
  });

  it('SmartRecruiters: releasedDate', () => {
    // api.smartrecruiters.com/v1/companies/BoschGroup/postings?limit=1, captured 2026-10-09.
    const item = {
      id: '744000154502129',
      name: 'Operator 2  - 2nd shift ',
      refNumber: 'REF298063T',
      company: { identifier: 'BoschGroup', name: 'Bosch Group' },
      releasedDate: '2026-10-08T17:50:26.027Z',
      location: {
        city: 'St. Joseph',
        region: 'MI',
        country: 'us',
        remote: false,
        hybrid: false,
        fullLocation: 'St. Joseph, MI, United States',
      },
      typeOfEmployment: { id: 'permanent', label: 'Full-time' },
      experienceLevel: { id: 'entry_level', label: 'Entry Level' },
    };
    expect(postedAt('smartrecruiters', item, 'BoschGroup')).toBe('2026-10-08T17:50:26.027Z');
  });

  it('Workable: published_on (a date), else created_at', () => {
    // apply.workable.com/api/v1/widget/accounts/huggingface, captured 2026-10-09.
    const item = {
      title: 'Open-Source Machine Learning Engineer - EMEA Remote',
      shortcode: '81B46579FE',
      employment_type: 'Full-time',
      telecommuting: true,
      department: 'Open Source',
      url: 'https://apply.workable.com/j/81B46579FE',
      published_on: '2026-05-29',
      created_at: '2026-05-28',
      country: 'France',
      city: 'Paris',
      locations: [
        { country: 'France', countryCode: 'FR', city: 'Paris', region: 'Île-de-France', hidden: false },
      ],
    };
    expect(postedAt('workable', item)).toBe('2026-05-29T00:00:00.000Z');
    const { published_on: _, ...unpublished } = item;
    expect(postedAt('workable', unpublished)).toBe('2026-05-28T00:00:00.000Z');
  });

  it("Recruitee: published_at, in its own 'YYYY-MM-DD hh:mm:ss UTC' form", () => {
    // bunq.recruitee.com/api/offers/, captured 2026-10-09.
    const item = {
      id: 4415333,
      slug: 'deputy-aml-manager-belgium',
      title: 'Deputy AML Manager - Belgium',
      company_name: 'bunq',
      city: 'Brussels',
      country: 'Belgium',
      location: 'Brussels, Brussels, Belgium',
      remote: false,
      hybrid: true,
      on_site: false,
      published_at: '2026-10-05 16:05:18 UTC',
      created_at: '2026-09-30 08:00:00 UTC',
      careers_url: 'https://careers.bunq.com/o/deputy-aml-manager-belgium',
    };
    expect(postedAt('recruitee', item)).toBe('2026-10-05T16:05:18.000Z');
  });

  it("Workday: the detail's startDate, else the list's 'Posted … Ago' counted back from now", () => {
    const item = {
      title: 'Accountant',
      externalPath: '/job/Saskatoon-SK/Accountant_R1',
      locationsText: 'Saskatoon, SK',
      postedOn: 'Posted 30+ Days Ago',
      bulletFields: ['R1'],
    };
    const token = 'acme.wd5/External';
    // "30+": at least thirty days, so at least that old.
    expect(postedAt('workday', item, token)).toBe('2026-09-09T12:00:00.000Z');
    expect(postedAt('workday', { ...item, postedOn: 'Posted Today' }, token)).toBe(NOW.toISOString());
    expect(postedAt('workday', { ...item, postedOn: 'Posted Yesterday' }, token)).toBe(
      '2026-10-08T12:00:00.000Z',
    );
    const detailed = { ...item, jobPostingInfo: { startDate: '2026-08-17', location: 'Saskatoon, SK' } };
    expect(postedAt('workday', detailed, token)).toBe('2026-08-17T00:00:00.000Z');
  });
});

describe('when a posting is news (listedAt)', () => {
  const seen = new Date('2026-03-03T12:00:00Z');
  const hoursBefore = (h: number) => new Date(seen.getTime() - h * 3_600_000);

  it('is news when first seen if posted within the grace, else listed at its posted date', () => {
    for (const firstFetch of [false, true]) {
      expect(listedAt({ postedAt: hoursBefore(5), firstSeenAt: seen, firstFetch })).toEqual(seen);
      expect(
        listedAt({ postedAt: hoursBefore(POSTED_GRACE_DAYS * 24), firstSeenAt: seen, firstFetch }),
      ).toEqual(seen);
      expect(
        listedAt({ postedAt: hoursBefore(POSTED_GRACE_DAYS * 24 + 1), firstSeenAt: seen, firstFetch }),
      ).toEqual(hoursBefore(POSTED_GRACE_DAYS * 24 + 1));
      // A posted date after first sight (a clock ahead) is first sight.
      expect(listedAt({ postedAt: hoursBefore(-3), firstSeenAt: seen, firstFetch })).toEqual(seen);
    }
  });

  it('without a posted date: news when first seen on a board already read, never on its first fetch', () => {
    expect(listedAt({ postedAt: null, firstSeenAt: seen, firstFetch: false })).toEqual(seen);
    expect(listedAt({ postedAt: null, firstSeenAt: seen, firstFetch: true })).toBeNull();
  });
});
