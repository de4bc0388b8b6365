import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index.ts';
import {
  type CandidateJob,
  createMatcher,
  foldKeywords,
  type JobFilters,
  listedAt,
  type MemoryViewerLists,
  visibleTo,
} from '../../../src/modules/jobs/index.ts';
import { jobSearchWhere, newJobsWhere } from '../../../src/modules/jobs/query-sql.ts';
import { placeKeys } from '../../../src/modules/jobs/repo.ts';
import { createViewerLists } from '../../../src/modules/tracking/index.ts';
import { createTestDatabase } from '../../helpers/db.ts';
import { createUser } from '../../helpers/users.ts';

// The one job query has two executors: SQL for the search page, in memory for the daily digest. Random jobs,
// viewers and filter sets must make both choose exactly the same jobs, or the email and the page it links to
// disagree.

const FUNCTIONS = ['Engineering', 'Design', 'Sales', 'Finance', 'Other'];
const LEVELS = ['Entry', 'Mid', 'Senior', 'Executive'];
const TYPES = ['full-time', 'part-time', 'contract', 'remote'];
const INDUSTRIES = ['Software', 'Fintech', 'Healthcare', null];
const PLACES: { city: string | null; state: string | null }[] = [
  { city: 'Austin', state: 'TX' },
  { city: 'Austin', state: null },
  { city: 'New York', state: 'NY' },
  { city: 'São Paulo', state: 'SP' },
  { city: 'Zürich', state: null },
  { city: null, state: 'CA' },
  { city: '', state: 'WA' },
];
// Words with accents, punctuation, short words and words that start others ('engineer' / 'engineering').
const WORDS = [
  'Senior',
  'sr.',
  'Software',
  'Engineer',
  'Engineering',
  'Ingénieur',
  'Développeur',
  'Manager',
  'AI',
  'QA',
  'VP',
  'ML/AI',
  'C++',
  'C#',
  'Front-End',
  'Intern',
  'Maintenance',
  'Data',
  '(Remote)',
  '—',
  'Ops',
];
const KEYWORDS = [
  'engineer',
  'ENGINEERING',
  'ingenieur',
  'ingénieur',
  'developpeur',
  'ai',
  'a',
  'qa',
  'vp',
  'c++',
  'c#',
  'front end',
  'front-end',
  'intern',
  'main',
  'sr',
  '  data ',
  '!!',
  '—',
  'ops',
  'zz',
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-03-01T00:00:00Z');

interface JobSpec {
  company: number;
  title: string;
  function: string;
  level: string;
  type: string;
  remote: boolean;
  active: boolean;
  seenDay: number;
  /** Hours before first sight the ATS says it was posted (negative: a date after first sight), or none. */
  postedHoursBefore: number | null;
  /** Written by its board's first fetch, where first sight is not news. */
  firstFetch: boolean;
  places: { city: string | null; state: string | null }[];
  /** Index of an earlier job of the population this one reposts, and how many days before it that one was last seen. */
  repost: { of: number; goneDays: number } | null;
}

interface ViewerSpec {
  hidden: number[];
  saved: number[];
  tracked: number[];
  blocked: number[];
}

const jobArb = (companies: number): fc.Arbitrary<JobSpec> =>
  fc.record({
    company: fc.nat({ max: companies - 1 }),
    title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
    function: fc.constantFrom(...FUNCTIONS),
    level: fc.constantFrom(...LEVELS),
    type: fc.constantFrom(...TYPES),
    remote: fc.boolean(),
    active: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    seenDay: fc.integer({ min: 0, max: 6 }),
    // Around the two-day grace (48 h) and far beyond it: a posting months old on a board added today.
    postedHoursBefore: fc.option(
      fc.oneof(
        fc.integer({ min: -3, max: 60 }),
        fc.integer({ min: 24 * 7, max: 24 * 120 }),
        fc.constantFrom(47, 48, 49),
      ),
      { freq: 2 },
    ),
    firstFetch: fc.boolean(),
    places: fc.uniqueArray(fc.constantFrom(...PLACES), { maxLength: 3 }),
    repost: fc.option(fc.record({ of: fc.nat(), goneDays: fc.integer({ min: 0, max: 60 }) }), { freq: 3 }),
  });

const populationArb = fc.integer({ min: 2, max: 5 }).chain((companies) =>
  fc.record({
    companies: fc.constant(companies),
    industries: fc.array(fc.constantFrom(...INDUSTRIES), { minLength: companies, maxLength: companies }),
    jobs: fc.array(jobArb(companies), { minLength: 5, maxLength: 40 }),
    viewers: fc.array(
      fc.record({
        hidden: fc.array(fc.nat(), { maxLength: 6 }),
        saved: fc.array(fc.nat(), { maxLength: 6 }),
        tracked: fc.array(fc.nat(), { maxLength: 6 }),
        blocked: fc.array(fc.nat(), { maxLength: 2 }),
      }),
      { minLength: 2, maxLength: 3 },
    ),
  }),
);

interface Population {
  jobIds: number[];
  companyIds: number[];
  companySlugs: string[];
  userIds: number[];
  candidates: CandidateJob[];
  lists: Required<MemoryViewerLists>;
}

let db: Db;
let seq = 0;

/** Write a generated population as ingestion would leave it (places' keys kept by the job_locations triggers). */
async function insertPopulation(spec: {
  companies: number;
  industries: (string | null)[];
  jobs: JobSpec[];
  viewers: ViewerSpec[];
}): Promise<Population> {
  const p = ++seq;
  const companyIds: number[] = [];
  const companySlugs: string[] = [];
  const boardIds: number[] = [];
  for (let c = 0; c < spec.companies; c++) {
    const slug = `p${p}-company-${c}`;
    const company = await db
      .insertInto('companies')
      .values({ name: `Company ${p}.${c}`, slug, industry: spec.industries[c] ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const board = await db
      .insertInto('job_boards')
      .values({ company_id: company.id, ats: 'greenhouse', token: slug })
      .returning('id')
      .executeTakeFirstOrThrow();
    companyIds.push(company.id);
    companySlugs.push(slug);
    boardIds.push(board.id);
  }
  const jobIds: number[] = [];
  for (const [i, job] of spec.jobs.entries()) {
    const seen = new Date(T0 + job.seenDay * DAY + i * 60_000);
    const posted =
      job.postedHoursBefore === null ? null : new Date(seen.getTime() - job.postedHoursBefore * HOUR);
    const original = job.repost && i > 0 ? jobIds[job.repost.of % i]! : null;
    if (original !== null && job.repost) {
      await db
        .updateTable('jobs')
        .set({ last_seen_at: new Date(seen.getTime() - job.repost.goneDays * DAY) })
        .where('id', '=', original)
        .execute();
    }
    const row = await db
      .insertInto('jobs')
      .values({
        board_id: boardIds[job.company]!,
        company_id: companyIds[job.company]!,
        external_id: `p${p}-${i}`,
        title: job.title,
        title_key: job.title.toLowerCase(),
        url: `https://jobs.example.com/p${p}/${i}`,
        function: job.function,
        level: job.level,
        type: job.type,
        remote: job.remote,
        content_hash: `p${p}-${i}`,
        first_seen_at: seen,
        posted_at: posted,
        listed_at: listedAt({ postedAt: posted, firstSeenAt: seen, firstFetch: job.firstFetch }),
        last_seen_at: seen,
        active: job.active,
        reposted_from_id: original,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    jobIds.push(row.id);
    if (job.places.length)
      await db
        .insertInto('job_locations')
        .values(job.places.map((place, position) => ({ job_id: row.id, position, ...place })))
        .execute();
  }
  const lists = {
    hidden: new Set<string>(),
    saved: new Set<string>(),
    tracked: new Set<string>(),
    blocked: new Set<string>(),
  };
  const userIds: number[] = [];
  for (const viewer of spec.viewers) {
    const user = await createUser(db);
    userIds.push(user.id);
    const marks = new Map<number, { hidden: boolean; saved: boolean; status: string | null }>();
    const mark = (i: number) => {
      const id = jobIds[i % jobIds.length]!;
      const m = marks.get(id) ?? { hidden: false, saved: false, status: null };
      marks.set(id, m);
      return m;
    };
    for (const i of viewer.hidden) mark(i).hidden = true;
    for (const i of viewer.saved) mark(i).saved = true;
    for (const i of viewer.tracked) mark(i).status = 'Cold Applied';
    for (const [jobId, m] of marks) {
      await db
        .insertInto('user_jobs')
        .values({ user_id: user.id, job_id: jobId, hidden: m.hidden, saved: m.saved, status: m.status })
        .execute();
      if (m.hidden) lists.hidden.add(`${user.id}:${jobId}`);
      if (m.saved) lists.saved.add(`${user.id}:${jobId}`);
      if (m.status) lists.tracked.add(`${user.id}:${jobId}`);
    }
    for (const c of new Set(viewer.blocked.map((b) => b % spec.companies))) {
      await db
        .insertInto('blocked_companies')
        .values({ user_id: user.id, company_id: companyIds[c]! })
        .execute();
      lists.blocked.add(`${user.id}:${companyIds[c]}`);
    }
  }
  // The in-memory executor's rows, as the digest reads them (title folded by Postgres).
  const { rows } = await sql<
    Omit<CandidateJob, 'cities'> & { places: { city: string | null; state: string | null }[] }
  >`
    SELECT j.id, j.function, j.level, j.type, j.remote, j.active, j.first_seen_at, j.listed_at, j.company_id,
           j.title_search,
           o.last_seen_at AS reposted_from_last_seen_at, c.slug AS company_slug, c.industry,
           coalesce((SELECT json_agg(json_build_object('city', l.city, 'state', l.state) ORDER BY l.position)
                       FROM job_locations l WHERE l.job_id = j.id), '[]'::json) AS places
      FROM jobs j JOIN companies c ON c.id = j.company_id LEFT JOIN jobs o ON o.id = j.reposted_from_id
     WHERE j.id = ANY(${jobIds}::bigint[]) ORDER BY j.id`.execute(db);
  const candidates = rows.map(({ places, ...row }) => ({ ...row, cities: placeKeys(places) }));
  // What the digest asks the viewer-lists port: the same sets, read back through it.
  const viewerLists = createViewerLists(db);
  const [hidden, blocked] = await Promise.all([
    viewerLists.hiddenAmong(jobIds),
    viewerLists.blockedAmong(companyIds),
  ]);
  expect(hidden).toEqual(lists.hidden);
  expect(blocked).toEqual(lists.blocked);
  return { jobIds, companyIds, companySlugs, userIds, candidates, lists };
}

const filtersArb = (population: Population): fc.Arbitrary<JobFilters> => {
  const cityKeys = [...new Set(population.candidates.flatMap((j) => j.cities))];
  const sub = <T>(values: T[]) => fc.subarray(values, { maxLength: Math.min(3, values.length) });
  return fc.record({
    role: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 3 },
      { arbitrary: sub([...FUNCTIONS, 'Legal']), weight: 2 },
    ),
    level: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 3 },
      { arbitrary: sub(LEVELS), weight: 1 },
    ),
    type: fc.oneof({ arbitrary: fc.constant<string[]>([]), weight: 3 }, { arbitrary: sub(TYPES), weight: 2 }),
    city: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 3 },
      { arbitrary: sub([...cityKeys, 'Nowhere|ZZ', 'Austin|CA']), weight: 2 },
    ),
    industry: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 4 },
      { arbitrary: sub(['Software', 'Fintech', 'Healthcare', 'Retail']), weight: 1 },
    ),
    company: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 3 },
      { arbitrary: sub([...population.companySlugs, 'no-such-company']), weight: 1 },
    ),
    job_title_search: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 2 },
      { arbitrary: fc.subarray(KEYWORDS, { maxLength: 3 }), weight: 3 },
      { arbitrary: fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 }), weight: 1 },
    ),
    show_hidden_jobs: fc.boolean(),
    saved: fc.boolean(),
    tracked: fc.boolean(),
  });
};

