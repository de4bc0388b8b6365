import { jobSearchRequestSchema } from '@upstream/contract';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createJobSearchService, createSearchCache } from '../../apps/server/src/modules/job-search/index.ts';
import { createViewerLists } from '../../apps/server/src/modules/tracking/index.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const BIG_TABLES = new Set(['jobs', 'job_locations', 'user_jobs', 'job_notes']);

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])) {
    found.push(node['Relation Name']);
  }
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

/** Where PostgreSQL's time goes for one search: planning and execution (EXPLAIN ANALYZE, second run). */
export interface StatementTimes {
  planningMs: number;
  executionMs: number;
}

export interface PlanCheck {
  shape: string;
  queries: number;
  seqScans: string[];
  /** The statements every request runs (the page, a member's exclusions). */
  perRequest: StatementTimes;
  /** The counts the service caches for 10 minutes (run once per filter set, not per request). */
  cachedCounts: StatementTimes;
}

type AnalysedPlan = { 'Planning Time': number; 'Execution Time': number };

/**
 * The counts the service caches, so not paid per request: a count of the shared filters (countMatchingJobs) and
 * the totals (totalCounts). A walk is analysed on a plain session here, not on the walking pool's.
 */
const CACHED_COUNT = /^\s*SELECT count\(\*\)(?: AS n FROM jobs j WHERE|::int AS total_jobs)/;

/**
 * Run each search through the real service with every SQL statement captured, then EXPLAIN each one: no plan
 * may scan a big table sequentially. The count cache is bypassed by a fresh cache key prefix per run, so
 * the count queries are checked too.
 */
export async function checkPlans(
  url: string,
  searches: { shape: string; body: object; userId: number | null }[],
): Promise<PlanCheck[]> {
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const service = createJobSearchService({
    db,
    walking: db,
    clock: systemClock,
    cache: createSearchCache({ db, refreshDb: db, clock: systemClock, onError: () => {} }),
    lists: createViewerLists(db),
  });
  const results: PlanCheck[] = [];
  try {
    await db.deleteFrom('app_cache').execute();
    for (const { shape, body, userId } of searches) {
      captured.length = 0;
      await service.search(jobSearchRequestSchema.parse(body), userId);
      const statements = captured.filter((q) => /\bjobs\b/.test(q.sql) && !/app_cache/.test(q.sql));
      const scans: string[] = [];
      const perRequest = { planningMs: 0, executionMs: 0 };
      const cachedCounts = { planningMs: 0, executionMs: 0 };
      const personal = 'saved' in body || 'tracked' in body;
      for (const q of statements) {
        const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.parameters as unknown[]);
        const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
        scans.push(...seqScans(plan));
        // Timed on its second run, as a busy service finds its pages in memory.
        let timed: AnalysedPlan | undefined;
        for (let run = 0; run < 2; run++) {
          const analysed = await pool.query(
            `EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`,
            q.parameters as unknown[],
          );
          timed = (analysed.rows[0] as { 'QUERY PLAN': (typeof timed)[] })['QUERY PLAN'][0];
        }
        const into = CACHED_COUNT.test(q.sql) && !personal ? cachedCounts : perRequest;
        into.planningMs += timed?.['Planning Time'] ?? 0;
        into.executionMs += timed?.['Execution Time'] ?? 0;
      }
      results.push({ shape, queries: statements.length, seqScans: scans, perRequest, cachedCounts });
    }
  } finally {
    await db.destroy();
  }
  return results;
}
