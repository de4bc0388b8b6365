import { gunzipSync } from 'node:zlib';
import { type Job, RESULT_DEPTH_MESSAGE } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CACHE_PREFIX } from '../../../src/modules/job-search/service.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { createCompany, createJob } from './factory.ts';

const NOW = new Date('2026-01-15T12:00:00Z').getTime();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000);

let t: TestApp;
const ids = {} as Record<
  'senior' | 'ingenieur' | 'ai' | 'maintenance' | 'pm' | 'em' | 'closed' | 'stale',
  number
>;
let acme: Awaited<ReturnType<typeof createCompany>>;
let globex: Awaited<ReturnType<typeof createCompany>>;

async function search(body: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  return res;
}

async function titles(body: Record<string, unknown>, cookie?: string): Promise<string[]> {
  const res = await search(body, cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().job_search[0] as Job[]).map((j) => j.title);
}

async function count(body: Record<string, unknown>, cookie?: string): Promise<number> {
  const res = await search(body, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().job_search_count[0][0].job_search_count;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  acme = await createCompany(db, {
    name: 'Acme',
    slug: 'acme',
    industry: 'Software',
    homepage_url: 'https://acme.example.com',
  });
  globex = await createCompany(db, { name: 'Globex', slug: 'globex', industry: 'Healthcare' });
  const initech = await createCompany(db, { name: 'Initech', slug: 'initech', industry: 'Finance' });

  ids.senior = await createJob(db, acme, {
    title: 'Senior Software Engineer',
    level: 'Senior',
    firstSeenAt: minutesAgo(10),
    locations: [
      { city: 'San Francisco', state: 'CA' },
      { city: 'New York', state: 'NY' },
    ],
  });
  ids.ingenieur = await createJob(db, acme, {
    title: 'Ingénieur Logiciel',
    firstSeenAt: minutesAgo(20),
    locations: [{ city: 'Montréal', state: 'QC' }],
  });
  ids.ai = await createJob(db, globex, {
    title: 'AI Research Scientist',
    function: 'Research',
    level: 'Senior',
    firstSeenAt: minutesAgo(30),
    locations: [{ city: 'New York', state: 'NY' }],
  });
  ids.maintenance = await createJob(db, globex, {
    title: 'Maintenance Technician',
    function: 'Operations',
    level: 'Entry',
    type: 'part-time',
    firstSeenAt: minutesAgo(40),
  });
  ids.pm = await createJob(db, initech, {
    title: 'Product Manager, Payments',
    function: 'Product',
    level: 'Manager',
    type: 'remote',
    firstSeenAt: minutesAgo(50),
    locations: [],
  });
  ids.em = await createJob(db, initech, {
    title: 'Engineering Manager',
    level: 'Manager',
    remote: true,
    firstSeenAt: minutesAgo(60),
    locations: [{ city: 'New York', state: 'NY' }],
  });
  ids.closed = await createJob(db, acme, {
    title: 'Closed Software Engineer',
    closed: true,
    firstSeenAt: minutesAgo(5),
  });
  ids.stale = await createJob(db, acme, {
    title: 'Stale Software Engineer',
    active: false,
    firstSeenAt: minutesAgo(6),
  });
});