// Digest windows over the days jobs were seen, and now and then over the months their postings go back.
const windowArb = fc.option(
  fc
    .oneof(
      { arbitrary: fc.tuple(fc.integer({ min: -1, max: 7 }), fc.integer({ min: 0, max: 8 })), weight: 4 },
      { arbitrary: fc.tuple(fc.integer({ min: -125, max: -2 }), fc.integer({ min: 1, max: 60 })), weight: 1 },
    )
    .map(([a, span]) => ({ after: new Date(T0 + a * DAY), upTo: new Date(T0 + (a + span) * DAY) })),
  { freq: 2 },
);

/** The search page's executor, restricted to the population (and to a digest window when given). */
async function bySql(
  population: Population,
  filters: JobFilters,
  userId: number | null,
  window: { after: Date; upTo: Date } | null,
): Promise<number[]> {
  const viewer = userId === null ? null : { userId, lists: createViewerLists(db) };
  const { rows } = await sql<{ id: number }>`
    SELECT j.id FROM jobs j LEFT JOIN jobs o ON o.id = j.reposted_from_id
     WHERE j.id = ANY(${population.jobIds}::bigint[]) AND ${jobSearchWhere(filters, viewer)}
       ${window ? sql`AND ${newJobsWhere(window)}` : sql``}
     ORDER BY j.id`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** The digest's executor over the same jobs. */
async function inMemory(
  population: Population,
  filters: JobFilters,
  userId: number | null,
  window: { after: Date; upTo: Date } | null,
): Promise<number[]> {
  const folded = await foldKeywords(db, filters.job_title_search);
  const matcher = createMatcher(population.candidates, folded, window ? { newIn: window } : {});
  return matcher
    .match(filters)
    .map((i) => population.candidates[i]!)
    .filter((job) => userId === null || visibleTo(job, filters, userId, population.lists))
    .map((job) => job.id)
    .sort((a, b) => a - b);
}

let populations: Population[] = [];

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const specs = fc.sample(populationArb, { numRuns: 12, seed: 20261124 });
  for (const spec of specs) populations.push(await insertPopulation(spec));
  populations = populations.filter((p) => p.jobIds.length > 0);
}, 120_000);

