import pg from 'pg';
import { generateDataset } from '../search/dataset.ts';

// The digest's data set: the search bench's generated job market (500,000 active jobs), with exactly 20,000
// first seen in the past 24 hours, plus 100,000 people holding 250,000 saved searches with the daily email on.
// Search filters are drawn like people's: mostly a function, often a city and a level, sometimes keywords or a
// company; so many searches share filters, as in real use.

export interface DigestDataset {
  users: number;
  searches: number;
  activeJobs: number;
  newJobs: number;
  companies: number;
}

export const DEFAULT_DATASET: DigestDataset = {
  users: 100_000,
  searches: 250_000,
  activeJobs: 500_000,
  newJobs: 20_000,
  companies: 5_000,
};

const KEYWORDS = [
  'engineer',
  'manager',
  'senior',
  'data',
  'product',
  'design',
  'sales',
  'analyst',
  'lead',
  'AI',
  'remote',
  'marketing',
  'nurse',
  'intern',
  'director',
  'recruiter',
];

export async function generateDigestDataset(
  url: string,
  d: DigestDataset,
  now: Date,
  log: (m: string) => void = () => {},
): Promise<void> {
  await generateDataset(
    url,
    {
      companies: d.companies,
      activeJobs: d.activeJobs,
      closedJobs: 0,
      staleJobs: 0,
      days: 30,
      now,
    },
    log,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.7)');
    // Exactly `newJobs` jobs first seen (and news: boards Upstream knew, no posted dates) in the past day; every
    // other job older than that.
    await client.query(
      `UPDATE jobs SET first_seen_at = r.seen, listed_at = r.seen
         FROM (
           SELECT jid, CASE WHEN rn <= $2 THEN $1::timestamptz - make_interval(secs => random() * 86000)
                            ELSE $1::timestamptz - make_interval(secs => 86400 * (1 + random() * 29)) END AS seen
           FROM (SELECT id AS jid, row_number() OVER (ORDER BY random()) AS rn FROM jobs WHERE active) ranked
         ) r
        WHERE jobs.id = r.jid`,
      [now, d.newJobs],
    );
    await client.query(
      `INSERT INTO users (email, first_name) SELECT 'person' || g || '@bench.example', 'Person' FROM generate_series(1, $1::int) g`,
      [d.users],
    );
    // Half beta (2 daily emails), half private beta (3): 2.5 emailing searches a person on average.
    await client.query(
      `INSERT INTO permissions (user_id, type, tier, show_onboarding, referral_code)
       SELECT id, 'beta', CASE WHEN id % 2 = 0 THEN 'beta' ELSE 'private_beta' END, false, 'bench-' || id FROM users`,
    );
    const { rows: cos } = await client.query<{ slug: string }>(
      'SELECT slug FROM companies ORDER BY id LIMIT 200',
    );
    const { rows: fns } = await client.query<{ function: string }>('SELECT DISTINCT function FROM jobs');
    const { rows: cities } = await client.query<{ m: string }>(
      `SELECT DISTINCT concat_ws('|', city, state) AS m FROM job_locations LIMIT 40`,
    );
    await client.query(
      `INSERT INTO saved_searches (user_id, name, filters, email)
       SELECT u.id, 'Search ' || n, jsonb_build_object(
           'role', CASE WHEN random() < 0.8 THEN jsonb_build_array(($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int]) ELSE '[]'::jsonb END,
           'level', CASE WHEN random() < 0.3 THEN jsonb_build_array((ARRAY['Senior','Mid','Entry','Manager'])[1 + floor(random() * 4)::int]) ELSE '[]'::jsonb END,
           'type', '[]'::jsonb,
           'city', CASE WHEN random() < 0.5 THEN jsonb_build_array(($2::text[])[1 + floor(power(random(), 2) * array_length($2::text[], 1))::int]) ELSE '[]'::jsonb END,
           'industry', '[]'::jsonb,
           'company', CASE WHEN random() < 0.05 THEN jsonb_build_array(($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int]) ELSE '[]'::jsonb END,
           'job_title_search', CASE WHEN random() < 0.3 THEN jsonb_build_array(($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int]) ELSE '[]'::jsonb END,
           'show_hidden_jobs', false),
         true
         FROM users u CROSS JOIN generate_series(1, 3) n
        WHERE n <= CASE WHEN u.id % 2 = 0 THEN 2 ELSE 3 END
        LIMIT $5`,
      [fns.map((f) => f.function), cities.map((c) => c.m), cos.map((c) => c.slug), KEYWORDS, d.searches],
    );
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