describe('POST /api/post/jobs', () => {
  it('lists only active jobs, newest first, in the spec shape', async () => {
    const res = await search({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.job_search_count).toEqual([[{ job_search_count: 6 }]]);
    expect((body.job_search[0] as Job[]).map((j) => j.title)).toEqual([
      'Senior Software Engineer',
      'Ingénieur Logiciel',
      'AI Research Scientist',
      'Maintenance Technician',
      'Product Manager, Payments',
      'Engineering Manager',
    ]);
    expect(body.publicLimitMessage).toBeUndefined();
    const first = body.job_search[0][0] as Job;
    expect(first).toEqual({
      id: ids.senior,
      title: 'Senior Software Engineer',
      company: 'Acme',
      locations: [
        { city: 'San Francisco', state: 'CA' },
        { city: 'New York', state: 'NY' },
      ],
      url: expect.stringMatching(/^https:\/\/boards\.example\.com\/jobs\//),
      formatted_date: minutesAgo(10).toISOString(),
      industry: 'Software',
      homepage_url: 'https://acme.example.com',
      saved: false,
      flagged: false,
      hidden: false,
      level: 'Senior',
      type: 'full-time',
      function: 'Engineering',
      job_notes_count: 0,
      current_status: null,
      company_id: acme.id,
      company_saved: false,
      // The board gave neither pay nor a work mode (issue 14).
      salary: null,
      work_mode: null,
      // Ghost-job evidence: listed ten minutes, never reposted, a company with too few jobs for a share (issue 23).
      listing: { listed_since: minutesAgo(10).toISOString(), reposts: 0, company_long_listed_share: null },
      flag_outcome: null,
      // Its posting says nothing of visas, and it is not remote (issues 22, 23).
      visa_sponsorship: null,
      visa_sentence: null,
      remote_eligibility: null,
    });
  });

  it('filters by role, level, type, city, industry and company, each OR-ed within and AND-ed across', async () => {
    expect(await titles({ role: ['Research', 'Product'] })).toEqual([
      'AI Research Scientist',
      'Product Manager, Payments',
    ]);
    expect(await titles({ level: ['Manager'] })).toEqual([
      'Product Manager, Payments',
      'Engineering Manager',
    ]);
    expect(await titles({ type: ['part-time'] })).toEqual(['Maintenance Technician']);
    // 'remote' finds the remote type and jobs the board marks remote
    expect(await titles({ type: ['remote'] })).toEqual(['Product Manager, Payments', 'Engineering Manager']);
    expect(await titles({ city: ['New York|NY'] })).toEqual([
      'Senior Software Engineer',
      'AI Research Scientist',
      'Engineering Manager',
    ]);
    expect(await titles({ city: ['Montréal|QC', 'San Francisco|CA'] })).toEqual([
      'Senior Software Engineer',
      'Ingénieur Logiciel',
    ]);
    expect(await titles({ industry: ['Healthcare'] })).toEqual([
      'AI Research Scientist',
      'Maintenance Technician',
    ]);
    expect(await titles({ company: ['acme', 'initech'] })).toHaveLength(4);
    expect(await titles({ role: ['Engineering'], level: ['Manager'], city: ['New York|NY'] })).toEqual([
      'Engineering Manager',
    ]);
    expect(await titles({ company: ['globex'], level: ['Senior'], type: ['full-time'] })).toEqual([
      'AI Research Scientist',
    ]);
    expect(await count({ role: ['Research'], company: ['acme'] })).toBe(0);
  });

  it('accepts comma-separated lists as the URL carries them', async () => {
    expect(await titles({ role: 'Research, Product,', city: '' })).toEqual([
      'AI Research Scientist',
      'Product Manager, Payments',
    ]);
  });

  it('matches title keywords at word starts, OR-joined, ignoring case and accents', async () => {
    expect(await titles({ job_title_search: ['engineer'] })).toEqual([
      'Senior Software Engineer',
      'Engineering Manager',
    ]);
    expect(await titles({ job_title_search: ['INGENIEUR'] })).toEqual(['Ingénieur Logiciel']);
    expect(await titles({ job_title_search: ['ingénieur'] })).toEqual(['Ingénieur Logiciel']);
    expect(await titles({ job_title_search: ['product manager'] })).toEqual(['Product Manager, Payments']);
    expect(await titles({ job_title_search: ['manager payments'] })).toEqual(['Product Manager, Payments']);
    // short keywords are whole words: 'AI' is not found inside 'Maintenance'
    expect(await titles({ job_title_search: ['ai'] })).toEqual(['AI Research Scientist']);
    expect(await titles({ job_title_search: ['scientist', 'technician'] })).toEqual([
      'AI Research Scientist',
      'Maintenance Technician',
    ]);
    // keywords combine with the other filters
    expect(await titles({ job_title_search: ['engineer'], level: ['Senior'] })).toEqual([
      'Senior Software Engineer',
    ]);
    expect(await count({ job_title_search: ['zzqxv'] })).toBe(0);
    expect(await count({ job_title_search: ['%'] })).toBe(0);
    expect(await count({ job_title_search: ['_'] })).toBe(0);
  });

  it('answers unknown filter values with an empty page, not an error', async () => {
    const res = await search({ role: ['Astronaut'], city: ['Atlantis|ZZ'], company: ['no-such-co'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ job_search_count: [[{ job_search_count: 0 }]], job_search: [[]] });
  });

  it('rejects malformed input with a clear 400', async () => {
    for (const body of [
      { page: 0 },
      { page: -3 },
      { page: 'two' },
      { role: 7 },
      { job_title_search: Array.from({ length: 101 }, (_, i) => `k${i}`) },
      { job_title_search: ['x'.repeat(201)] },
    ]) {
      const res = await search(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    // Paging is served to a depth of 10,000 results (page × page size); a deeper page says how to go on.
    const cookie = (await createSignedInUser(t.deps)).cookie;
    const deepest = await search({ page: 500 }, cookie);
    expect(deepest.statusCode).toBe(200);
    expect(deepest.json().job_search).toEqual([[]]);
    expect(deepest.json().job_search_count[0][0].job_search_count).toBe(6);
    for (const body of [{ page: 501 }, { page: 101, pageSize: 100 }, { page: 10_000 }]) {
      const deep = await search(body, cookie);
      expect(deep.statusCode, JSON.stringify(body)).toBe(400);
      expect(deep.json().error.message).toBe(`Invalid page: ${RESULT_DEPTH_MESSAGE}`);
    }
  });

  it('returns only the live count for onboarding', async () => {
    const res = await search({ onboarding: true, role: ['Engineering'] });
    expect(res.json()).toEqual({ job_search_count: [[{ job_search_count: 3 }]], job_search: [[]] });
  });
});

describe('per-user fields and lists', () => {
  it('carries saved, flagged, hidden, status, notes and company_saved; leaves out hidden jobs and blocked companies', async () => {
    const db = t.deps.db;
    const user = await createSignedInUser(t.deps);
    const other = await createSignedInUser(t.deps);
    await db
      .insertInto('user_jobs')
      .values([
        { user_id: user.id, job_id: ids.senior, saved: true, flagged: true, status: 'Cold Applied' },
        { user_id: user.id, job_id: ids.em, hidden: true },
        { user_id: user.id, job_id: ids.pm, saved: true },
        // hidden and of a blocked company: left out once, not twice
        { user_id: user.id, job_id: ids.ai, hidden: true },
        { user_id: other.id, job_id: ids.ingenieur, saved: true, hidden: true },
      ])
      .execute();
    await db
      .insertInto('job_notes')
      .values([
        { user_id: user.id, job_id: ids.senior, note: 'Referral from Sam' },
        { user_id: user.id, job_id: ids.senior, note: 'Cold Applied', is_status: true },
        { user_id: other.id, job_id: ids.senior, note: 'not mine' },
      ])
      .execute();
    await db.insertInto('saved_companies').values({ user_id: user.id, company_id: acme.id }).execute();
    await db.insertInto('blocked_companies').values({ user_id: user.id, company_id: globex.id }).execute();

    const res = await search({}, user.cookie);
    const jobs = res.json().job_search[0] as Job[];
    // the hidden Engineering Manager and the blocked company's jobs are gone
    expect(jobs.map((j) => j.title)).toEqual([
      'Senior Software Engineer',
      'Ingénieur Logiciel',
      'Product Manager, Payments',
    ]);
    expect(res.json().job_search_count[0][0].job_search_count).toBe(3);
    expect(jobs[0]).toMatchObject({
      saved: true,
      flagged: true,
      hidden: false,
      current_status: 'Cold Applied',
      job_notes_count: 2,
      company_saved: true,
    });
    // a saved company marks every job of that company; another user's marks never show
    expect(jobs[1]).toMatchObject({ saved: false, hidden: false, company_saved: true, job_notes_count: 0 });

    // show_hidden_jobs brings hidden ones back (marked), never the blocked company's
    const withHidden = (await search({ show_hidden_jobs: true }, user.cookie)).json();
    expect((withHidden.job_search[0] as Job[]).map((j) => j.title)).toContain('Engineering Manager');
    expect((withHidden.job_search[0] as Job[]).find((j) => j.id === ids.em)?.hidden).toBe(true);
    expect((withHidden.job_search[0] as Job[]).map((j) => j.title)).not.toContain('AI Research Scientist');
    expect(withHidden.job_search_count[0][0].job_search_count).toBe(4);
    // a company filter counts the blocked company's jobs only when it names that company
    expect((await search({ company: ['acme'] }, user.cookie)).json().job_search_count[0][0]).toEqual({
      job_search_count: 2,
    });
    expect((await search({ company: ['globex'] }, user.cookie)).json().job_search_count[0][0]).toEqual({
      job_search_count: 0,
    });

    expect(await titles({ saved: true }, user.cookie)).toEqual([
      'Senior Software Engineer',
      'Product Manager, Payments',
    ]);
    expect(await titles({ tracked: 'true' }, user.cookie)).toEqual(['Senior Software Engineer']);
    expect(await count({ saved: true, role: ['Product'] }, user.cookie)).toBe(1);
    // visitors have no lists
    expect(await count({ saved: true })).toBe(0);
  });
});

describe('search inputs and counts', () => {
  it('lists dropdown options from active jobs, and the viewer’s saved searches and hidden count', async () => {
    const user = await createSignedInUser(t.deps);
    await t.deps.db
      .insertInto('saved_searches')
      .values({ user_id: user.id, name: 'NYC engineering', filters: '{}', email: true })
      .execute();
    await t.deps.db
      .insertInto('user_jobs')
      .values({ user_id: user.id, job_id: ids.em, hidden: true })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/get/jobs-search-inputs',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.hidden_jobs_count).toBe(1);
    expect(body.saved_searches[0]).toEqual([
      {
        id: expect.any(Number),
        raw_search_name: 'NYC engineering',
        match_value: expect.any(String),
        value: 'NYC engineering',
        email: true,
      },
    ]);
    expect(body.company[0].map((o: { value: string }) => o.value)).toEqual(['Acme', 'Globex', 'Initech']);
    expect(body.company[0][0]).toEqual({ id: acme.id, value: 'Acme', match_value: 'acme' });
    // cities of active jobs only, most jobs first, shown 'city, state'
    expect(body.city[0][0]).toEqual({ id: 1, value: 'New York, NY', match_value: 'New York|NY' });
    expect(body.industry[0].map((o: { value: string }) => o.value)).toEqual([
      'Finance',
      'Healthcare',
      'Software',
    ]);
    expect(body.level[0].map((o: { value: string }) => o.value)).toEqual([
      'Executive',
      'Manager',
      'Senior',
      'Mid',
      'Entry',
      'MBA',
    ]);
    expect(body.type[0].map((o: { value: string }) => o.value)).toContain('MBA internship');
    expect(body.roles[0][0]).toEqual({ id: 1, value: 'Engineering', match_value: 'Engineering' });

    const visitor = (await t.app.inject({ method: 'GET', url: '/api/get/jobs-search-inputs' })).json();
    expect(visitor.saved_searches).toEqual([[]]);
    expect(visitor.hidden_jobs_count).toBe(0);

    // A browser that takes gzip gets the same document compressed.
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/get/jobs-search-inputs',
      headers: { cookie: user.cookie, 'accept-encoding': 'br;q=1, gzip;q=0.8' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(body);
  });

  it('sends the option lists as they were computed, and new lists as soon as they are recomputed', async () => {
    const companies = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/get/jobs-search-inputs' }))
        .json()
        .company[0].map((o: { value: string }) => o.value);
    const before = await companies();
    const umbrella = await createCompany(t.deps.db, { name: 'Umbrella', slug: 'umbrella' });
    await createJob(t.deps.db, umbrella, { title: 'Field Chemist', firstSeenAt: t.clock.now() });
    // The cached lists are the same until they are recomputed: the same document, past the process's reuse.
    t.clock.advance(10_000);
    expect(await companies()).toEqual(before);
    // Recomputed (as after a fetch that changed jobs): the next read past the reuse has the new company.
    await t.deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
    t.clock.advance(10_000);
    const after = await companies();
    expect(after).toContain('Umbrella');
    expect(after.filter((name: string) => name !== 'Umbrella')).toEqual(before);

    // Leave the market as the other tests expect it.
    await t.deps.db.deleteFrom('jobs').where('company_id', '=', umbrella.id).execute();
    await t.deps.db.deleteFrom('job_boards').where('company_id', '=', umbrella.id).execute();
    await t.deps.db.deleteFrom('companies').where('id', '=', umbrella.id).execute();
    await t.deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
  });

  it('counts active jobs and companies, and new ones of the past day, cached for 10 minutes', async () => {
    const totals = await t.app.inject({ method: 'GET', url: '/api/get/total-counts' });
    expect(totals.json()).toEqual({ total_counts: [[{ total_jobs: 6, total_companies: 3 }]] });
    const today = await t.app.inject({ method: 'GET', url: '/api/get/job-counts' });
    expect(today.json()).toEqual({ job_counts: [[{ job_search_count: 6, job_company_count: 3 }]] });

    const newco = await createCompany(t.deps.db, { name: 'Newco' });
    await createJob(t.deps.db, newco, { title: 'Founding Engineer', firstSeenAt: minutesAgo(1) });
    const cachedTotals = await t.app.inject({ method: 'GET', url: '/api/get/total-counts' });
    expect(cachedTotals.json().total_counts[0][0].total_jobs).toBe(6);

    t.clock.advance(11 * 60_000);
    // past its 10 minutes the stale total is answered once while it refreshes behind the request
    await t.app.inject({ method: 'GET', url: '/api/get/total-counts' });
    await new Promise((r) => setTimeout(r, 200));
    const refreshed = await t.app.inject({ method: 'GET', url: '/api/get/total-counts' });
    expect(refreshed.json()).toEqual({ total_counts: [[{ total_jobs: 7, total_companies: 4 }]] });
  });
});

describe('the visitor limit', () => {
  it('shows visitors the first 100 results, flags the last allowed page, and refuses later pages', async () => {
    const app = await createTestApp({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: '1000' } });
    const co = await createCompany(app.deps.db, { name: 'Bulk Co', slug: 'bulk' });
    for (let i = 0; i < 130; i += 1) {
      await createJob(app.deps.db, co, { title: `Analyst ${i}`, firstSeenAt: minutesAgo(i + 1) });
    }
    const post = (payload: object, cookie?: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/post/jobs',
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
        payload,
      });
    const page4 = (await post({ page: 4 })).json();
    expect(page4.publicLimitMessage).toBeUndefined();
    const page5 = (await post({ page: 5 })).json();
    expect(page5.job_search[0]).toHaveLength(20);
    expect(page5.job_search[0][19].title).toBe('Analyst 99');
    expect(page5.job_search_count[0][0].job_search_count).toBe(130);
    expect(page5.publicLimitMessage).toBe(
      "You've reached the limit for public users. Sign up for a free account to see all jobs!",
    );
    const page6 = await post({ page: 6 });
    expect(page6.statusCode).toBe(403);
    expect(page6.json()).toMatchObject({ isPublicLimit: true });
    // a signed-in user pages on
    const user = await createSignedInUser(app.deps);
    const member = await post({ page: 7 }, user.cookie);
    expect(member.statusCode).toBe(200);
    expect(member.json().job_search[0].map((j: Job) => j.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Analyst ${120 + i}`),
    );
    // a small result set never carries the message
    expect((await post({ job_title_search: ['analyst 12'] })).json().publicLimitMessage).toBeUndefined();
  });

  it('limits searches per IP', async () => {
    const app = await createTestApp({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: '3' } });
    const post = () =>
      app.app.inject({
        method: 'POST',
        url: '/api/post/jobs',
        headers: { origin: TEST_ORIGIN },
        payload: {},
      });
    for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(200);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many requests/);
  });
});

describe('city filter upkeep', () => {
  it('follows job_locations as they are added, changed and removed', async () => {
    const app = await createTestApp();
    const co = await createCompany(app.deps.db, { name: 'Mover', slug: 'mover' });
    const jobId = await createJob(app.deps.db, co, {
      title: 'Field Engineer',
      firstSeenAt: minutesAgo(3),
      locations: [{ city: 'Denver', state: 'CO' }],
    });
    const inCity = async (city: string) =>
      (
        await app.app.inject({
          method: 'POST',
          url: '/api/post/jobs',
          headers: { origin: TEST_ORIGIN },
          payload: { city: [city], onboarding: true },
        })
      ).json().job_search_count[0][0].job_search_count;
    expect(await inCity('Denver|CO')).toBe(1);
    await app.deps.db
      .updateTable('job_locations')
      .set({ city: 'Boulder' })
      .where('job_id', '=', jobId)
      .execute();
    await app.deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
    expect(await inCity('Denver|CO')).toBe(0);
    expect(await inCity('Boulder|CO')).toBe(1);
    await app.deps.db.deleteFrom('job_locations').where('job_id', '=', jobId).execute();
    await app.deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
    expect(await inCity('Boulder|CO')).toBe(0);
  });
});
