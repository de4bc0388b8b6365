import { formatSalary, type JobSalary, type PayInterval } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import { BoardFetchError } from '../../../src/modules/ingestion/connectors/http.ts';
import { CONNECTORS } from '../../../src/modules/ingestion/connectors/index.ts';
import type { BoardContext } from '../../../src/modules/ingestion/connectors/types.ts';
import {
  createPlaces,
  type NormalisedJob,
  normaliseJob,
} from '../../../src/modules/ingestion/normalise/index.ts';

const places = createPlaces();

// Field-level reading of the five newer boards, on answers shaped as the public feeds are (variants seen in
// published feeds: Personio's bare <additionalOffices>, Rippling's one row per place, Pinpoint's hidden pay).

function board(answers: Record<string, unknown>, token = 'acme'): BoardContext {
  const http: HttpClient = {
    json: async (url) => {
      if (!(url in answers)) throw new BoardFetchError('not_found', `no ${url}`, 404);
      return answers[url];
    },
    text: async (url) => {
      if (!(url in answers)) throw new BoardFetchError('not_found', `no ${url}`, 404);
      return answers[url] as string;
    },
  };
  return { token, baseUrl: 'https://acme.example', http, now: new Date('2026-11-01T00:00:00Z') };
}

/** The pay a job card receives for a stored job (the search reads a missing interval as yearly). */
const payOf = (job: NormalisedJob): JobSalary => ({
  min: job.salaryMin,
  max: job.salaryMax,
  currency: job.salaryCurrency,
  interval: (job.salaryInterval ?? 'year') as PayInterval,
});

async function read(ats: keyof typeof CONNECTORS, ctx: BoardContext) {
  const c = CONNECTORS[ats];
  const items = await c.list(ctx);
  const enriched = await Promise.all(
    items.map((i) => (c.enrich && (c.needsDetail?.(i) ?? true) ? c.enrich(i, ctx) : i)),
  );
  return enriched.map((i) => normaliseJob(c.toSource(i, ctx)!, places)!);
}

