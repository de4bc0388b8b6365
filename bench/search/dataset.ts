import type { Industry } from '@upstream/contract';
import pg from 'pg';

// A generated job market, written set-based with generate_series (never row by row) into the real tables,
// as ingestion would leave them: companies with one board each, open jobs (active), closed jobs and jobs of
// boards gone stale (both inactive, and never shown). Titles, cities and company sizes are skewed Zipf-like:
// a few common roles and big cities dominate, with a long tail of rare ones. Deterministic for a given seed.

/** [title, function]: most common first (the generator favours the head of the list). */
export const ROLES: readonly (readonly [string, string])[] = [
  ['Software Engineer', 'Engineering'],
  ['Account Executive', 'Sales'],
  ['Product Manager', 'Product'],
  ['Data Scientist', 'Data'],
  ['Customer Success Manager', 'Customer Success'],
  ['Backend Engineer', 'Engineering'],
  ['Data Analyst', 'Data'],
  ['Product Designer', 'Design'],
  ['Registered Nurse', 'Healthcare'],
  ['Marketing Manager', 'Marketing'],
  ['Frontend Engineer', 'Engineering'],
  ['Sales Development Representative', 'Sales'],
  ['Operations Manager', 'Operations'],
  ['Financial Analyst', 'Finance'],
  ['Data Engineer', 'Data'],
  ['Recruiter', 'People'],
  ['Site Reliability Engineer', 'Engineering'],
  ['Customer Support Specialist', 'Support'],
  ['Machine Learning Engineer', 'Data'],
  ['Solutions Engineer', 'Sales'],
  ['Product Marketing Manager', 'Marketing'],
  ['Technical Program Manager', 'Product'],
  ['Accountant', 'Finance'],
  ['UX Researcher', 'Design'],
  ['Security Engineer', 'Engineering'],
  ['Business Operations Analyst', 'Operations'],
  ['HR Business Partner', 'People'],
  ['Research Scientist', 'Research'],
  ['Corporate Counsel', 'Legal'],
  ['Content Designer', 'Design'],
  ['iOS Engineer', 'Engineering'],
  ['Android Engineer', 'Engineering'],
  ['Growth Marketing Manager', 'Marketing'],
  ['Technical Support Engineer', 'Support'],
  ['Implementation Consultant', 'Customer Success'],
  ['Paralegal', 'Legal'],
  ['Clinical Pharmacist', 'Healthcare'],
  ['Curriculum Developer', 'Education'],
  ['AI Research Engineer', 'Research'],
  ['QA Engineer', 'Engineering'],
  ['DevOps Engineer', 'Engineering'],
  ['Payroll Specialist', 'Finance'],
  ['Executive Assistant', 'Operations'],
  ['Ingénieur Logiciel', 'Engineering'],
  ['Actuary', 'Finance'],
  ['Bioinformatics Scientist', 'Research'],
  ['Instructional Designer', 'Education'],
  ['Physical Therapist', 'Healthcare'],
];

/** [prefix, level, type or null]: the shape of a title at each level, most common first. */
const LEVELS: readonly (readonly [string, string, string | null])[] = [
  ['', 'Mid', null],
  ['Senior ', 'Senior', null],
  ['Junior ', 'Entry', null],
  ['Staff ', 'Senior', null],
  ['Lead ', 'Senior', null],
  ['Associate ', 'Entry', null],
  ['Principal ', 'Senior', null],
  ['Manager, ', 'Manager', null],
  ['Intern, ', 'Entry', 'internship'],
  ['Director, ', 'Executive', null],
  ['MBA Intern, ', 'MBA', 'MBA internship'],
  ['VP, ', 'Executive', null],
];