describe('the job query', () => {
  it('chooses the same jobs in SQL and in memory, for any filters, viewer and window', async () => {
    const caseArb = fc.nat({ max: populations.length - 1 }).chain((p) =>
      fc.record({
        p: fc.constant(p),
        filters: filtersArb(populations[p]!),
        viewer: fc.option(fc.nat({ max: populations[p]!.userIds.length - 1 }), { freq: 4 }),
        window: windowArb,
      }),
    );
    let nonEmpty = 0;
    let nonEmptyWindows = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ p, filters, viewer, window }) => {
        const population = populations[p]!;
        const userId = viewer === null ? null : population.userIds[viewer]!;
        // A visitor has no lists of their own: asking for saved or tracked jobs finds nothing on the page.
        const query = userId === null ? { ...filters, saved: false, tracked: false } : filters;
        const [fromSql, fromMemory] = await Promise.all([
          bySql(population, query, userId, window),
          inMemory(population, query, userId, window),
        ]);
        if (fromSql.length) nonEmpty++;
        if (fromSql.length && window) nonEmptyWindows++;
        expect(fromMemory).toEqual(fromSql);
      }),
      { numRuns: 1000, seed: 24112026 },
    );
    // The cases are not vacuous: a good share of them choose some jobs.
    expect(nonEmpty).toBeGreaterThan(200);
    expect(nonEmptyWindows).toBeGreaterThan(30);
  }, 120_000);
});