describe('Personio XML feed', () => {
  const feed = `<?xml version="1.0" encoding="UTF-8"?>
<workzag-jobs>
<position>
    <id>2659296</id>
    <subcompany>syte GmbH</subcompany>
    <office>Remote</office>
    <additionalOffices>Münster</additionalOffices>
    <department>International Expansion</department>
    <recruitingCategory>Vollzeit</recruitingCategory>
    <name>Country Manager Spain (m/w/d)</name>
    <jobDescriptions>
        <jobDescription>
            <name>Deine Mission</name>
            <value>
                <![CDATA[<p>Hallo &amp; willkommen</p>]]>
            </value>
        </jobDescription>
        <jobDescription>
            <name>Dein Profil</name>
            <value><![CDATA[<ul><li>Punkt eins</li></ul>]]></value>
        </jobDescription>
    </jobDescriptions>
    <employmentType>permanent</employmentType>
    <seniority>experienced</seniority>
    <schedule>part-time</schedule>
    <createdAt>2026-06-05T10:55:18+00:00</createdAt>
</position>
<position>
    <id>2777228</id>
    <office>Athens, Greece</office>
    <additionalOffices>
        <office>Berlin, Germany</office>
    </additionalOffices>
    <department>Sales &amp; Account Management</department>
    <name>Country Manager Sales &amp; Account Management (all genders)</name>
    <jobDescriptions></jobDescriptions>
    <createdAt>not-a-date</createdAt>
</position>
</workzag-jobs>`;

  it('reads every position: offices in both forms, sections under their names, schedule and dates', async () => {
    const [spain, sales] = await read('personio', board({ 'https://acme.example/xml?language=en': feed }));
    expect(spain).toMatchObject({
      externalId: '2659296',
      title: 'Country Manager Spain (m/w/d)',
      url: 'https://acme.example/job/2659296',
      department: 'International Expansion',
      type: 'part-time',
    });
    expect(spain!.places.map((p) => p.city)).toEqual(['Remote', 'Münster']);
    expect(spain!.description).toContain('Deine Mission');
    expect(spain!.description).toContain('Hallo & willkommen');
    expect(spain!.description).toContain('Punkt eins');
    expect(spain!.postedAt?.toISOString()).toBe('2026-06-05T10:55:18.000Z');
    expect(sales!.title).toBe('Country Manager Sales & Account Management (all genders)');
    expect(sales!.places.map((p) => p.city)).toEqual(['Athens', 'Berlin']);
    expect(sales!.postedAt).toBeNull();
  });

  it('reads an empty feed as a board with no postings, and a cut-off one as malformed', async () => {
    const empty = '<?xml version="1.0" encoding="UTF-8"?>\n\n<workzag-jobs>\n\n\n</workzag-jobs>';
    expect(await read('personio', board({ 'https://acme.example/xml?language=en': empty }))).toEqual([]);
    const cut = feed.slice(0, feed.indexOf('<position>', 100));
    await expect(
      read('personio', board({ 'https://acme.example/xml?language=en': cut })),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
    const html = '<!DOCTYPE html><html><body>Personio</body></html>';
    await expect(
      read('personio', board({ 'https://acme.example/xml?language=en': html })),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});

describe('Teamtailor RSS feed', () => {
  const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:tt="https://teamtailor.com/locations"><channel><title>Acme Analytics</title>
<item><title>Data Analyst</title><description>&lt;p&gt;Use SQL and Python.&lt;/p&gt;</description>
<pubDate>Wed, 30 Sep 2026 09:00:00 +0100</pubDate><link>https://acme.teamtailor.com/jobs/123456-data-analyst</link>
<guid isPermaLink="false">abc</guid><remoteStatus>hybrid</remoteStatus><tt:department>Data</tt:department>
<tt:locations><tt:location><tt:name>Dublin office</tt:name><tt:city>Dublin</tt:city><tt:country>Ireland</tt:country></tt:location></tt:locations></item>
<item><title>Senior Software Engineer</title><description><![CDATA[<p>Zurich or remote</p>]]></description>
<link>https://careers.example.ch/jobs/</link><guid>5f1c-uuid</guid><remoteStatus>fully</remoteStatus>
<tt:locations><tt:location><tt:name>Zurich</tt:name></tt:location></tt:locations></item>
</channel></rss>`;

  it('reads the number in the link as the id (else the guid), places, department, remote status and date', async () => {
    const [analyst, engineer] = await read(
      'teamtailor',
      board({ 'https://acme.example/jobs.rss?per_page=100&page=1': rss }),
    );
    expect(analyst).toMatchObject({ externalId: '123456', department: 'Data', remote: false });
    expect(analyst!.places[0]).toMatchObject({ city: 'Dublin', country: 'IE' });
    expect(analyst!.description).toBe('Use SQL and Python.');
    expect(analyst!.postedAt?.toISOString()).toBe('2026-09-30T08:00:00.000Z');
    expect(engineer).toMatchObject({ externalId: '5f1c-uuid', remote: true, type: 'remote' });
  });

  it('reads a feed that ignores paging once, however full its page', async () => {
    const items = Array.from(
      { length: 100 },
      (_, i) =>
        `<item><title>Role ${i}</title><link>https://acme.teamtailor.com/jobs/${1000 + i}-role</link></item>`,
    ).join('');
    const feed = `<?xml version="1.0"?><rss xmlns:tt="https://teamtailor.com/locations"><channel>${items}</channel></rss>`;
    const asked: string[] = [];
    const ctx = board({});
    ctx.http = {
      json: async () => null,
      text: async (url) => {
        asked.push(url);
        return feed;
      },
    };
    const jobs = await read('teamtailor', ctx);
    expect(jobs).toHaveLength(100);
    // The second page answered the same 100 items: nothing new, so no third request.
    expect(asked).toEqual([
      'https://acme.example/jobs.rss?per_page=100&page=1',
      'https://acme.example/jobs.rss?per_page=100&page=2',
    ]);
  });
});

describe('Pinpoint postings.json', () => {
  const posting = (over: Record<string, unknown>) => ({
    id: '334361',
    title: 'Senior Development Test Engineer',
    url: 'https://acme.pinpointhq.com/en/postings/2b03cd5d',
    description: '<div>Design fluid systems.</div>',
    key_responsibilities_header: 'Qualifications',
    key_responsibilities: '<ul><li>5+ years</li></ul>',
    skills_knowledge_expertise: null,
    benefits: null,
    location: { name: 'Long Beach, CA', city: 'Long Beach', province: 'California' },
    workplace_type: 'onsite',
    employment_type: 'full_time',
    employment_type_text: 'Full Time',
    compensation: '$120,000 - $150,000',
    compensation_visible: true,
    compensation_minimum: 120000,
    compensation_maximum: 150000,
    compensation_currency: 'USD',
    compensation_frequency: 'year',
    job: { requisition_id: 'REQ-0350', department: { id: '62809', name: 'Propulsion' } },
    ...over,
  });

  it('reads sections, place, department and pay only where the careers site shows it', async () => {
    const data = [
      posting({}),
      posting({
        id: '9',
        compensation_visible: false,
        workplace_type: 'remote',
        location: { name: 'Remote', city: 'Remote', province: '' },
      }),
    ];
    const [shown, hidden] = await read('pinpoint', board({ 'https://acme.example/postings.json': { data } }));
    expect(shown).toMatchObject({ externalId: '334361', department: 'Propulsion', remote: false });
    expect(shown!.places[0]).toMatchObject({ city: 'Long Beach' });
    expect(shown!.description).toContain('Qualifications');
    expect(shown!.description).toContain('5+ years');
    expect(shown!.salaryMin).toBe(120000);
    expect(shown!.salaryMax).toBe(150000);
    expect(hidden).toMatchObject({ remote: true, salaryMin: null, salaryMax: null });
  });
});

describe('Rippling job board', () => {
  const list = [
    {
      uuid: 'u1',
      name: 'Associate',
      department: { id: 'd', label: 'Sales' },
      url: 'https://ats.rippling.com/acme/jobs/u1',
      workLocation: { id: 'a', label: 'New York, NY' },
    },
    {
      uuid: 'u1',
      name: 'Associate',
      department: { id: 'd', label: 'Sales' },
      url: 'https://ats.rippling.com/acme/jobs/u1',
      workLocation: { id: 'b', label: 'Austin, TX' },
    },
  ];
  const detail = {
    uuid: 'u1',
    name: 'Associate',
    description: { company: '<p>About Acme</p>', role: '<p>Sell things</p>' },
    workLocations: ['New York, NY', 'Austin, TX'],
    employmentType: { label: 'HOURLY_PT', id: 'Hourly, part-time' },
    createdOn: '2026-10-01T12:00:00Z',
    payRangeDetails: [
      {
        location: 'New York, NY',
        currency: 'USD',
        frequency: 'HOUR',
        rangeStart: 18,
        rangeEnd: 25,
        isRemote: false,
      },
    ],
  };

  it('lists a posting open in two places once, and reads its record for text, type, date and hourly pay', async () => {
    const api = 'https://acme.example/platform/api/ats/v1/board/acme/jobs';
    const jobs = await read('rippling', board({ [api]: list, [`${api}/u1`]: detail }));
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job!.places.map((p) => p.city)).toEqual(['New York', 'Austin']);
    expect(job!.description).toContain('Sell things');
    expect(job).toMatchObject({ externalId: 'u1', department: 'Sales', type: 'part-time' });
    expect(job!.postedAt?.toISOString()).toBe('2026-10-01T12:00:00.000Z');
    // $18–25 an hour, kept in its interval as the card shows it, never $18 a year. Part-time hours are not a
    // working year, so there is no yearly figure for the minimum-salary filter to compare: it counts as a job
    // without a (comparable) salary.
    expect(job).toMatchObject({
      salaryMin: 18,
      salaryMax: 25,
      salaryCurrency: 'USD',
      salaryInterval: 'hour',
      salaryAnnualMin: null,
      salaryAnnualMax: null,
    });
    expect(formatSalary(payOf(job!))).toBe('$18–$25/hr');
  });

  it('gives full-time hourly pay its yearly figure (40-hour weeks) for the minimum-salary filter', async () => {
    const api = 'https://acme.example/platform/api/ats/v1/board/acme/jobs';
    const fullTime = { ...detail, employmentType: { label: 'HOURLY_FT', id: 'Hourly, full-time' } };
    const [job] = await read('rippling', board({ [api]: list, [`${api}/u1`]: fullTime }));
    expect(job).toMatchObject({ type: 'full-time', salaryMin: 18, salaryMax: 25, salaryInterval: 'hour' });
    expect(job).toMatchObject({ salaryAnnualMin: 18 * 2080, salaryAnnualMax: 25 * 2080 });
    expect(formatSalary(payOf(job!))).toBe('$18–$25/hr');
  });
});