export const CITIES: readonly (readonly [string, string])[] = [
  ['New York', 'NY'],
  ['San Francisco', 'CA'],
  ['Austin', 'TX'],
  ['Seattle', 'WA'],
  ['Chicago', 'IL'],
  ['Boston', 'MA'],
  ['Los Angeles', 'CA'],
  ['Denver', 'CO'],
  ['Atlanta', 'GA'],
  ['Washington', 'DC'],
  ['Dallas', 'TX'],
  ['Miami', 'FL'],
  ['San Diego', 'CA'],
  ['Portland', 'OR'],
  ['Philadelphia', 'PA'],
  ['Minneapolis', 'MN'],
  ['Nashville', 'TN'],
  ['Raleigh', 'NC'],
  ['Salt Lake City', 'UT'],
  ['Phoenix', 'AZ'],
  ['Pittsburgh', 'PA'],
  ['Toronto', 'ON'],
  ['Montréal', 'QC'],
  ['Vancouver', 'BC'],
  ['Columbus', 'OH'],
  ['Detroit', 'MI'],
  ['Houston', 'TX'],
  ['San Jose', 'CA'],
  ['Boulder', 'CO'],
  ['Madison', 'WI'],
  ['Ann Arbor', 'MI'],
  ['Burlington', 'VT'],
  ['Boise', 'ID'],
  ['Anchorage', 'AK'],
  ['Honolulu', 'HI'],
];

/** Where remote jobs may be done from (the city filter's 'Remote|…' values). */
export const REMOTE_REGIONS = ['US', 'Europe', 'Anywhere'] as const;

/** Companies' industries, from the product's own list so every one is a filter a member can choose. */
export const INDUSTRIES = [
  'Software',
  'Fintech',
  'Healthcare',
  'E-commerce',
  'Education',
  'Media',
  'Biotech',
  'Logistics',
  'Energy',
  'Cybersecurity',
  'Gaming',
  'Real Estate',
  'Insurance',
  'Travel',
  'Food',
  'Manufacturing',
  'Nonprofit',
  'Government',
  'Agriculture',
  'Aerospace',
] as const satisfies readonly Industry[];

const ADJECTIVES =
  'Blue Bright Clear Swift North Silver Green Quiet Bold Prime Red Golden Open Little Grand True Solid Rapid Clever Noble Lucky Iron Wild Happy Deep Sunny Urban Cedar Maple Harbor Summit River Stone Coral Amber Lunar Polar Crimson Velvet Orbit'.split(
    ' ',
  );
const NOUNS =
  'Labs Works Systems Health Bank Logic Cloud Foods Motors Energy Media Robotics Analytics Capital Studios Bio Networks Games Freight Learning Insurance Homes Security Pay Travel Foundry Grid Signal Forge Harvest Beacon Pixel Vector Anchor Compass Falcon Orchard Meadow Canyon Tide'.split(
    ' ',
  );
const SUFFIXES = ['', ' Inc', ' Co', ' Group', ' Technologies', ' Partners', ' Collective', ' AI'];

export interface DatasetOptions {
  companies: number;
  activeJobs: number;
  closedJobs: number;
  staleJobs: number;
  /** Jobs are first seen over this many days before `now` (the newest densest). */
  days?: number;
  now?: Date;
  seed?: number;
  /** The generator's version: a kept data set of another version is generated again. */
  version?: number;
}

/** The search bench's market: `activeJobs` open jobs from `companies` companies, with closed and stale ones beside them. */
export function searchDataset(activeJobs: number, companies: number): DatasetOptions {
  return {
    companies,
    activeJobs,
    closedJobs: Math.round(activeJobs * 0.15),
    staleJobs: Math.round(activeJobs * 0.05),
    seed: 0.42,
    // 2: pay, work modes and remote regions (issue 14).
    version: 2,
  };
}

/** Rows written per statement: small enough that progress shows every few seconds, large enough to stay set-based. */
const BATCH = 200_000;

/** What the generator wrote, table by table. */
export type GeneratedRows = Record<'companies' | 'job_boards' | 'jobs' | 'job_locations', number>;

/**
 * Fill the (migrated, empty) database with a generated market. Returns how long it took and the rows written;
 * `log` hears each table's progress (a million jobs take minutes).
 */
