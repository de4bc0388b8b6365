import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BoardFetchError, type HttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import { CONNECTORS } from '../../../src/modules/ingestion/connectors/index.ts';
import type { BoardContext } from '../../../src/modules/ingestion/connectors/types.ts';
import {
  createPlaces,
  normaliseJob,
  type SourceJob,
} from '../../../src/modules/ingestion/normalise/index.ts';

const places = createPlaces();

// Answers captured from the five newer ATS's public feeds (sources and licences in each fixture folder's
// README), read through their connectors: what each posting becomes, field by field.

const fixture = (path: string) =>
  readFileSync(new URL(`../../fixtures/real-ats/${path}`, import.meta.url), 'utf8');

function board(baseUrl: string, token: string, answers: Record<string, string>): BoardContext {
  const answer = (url: string) => {
    const body = answers[url];
    if (body === undefined)
      throw new BoardFetchError('not_found', 'The board does not exist (HTTP 404).', 404);
    return body;
  };
  const http: HttpClient = { json: async (url) => JSON.parse(answer(url)), text: async (url) => answer(url) };
  return { token, baseUrl, http, now: new Date('2026-11-01T00:00:00Z') };
}

/** As a board fetch reads a board: list, the detail call where needed (a failed one keeps the listing). */
async function read(ats: keyof typeof CONNECTORS, ctx: BoardContext): Promise<SourceJob[]> {
  const c = CONNECTORS[ats];
  const items = await c.list(ctx);
  const sources: SourceJob[] = [];
  for (const item of items) {
    let full = item;
    if (c.enrich && (c.needsDetail?.(item) ?? true)) full = await c.enrich(item, ctx).catch(() => item);
    const source = c.toSource(full, ctx);
    expect(source, `${ats} item ${c.externalId(item)}`).not.toBeNull();
    // Every captured posting makes a storable job.
    expect(normaliseJob(source!, places)).not.toBeNull();
    sources.push(source!);
  }
  return sources;
}

describe('Personio: careerkit-acme.xml', () => {
  it('reads the position (listed twice, as captured) with both offices, schedule, type and date', async () => {
    const ctx = board('https://acme.jobs.personio.de', 'acme', {
      'https://acme.jobs.personio.de/xml?language=en': fixture('personio/careerkit-acme.xml'),
    });
    const jobs = await read('personio', ctx);
    expect(jobs).toHaveLength(2);
    expect(new Set(jobs.map((j) => j.externalId))).toEqual(new Set(['1834171']));
    expect(jobs[0]).toMatchObject({
      externalId: '1834171',
      title: 'Staff Software Engineer, Data Platform',
      url: 'https://acme.jobs.personio.de/job/1834171',
      places: [{ text: 'Munich' }, { text: 'Berlin' }],
      remote: false,
      department: 'Product and Tech',
      functionHint: 'it_software',
      levelHint: 'experienced',
      employmentType: 'full-time, permanent',
      descriptionHtml: null,
    });
    expect(jobs[0]!.postedAt?.toISOString()).toBe('2024-11-13T14:10:41.000Z');
  });
});

describe('Pinpoint: careerkit-postings.json', () => {
  it('reads sections, work mode, department in either place, a URL from the path, and pay as stated', async () => {
    const ctx = board('https://acme.pinpointhq.com', 'acme', {
      'https://acme.pinpointhq.com/postings.json': fixture('pinpoint/careerkit-postings.json'),
    });
    const [architect, consultant] = await read('pinpoint', ctx);
    expect(architect).toMatchObject({
      externalId: 'post-001',
      title: 'Enterprise Applications Architect',
      url: 'https://acme.pinpointhq.com/en/postings/post-001',
      places: [{ text: 'United States', remote: true }],
      remote: true,
      department: 'Technology',
      salary: { min: '135000', max: '198000', currency: 'USD', interval: 'year' },
    });
    for (const part of [
      'Lead the enterprise applications roadmap.',
      'What you will do',
      'What you bring',
      'Benefits',
    ])
      expect(architect!.descriptionHtml).toContain(part);
    expect(consultant).toMatchObject({
      externalId: 'post-002',
      url: 'https://acme.pinpointhq.com/postings/post-002',
      places: [{ text: 'Atlanta, GA', remote: false }],
      remote: false,
      department: 'Consulting',
      salary: { min: '70', max: '90', currency: 'USD', interval: 'hour' },
    });
  });
});

describe('Rippling: careerkit-board-jobs.json', () => {
  it('lists the posting once with both places; without its record it still makes a job', async () => {
    const ctx = board('https://api.rippling.com', 'acme', {
      'https://api.rippling.com/platform/api/ats/v1/board/acme/jobs': fixture(
        'rippling/careerkit-board-jobs.json',
      ),
    });
    const jobs = await read('rippling', ctx);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      externalId: '2f0674e6-f01f-4ecd-b459-e947241c211f',
      title: 'Account Executive - Accountants Channel (East Coast)',
      url: 'https://ats.acme.com/acme/jobs/2f0674e6-f01f-4ecd-b459-e947241c211f',
      places: [{ text: 'Remote (New Jersey, US)' }, { text: 'New York, NY' }],
      // One of its two places is an office: not a remote-only job.
      remote: false,
      department: 'Sales',
      descriptionHtml: null,
      postedAt: null,
    });
  });
});

describe('Breezy HR: hunt-breezy.json', () => {
  it('reads structured places from locations, or from location when the list is empty', async () => {
    const ctx = board('https://breezy.breezy.hr', 'breezy', {
      'https://breezy.breezy.hr/json': fixture('breezy/hunt-breezy.json'),
    });
    const [employee, open] = await read('breezy', ctx);
    expect(employee).toMatchObject({
      externalId: '98323abf2296',
      title: 'Employee #12',
      url: 'https://breezy.breezy.hr/p/98323abf2296-employee-12',
      places: [{ city: 'Chaos', region: 'FL', country: 'US', remote: false }],
      remote: false,
      department: 'Does Not Matter',
      employmentType: 'Other',
    });
    expect(employee!.postedAt?.toISOString()).toBe('2024-02-15T14:37:22.684Z');
    expect(open).toMatchObject({
      externalId: '088ac6d52139',
      places: [{ city: 'New York', region: 'NY', country: 'US', remote: false }],
      employmentType: 'Contract',
      department: 'Sporting Goods',
    });
  });
});

describe('Teamtailor: upcloud-jobs.rss', () => {
  it('reads id from the link, the tt: places, department, role, remote status, date and text', async () => {
    const ctx = board('https://upcloud.teamtailor.com', 'upcloud', {
      'https://upcloud.teamtailor.com/jobs.rss?per_page=100&page=1': fixture('teamtailor/upcloud-jobs.rss'),
    });
    const [analyst, developer] = await read('teamtailor', ctx);
    expect(analyst).toMatchObject({
      externalId: '8323453',
      title: 'Business Intelligence Analyst',
      url: 'https://upcloud.teamtailor.com/jobs/8323453-business-intelligence-analyst',
      places: [{ city: 'Helsinki', country: 'Finland', remote: false }],
      remote: false,
      department: 'Finance',
    });
    expect(analyst!.functionHint).toBeUndefined();
    expect(analyst!.postedAt?.toISOString()).toBe('2026-09-04T11:50:13.000Z');
    expect(analyst!.descriptionHtml).toContain('<strong>Business Intelligence Analyst</strong>');
    expect(developer).toMatchObject({
      externalId: '7958695',
      remote: true,
      department: 'Product Engineering',
    });
    expect(developer!.postedAt?.toISOString()).toBe('2026-06-23T13:35:08.000Z');
  });
});