describe('Breezy HR json', () => {
  it('reads each position with its structured places, type and date', async () => {
    const positions = [
      {
        id: '12b3ed96c30c',
        friendly_id: '12b3ed96c30c-data-engineer-intern',
        name: 'Data Engineer Intern',
        url: 'https://acme.breezy.hr/p/12b3ed96c30c-data-engineer-intern',
        published_date: '2026-09-20T14:03:11.120Z',
        type: { id: 'intern', name: 'Internship' },
        location: {
          country: { name: 'United States', id: 'US' },
          state: { id: 'NY', name: 'New York' },
          city: 'New York',
          is_remote: false,
          name: 'New York, NY',
        },
        department: 'Engineering',
        salary: '',
        company: { name: 'Acme', logo_url: null, friendly_id: 'acme' },
      },
      {
        id: 'ab12',
        name: 'Support Lead',
        url: 'https://acme.breezy.hr/p/ab12-support-lead',
        type: { id: 'fullTime', name: 'Full-Time' },
        location: {
          country: { name: 'United Kingdom', id: 'GB' },
          city: 'London',
          is_remote: true,
          name: 'London, GB',
        },
      },
    ];
    const [intern, lead] = await read('breezy', board({ 'https://acme.example/json': positions }));
    expect(intern).toMatchObject({
      externalId: '12b3ed96c30c',
      type: 'internship',
      department: 'Engineering',
    });
    expect(intern!.places[0]).toMatchObject({ city: 'New York', state: 'NY' });
    expect(intern!.postedAt?.toISOString()).toBe('2026-09-20T14:03:11.120Z');
    expect(lead).toMatchObject({ remote: true, type: 'remote' });
  });
});