export async function generateDataset(
  connectionString: string,
  options: DatasetOptions,
  log: (m: string) => void = () => {},
): Promise<{ ms: number; rows: GeneratedRows }> {
  const started = Date.now();
  const rows: GeneratedRows = { companies: 0, job_boards: 0, jobs: 0, job_locations: 0 };
  const progress = (table: string, done: number, total: number, since: number) => {
    const seconds = (Date.now() - since) / 1000;
    const left = done > 0 ? (seconds / done) * (total - done) : Number.NaN;
    log(
      `  ${table}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ` +
        `(${Math.round((done / Math.max(total, 1)) * 100)}%) in ${seconds.toFixed(0)} s` +
        (done < total && Number.isFinite(left) ? `, about ${left.toFixed(0)} s left` : ''),
    );
  };
  const now = options.now ?? new Date();
  const days = options.days ?? 30;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT setseed($1)', [options.seed ?? 0.42]);
    const companies = await client.query(
      `INSERT INTO companies (name, slug, homepage_url, industry, created_at)
       SELECT name, 'co-' || i || '-' || lower(regexp_replace(name, '[^A-Za-z]+', '-', 'g')),
         'https://www.' || lower(regexp_replace(name, '[^A-Za-z]+', '', 'g')) || i || '.example.com',
         ($4::text[])[1 + floor(array_length($4::text[], 1) * power(random(), 1.5))::int], $5
       FROM (
         SELECT i, ($1::text[])[1 + i % array_length($1::text[], 1)] || ' '
           || ($2::text[])[1 + (i / array_length($1::text[], 1)) % array_length($2::text[], 1)]
           || ($3::text[])[1 + (i / (array_length($1::text[], 1) * array_length($2::text[], 1))) % array_length($3::text[], 1)]
           AS name
         FROM generate_series(0, $6::int - 1) AS i
       ) AS named`,
      [ADJECTIVES, NOUNS, SUFFIXES, INDUSTRIES, now, options.companies],
    );
    rows.companies = companies.rowCount ?? 0;
    const boards = await client.query(
      `INSERT INTO job_boards (company_id, ats, token, last_fetch_at, last_success_at, last_full_fetch_at)
       SELECT id, 'greenhouse', slug, $1, $1, $1 FROM companies WHERE slug LIKE 'co-%'`,
      [now],
    );
    rows.job_boards = boards.rowCount ?? 0;
    log(`  companies and boards: ${rows.companies.toLocaleString('en-US')} each`);
    const total = options.activeJobs + options.closedJobs + options.staleJobs;
    // In batches of consecutive numbers: the session's random() stream runs on from one batch to the next, so
    // the market is as deterministic as one statement would make it, and progress can be told.
    const jobsStarted = Date.now();
    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      const batch = await client.query(
        `WITH boards AS (
         SELECT array_agg(b.company_id ORDER BY b.company_id) AS companies, array_agg(b.id ORDER BY b.company_id) AS ids
         FROM job_boards b JOIN companies c ON c.id = b.company_id WHERE c.slug LIKE 'co-%'
       ),
       picks AS (
         SELECT g,
           1 + floor(array_length(boards.ids, 1) * power(random(), 2.2))::int AS b,
           1 + floor($2::int * power(random(), 1.7))::int AS r,
           1 + floor($5::int * power(random(), 2.4))::int AS l,
           random() AS t,
           random() AS age,
           random() AS s,
           random() AS w,
           power(random(), 1.6) AS pay
         FROM generate_series($13::int, $1::int) AS g, boards
       )
       INSERT INTO jobs (board_id, company_id, external_id, title, title_key, url, function, level, type, remote,
         work_mode, salary_currency, salary_interval, salary_min, salary_max, salary_annual_min, salary_annual_max,
         content_hash, first_seen_at, listed_at, last_seen_at, closed_at, active)
       SELECT boards.ids[p.b], boards.companies[p.b], 'bench-' || p.g,
         ($3::text[])[p.l] || ($4::text[])[p.r], lower(($3::text[])[p.l] || ($4::text[])[p.r]),
         'https://boards.example.com/jobs/' || p.g,
         ($6::text[])[p.r], ($7::text[])[p.l],
         COALESCE(nullif(($8::text[])[p.l], ''),
           CASE WHEN p.t < 0.05 THEN 'part-time' WHEN p.t < 0.13 THEN 'remote' ELSE 'full-time' END),
         p.t >= 0.05 AND p.t < 0.13,
         CASE WHEN p.t >= 0.05 AND p.t < 0.13 THEN 'remote' WHEN p.w < 0.25 THEN 'hybrid'
           WHEN p.w < 0.8 THEN 'on-site' END,
         -- A third of jobs publish pay: mostly in dollars, some in euros and pounds, yearly, 40k to 300k.
         CASE WHEN p.s < 0.28 THEN 'USD' WHEN p.s < 0.33 THEN 'EUR' WHEN p.s < 0.35 THEN 'GBP' END,
         CASE WHEN p.s < 0.35 THEN 'year' END,
         CASE WHEN p.s < 0.35 THEN round((40000 + p.pay * 260000) * 0.8) END,
         CASE WHEN p.s < 0.35 THEN round(40000 + p.pay * 260000) END,
         CASE WHEN p.s < 0.35 THEN round((40000 + p.pay * 260000) * 0.8)::int END,
         CASE WHEN p.s < 0.35 THEN round(40000 + p.pay * 260000)::int END,
         md5(p.g::text),
         $9::timestamptz - make_interval(secs => power(p.age, 1.3) * $10::int * 86400),
         $9::timestamptz - make_interval(secs => power(p.age, 1.3) * $10::int * 86400),
         $9::timestamptz,
         CASE WHEN p.g > $11::int AND p.g <= $11::int + $12::int THEN $9::timestamptz END,
         p.g <= $11::int
       FROM picks p, boards`,
        [
          to,
          ROLES.length,
          LEVELS.map((l) => l[0]),
          ROLES.map((r) => r[0]),
          LEVELS.length,
          ROLES.map((r) => r[1]),
          LEVELS.map((l) => l[1]),
          LEVELS.map((l) => l[2] ?? ''),
          now,
          days,
          options.activeJobs,
          options.closedJobs,
          from,
        ],
      );
      rows.jobs += batch.rowCount ?? 0;
      progress('jobs', rows.jobs, total, jobsStarted);
    }
    const { rows: span } = await client.query<{ lo: string; hi: string }>(
      `SELECT min(id) AS lo, max(id) AS hi FROM jobs WHERE external_id LIKE 'bench-%'`,
    );
    const [lo, hi] = [Number(span[0]?.lo ?? 1), Number(span[0]?.hi ?? 0)];
    const placesStarted = Date.now();
    // One place per job, a second for one in ten; big cities far more often than small ones; then where remote jobs
    // may be done from: mostly the US, some Europe, some anywhere.
    for (let from = lo; from <= hi; from += BATCH) {
      const to = Math.min(hi, from + BATCH - 1);
      const places = await client.query(
        `INSERT INTO job_locations (job_id, position, city, state, country)
       SELECT id, pos, ($1::text[])[c], ($2::text[])[c], 'US'
       FROM (
         SELECT j.id, p.pos, 1 + floor(array_length($1::text[], 1) * power(random(), 1.8))::int AS c
         FROM jobs j CROSS JOIN (VALUES (0), (1)) AS p(pos)
         WHERE j.id BETWEEN $3 AND $4 AND j.external_id LIKE 'bench-%' AND (p.pos = 0 OR j.id % 10 = 0)
       ) AS picked`,
        [CITIES.map((c) => c[0]), CITIES.map((c) => c[1]), from, to],
      );
      const remote = await client.query(
        `INSERT INTO job_locations (job_id, position, city, state, country, remote)
       SELECT j.id, 2, 'Remote', ($1::text[])[1 + (j.id % 20 >= 14)::int + (j.id % 20 >= 17)::int],
         CASE WHEN j.id % 20 < 14 THEN 'US' END, true
       FROM jobs j WHERE j.id BETWEEN $2 AND $3 AND j.external_id LIKE 'bench-%' AND j.remote`,
        [REMOTE_REGIONS, from, to],
      );
      rows.job_locations += (places.rowCount ?? 0) + (remote.rowCount ?? 0);
      progress('places of jobs', to - lo + 1, hi - lo + 1, placesStarted);
    }
    log('  analysing…');
    await client.query('ANALYZE companies, job_boards, jobs, job_locations');
  } finally {
    await client.end();
  }
  return { ms: Date.now() - started, rows };
}
