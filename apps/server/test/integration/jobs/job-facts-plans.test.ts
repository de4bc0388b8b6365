import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index.ts';
import { type JobFilters, NO_FILTERS } from '../../../src/modules/job-search/index.ts';
import { jobFilterWhere } from '../../../src/modules/job-search/query-sql.ts';
import { createTestDatabase } from '../../helpers/db.ts';

// Every new filter is index-backed (issue 23, item 8): on a catalogue shaped like the real one (jobs first seen
// over four months, a few percent that say they sponsor, a fifth remote, most of those open to the US or
// Europe), the planner answers each filter through its own index instead of reading every active job.

const NOW = new Date('2026-03-04T15:00:00Z');
const JOBS = 40_000;
let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await sql`
    WITH c AS (INSERT INTO companies (name, slug) VALUES ('Plans', 'plans') RETURNING id),
         b AS (INSERT INTO job_boards (company_id, ats, token) SELECT id, 'greenhouse', 'plans' FROM c RETURNING id, company_id)
    INSERT INTO jobs (board_id, company_id, external_id, title, title_key, url, content_hash, first_seen_at,
                      posted_at, listed_at, last_seen_at, active, remote, visa_sponsorship, remote_open_to,
                      remote_excluded)
    SELECT b.id, b.company_id, 'e' || g, 'Engineer ' || g, 'engineer ' || g, 'https://x/' || g, 'h' || g,
           ${NOW}::timestamptz - (g % 120) * interval '1 day' - (g % 24) * interval '1 hour',
           CASE WHEN g % 3 = 0 THEN NULL
                ELSE ${NOW}::timestamptz - (g % 120) * interval '1 day' - interval '2 days' END,
           ${NOW}::timestamptz - (g % 120) * interval '1 day',
           ${NOW}::timestamptz, g % 10 <> 0, g % 5 = 0,
           CASE WHEN g % 37 = 0 THEN 'sponsors' WHEN g % 11 = 0 THEN 'no-sponsorship' END,
           CASE WHEN g % 5 <> 0 THEN '{}'::text[]
                WHEN g % 15 = 0 THEN ARRAY['US'] WHEN g % 25 = 0 THEN ARRAY['*']
                WHEN g % 35 = 0 THEN ARRAY['DE', 'FR', 'PT', 'ES'] ELSE ARRAY['GB'] END,
           CASE WHEN g % 45 = 0 THEN ARRAY['US-CA'] ELSE '{}'::text[] END
      FROM b, generate_series(1, ${JOBS}) AS g`.execute(db);
  await sql`ANALYZE jobs`.execute(db);
}, 120_000);

async function plan(filters: Partial<JobFilters>): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    EXPLAIN SELECT count(*) FROM jobs j WHERE ${jobFilterWhere({ ...NO_FILTERS, ...filters }, NOW)}`.execute(
    db,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('the facts filters on a realistic catalogue', () => {
  it('answers "posted within" through the posted-date index', async () => {
    expect(await plan({ posted_within: '24h' })).toContain('jobs_active_posted_idx');
    expect(await plan({ posted_within: '3d' })).toContain('jobs_active_posted_idx');
  });

  it('answers "sponsors" through its own index', async () => {
    expect(await plan({ visa: 'sponsors' })).toContain('jobs_active_sponsors_idx');
  });

  it('answers a remote region through the GIN index of remote places', async () => {
    const portugal = await plan({ remote_region: ['PT'] });
    expect(portugal).toContain('jobs_active_remote_open_idx');
    expect(portugal).not.toMatch(/Seq Scan on jobs/);
  });

  it('combines them: posted within 3 days, sponsors, remote · US reads no job by a full scan', async () => {
    expect(await plan({ posted_within: '3d', visa: 'sponsors', remote_region: ['US'] })).not.toMatch(
      /Seq Scan on jobs/,
    );
  });
});
