import type { Job } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { planDigests } from '../../../src/modules/alerts/digest.ts';
import { boardJobs } from '../../../src/modules/catalogue/index.ts';
import { createPlaces, normaliseJob, type SourceJob } from '../../../src/modules/ingestion/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser, createUser } from '../../helpers/users.ts';
import { createSavedSearch } from '../alerts/fixtures.ts';
import { createCompany } from './factory.ts';

// What a job seeker sees of a posting's own words (issues 22, 23): how recently it was posted, whether it
// sponsors a visa, and where a remote job may be done from — read at ingest, on the card with the deciding
// sentence, and filtered on by search, saved searches and the daily email.

const NOW = new Date('2026-03-04T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;

/** Postings as a board gives them; written through normalisation and the catalogue's bulk insert. */
const POSTINGS: (Pick<SourceJob, 'title' | 'places' | 'descriptionText'> & {
  postedHoursAgo: number | null;
})[] = [
  {
    title: 'Backend Engineer',
    places: [{ text: 'Remote - US' }],
    descriptionText:
      'This role is remote within the US, except for California and New York. Visa sponsorship is available for this position.',
    postedHoursAgo: 30,
  },
  {
    title: 'Frontend Engineer',
    places: [{ text: 'Remote' }],
    descriptionText: 'You must be based in Europe to apply. We are unable to sponsor visas for this role.',
    postedHoursAgo: 60,
  },
  {
    title: 'Data Engineer',
    places: [{ text: 'Remote' }],
    descriptionText: 'This position is open to candidates anywhere in the world. We build data tools.',
    postedHoursAgo: 24 * 10,
  },
  {
    title: 'Platform Engineer',
    places: [{ text: 'Remote' }],
    descriptionText: 'Candidates must be located in the EU, excluding Portugal.',
    postedHoursAgo: 20,
  },
  {
    title: 'Office Engineer',
    places: [{ text: 'Austin, TX' }],
    descriptionText: 'Join our Austin office. We sponsor H-1B visas for the right candidate.',
    postedHoursAgo: null,
  },
];

async function search(body: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().job_search[0] as Job[];
}
const titles = async (body: Record<string, unknown>) => (await search(body)).map((j) => j.title).sort();

beforeAll(async () => {
  t = await createTestApp({ clockStart: NOW.toISOString() });
  const company = await createCompany(t.deps.db, { name: 'Factful', slug: 'factful' });
  const places = createPlaces();
  // First seen twelve hours ago (the Office Engineer's board gives no date: first sight is its date).
  const firstSeenAt = new Date(NOW.getTime() - 12 * HOUR);
  const rows = POSTINGS.map((p, i) => {
    const job = normaliseJob(
      {
        externalId: `fact-${i}`,
        url: `https://boards.example.com/factful/${i}`,
        title: p.title,
        places: p.places,
        descriptionText: p.descriptionText,
        postedAt: p.postedHoursAgo === null ? null : new Date(NOW.getTime() - p.postedHoursAgo * HOUR),
      },
      places,
    )!;
    return {
      job,
      hash: `fact-${i}`,
      firstSeenAt,
      listedAt: firstSeenAt,
      repostedFromId: null,
      repostCount: 0,
    };
  });
  await boardJobs.insertJobs(t.deps.db, { id: company.boardId, companyId: company.id }, rows, firstSeenAt);
});

describe('the facts a card reads from the posting', () => {
  it('shows where a remote job is open and the visa reading, each with the sentence that decided it', async () => {
    const jobs = await search({});
    const card = (title: string) => jobs.find((j) => j.title === title)!;
    expect(card('Backend Engineer').remote_eligibility).toEqual({
      label: 'US only (not CA, NY)',
      sentence: 'This role is remote within the US, except for California and New York.',
    });
    expect(card('Backend Engineer').visa_sponsorship).toBe('sponsors');
    expect(card('Backend Engineer').visa_sentence).toBe('Visa sponsorship is available for this position.');
    expect(card('Frontend Engineer').remote_eligibility?.label).toBe('Europe');
    expect(card('Frontend Engineer').visa_sponsorship).toBe('no-sponsorship');
    expect(card('Data Engineer').remote_eligibility?.label).toBe('Anywhere');
    expect(card('Data Engineer').visa_sponsorship).toBeNull();
    // An office job has no remote line; its visa reading still shows.
    expect(card('Office Engineer').remote_eligibility).toBeNull();
    expect(card('Office Engineer').visa_sponsorship).toBe('sponsors');
  });
});

describe('the posted-within filter', () => {
  it("keeps jobs by the posting's own date, or first sight when the board gives none", async () => {
    // First seen 12 hours ago with no date of its own: the Office Engineer counts from then.
    expect(await titles({ posted_within: '24h' })).toEqual(['Office Engineer', 'Platform Engineer']);
    expect(await titles({ posted_within: '3d' })).toEqual([
      'Backend Engineer',
      'Frontend Engineer',
      'Office Engineer',
      'Platform Engineer',
    ]);
    expect(await titles({ posted_within: '14d' })).toHaveLength(5);
  });

  it('moves with the clock', async () => {
    t.clock.advance(DAY);
    try {
      expect(await titles({ posted_within: '24h' })).toEqual([]);
      expect(await titles({ posted_within: '3d' })).toEqual([
        'Backend Engineer',
        'Office Engineer',
        'Platform Engineer',
      ]);
    } finally {
      t.clock.advance(-DAY);
    }
  });

  it('refuses a span it does not offer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/jobs',
      headers: { origin: TEST_ORIGIN },
      payload: { posted_within: '2d' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the visa filter', () => {
  it('"sponsors" keeps jobs that say so; "sponsors or not said" leaves out only those that refuse', async () => {
    expect(await titles({ visa: 'sponsors' })).toEqual(['Backend Engineer', 'Office Engineer']);
    expect(await titles({ visa: 'sponsors-or-unsaid' })).toEqual([
      'Backend Engineer',
      'Data Engineer',
      'Office Engineer',
      'Platform Engineer',
    ]);
  });
});

describe('the remote-region filter', () => {
  it('finds remote jobs open to a country, by name, by a region that covers it or anywhere, not those excluding it', async () => {
    // Portugal: Europe covers it, anywhere covers it, the EU job leaves it out.
    expect(await titles({ remote_region: ['PT'] })).toEqual(['Data Engineer', 'Frontend Engineer']);
    expect(await titles({ remote_region: 'de' })).toEqual([
      'Data Engineer',
      'Frontend Engineer',
      'Platform Engineer',
    ]);
    expect(await titles({ remote_region: ['US'] })).toEqual(['Backend Engineer', 'Data Engineer']);
    // Never an office job, and a country no posting names finds only "anywhere".
    expect(await titles({ remote_region: ['JP'] })).toEqual(['Data Engineer']);
  });

  it('together: posted within 3 days, sponsors visas, remote · US', async () => {
    expect(await titles({ posted_within: '3d', visa: 'sponsors', remote_region: ['US'] })).toEqual([
      'Backend Engineer',
    ]);
  });
});

describe('a saved search with the facts filters', () => {
  it('keeps them and gives them back in its filters', async () => {
    const user = await createSignedInUser(t.deps, { permission: { type: 'free', tier: 'free' } });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload });
    const saved = await post('/api/post/save-search', {
      search_name: 'US remote with a visa',
      save_search: true,
      save_email: true,
      posted_within: '3d',
      visa: 'sponsors',
      remote_region: ['US'],
    });
    expect(saved.statusCode).toBe(201);
    const filters = await post('/api/post/saved-search-filters', { search_id: [saved.json().search_id] });
    const params = new URLSearchParams(filters.json().params);
    expect([params.get('posted_within'), params.get('visa'), params.get('remote_region')]).toEqual([
      '3d',
      'sponsors',
      'US',
    ]);
  });

  it('is honoured by the daily email', async () => {
    const user = await createUser(t.deps.db, { permission: { tier: 'plus' } });
    const portugal = await createSavedSearch(t.deps.db, user.id, 'Portugal', { remote_region: ['PT'] });
    const sponsors = await createSavedSearch(t.deps.db, user.id, 'Sponsors', { visa: 'sponsors' });
    const lately = await createSavedSearch(t.deps.db, user.id, 'Lately', { posted_within: '24h' });
    const { plans } = await planDigests(t.deps, { upTo: NOW, after: new Date(NOW.getTime() - DAY) });
    const sent = (id: number) =>
      plans
        .find((p) => p.search.id === id)
        ?.jobs.map((j) => j.title)
        .sort();
    expect(sent(portugal)).toEqual(['Data Engineer', 'Frontend Engineer']);
    expect(sent(sponsors)).toEqual(['Backend Engineer', 'Office Engineer']);
    expect(sent(lately)).toEqual(['Office Engineer', 'Platform Engineer']);
  });
});
