import {
  COUNTS_CACHE_MINUTES,
  cityMatchValue,
  filtersKey,
  JOB_FUNCTIONS,
  JOB_LEVELS,
  JOB_TYPES,
  type Job,
  type JobCounts,
  type JobSearchResponse,
  type jobSearchRequestSchema,
  PUBLIC_LIMIT_MESSAGE,
  PUBLIC_RESULT_LIMIT,
  type TotalCounts,
} from '@upstream/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/errors.ts';
import { type Clock, DAY, MINUTE } from '../../lib/clock.ts';
import { withFields } from '../../lib/with-fields.ts';
import { savedSearchesOf } from '../saved-searches/index.ts';
import type { CacheOptions, CacheRequest, SearchCache } from './cache.ts';
import { createOptionsBody } from './options-body.ts';
import {
  hasMinSalary,
  isPersonalList,
  type JobFilters,
  jobFiltersKey,
  LIST_FILTERS,
  listingCutoff,
  NO_FILTERS,
} from './query.ts';
import type { Viewer } from './query-sql.ts';
import * as repo from './repo.ts';
import { createViewerExclusions } from './viewer-exclusions.ts';
import type { ViewerLists } from './viewer-lists.ts';

export type JobSearchInput = z.output<typeof jobSearchRequestSchema>;

export interface JobSearchServiceDeps {
  db: Db;
  /** Sessions that can only walk an index in order (createWalkingPool in db/index.ts). */
  walking: Db;
  clock: Clock;
  cache: SearchCache;
  lists: ViewerLists;
  /** The operator's limit on how long a job may have been listed to be shown (HIDE_JOBS_LISTED_OVER_DAYS). */
  hideListedOverDays?: number | null;
}

/** Landing totals and dropdown lists: refreshed every 10 minutes (spec §9). */
const COUNTS_CACHE: CacheOptions = { freshMs: COUNTS_CACHE_MINUTES * MINUTE, staleMs: DAY };
/**
 * Per-filter counts, refreshed on the schedule spec §9 sets for job counts (10 minutes). Jobs change only when
 * boards are fetched; ingestion marks these entries due after a fetch (the search cache dropper).
 */
const SEARCH_COUNT_CACHE: CacheOptions = { freshMs: COUNTS_CACHE_MINUTES * MINUTE, staleMs: DAY };

export const SEARCH_CACHE_PREFIX = 'jobs:';

/** A filter the planner counts on its own: a list filter, or the minimum salary. */
type SingleKey = (typeof LIST_FILTERS)[number] | 'salary';

/** Filters the facet index (migration 2026112223) covers together. */
const FACETS: ReadonlySet<string> = new Set(['role', 'level', 'type', 'city']);
/** Filters with a (value, listed_at, id) index of their own (migrations 2026112220, 2026112520). */
const WALK_INDEXED: ReadonlySet<string> = new Set(['role', 'level', 'type', 'company']);
/** Rough costs of reading one row through a heap visit, and one entry of a GIN posting list intersected. */
const COST_US = { heapRow: 6, facetEntry: 0.03 };
export const publicLimitError = () =>
  new AppError(403, 'public_limit', PUBLIC_LIMIT_MESSAGE, undefined, { isPublicLimit: true });

const result = (count: number, jobs: JobSearchResponse['job_search'][0]): JobSearchResponse => ({
  job_search_count: [[{ job_search_count: count }]],
  job_search: [jobs],
});

const listOptions = (values: readonly string[]) =>
  values.map((value, i) => ({ id: i + 1, value, match_value: value }));

const SEARCH_OPTIONS_KEY = `${SEARCH_CACHE_PREFIX}search-options`;

/** The search inputs' lists: every function, level and type, and the companies, cities and industries with jobs. */
async function searchOptions(on: Db) {
  const [companies, cities, industries] = await Promise.all([
    repo.companyOptions(on),
    repo.cityOptions(on),
    repo.industryValues(on),
  ]);
  return {
    roles: [listOptions(JOB_FUNCTIONS)],
    city: [
      cities.map((c, i) => ({
        id: i + 1,
        value: c.state ? `${c.city}, ${c.state}` : c.city,
        match_value: cityMatchValue(c.city, c.state),
      })),
    ],
    company: [companies],
    industry: [listOptions(industries)],
    level: [listOptions(JOB_LEVELS)],
    type: [listOptions(JOB_TYPES)],
  };
}

/** Job search, its dropdowns and the landing counts. Built once per process (services.ts). */
export function createJobSearchService(deps: JobSearchServiceDeps) {
  const { db, clock, cache, lists } = deps;
  const viewerOf = (userId: number | null): Viewer | null => (userId === null ? null : { userId, lists });
  const searchOptionsBody = createOptionsBody({
    clock,
    computedAt: () => cache.cachedAt(SEARCH_OPTIONS_KEY, COUNTS_CACHE, searchOptions),
    entry: () => cache.cachedEntry(SEARCH_OPTIONS_KEY, COUNTS_CACHE, searchOptions),
  });
  const exclusionsOf = createViewerExclusions({ db, clock });

  const totalsRequest: CacheRequest<repo.TotalCountsRow> = {
    key: `${SEARCH_CACHE_PREFIX}total-counts`,
    options: COUNTS_CACHE,
    compute: (on) => repo.totalCounts(on),
  };
  const totals = () => cache.cached(totalsRequest.key, totalsRequest.options, totalsRequest.compute);

  /**
   * The time a search counts "posted within" back from: now, to the start of the counts' fresh period, so a
   * cached count and the page read beside it agree, and a count is cached per period (never a day stale).
   */
  const searchTime = (): Date => {
    const period = COUNTS_CACHE_MINUTES * MINUTE;
    return new Date(Math.floor(clock.now().getTime() / period) * period);
  };

  /** Matches of the shared filters, cached per distinct filter set (and, with "posted within", per period). */
  const countRequest = (filters: JobFilters, at: Date): CacheRequest<number> => ({
    key: `${SEARCH_CACHE_PREFIX}count:${jobFiltersKey(filters)}${filters.posted_within ? `@${at.getTime()}` : ''}`,
    options: SEARCH_COUNT_CACHE,
    compute: (on) => repo.countMatchingJobs(on, filters, at),
  });

  /**
   * Matching jobs this viewer does not see: those of companies they blocked (each company's share of the
   * filters is a shared, cached count, so it costs nothing however big the company) plus the ones they hid.
   * What their lists leave out is kept until they change them or the counts period ends (viewer-exclusions.ts).
   */
  async function unseenBy(filters: JobFilters, viewer: Viewer, at: Date): Promise<number> {
    const { blocked, hidden } = await exclusionsOf(filters, viewer, at);
    // A company outside the search's own company filter has no matching jobs to leave out.
    const relevant = blocked.filter((slug) => !filters.company.length || filters.company.includes(slug));
    const perCompany = relevant.length
      ? await cache.cachedMany<number[]>(
          relevant.map((slug) => countRequest(withFields(filters, { company: [slug] }), at)),
        )
      : [];
    return perCompany.reduce((sum, n) => sum + n, hidden);
  }

  /**
   * Each set filter on its own: what a walk along its index or a collect through it would read. A minimum salary
   * that leaves out jobs without pay is one too (its own index answers it); one that keeps them matches most
   * jobs, which a walk checks from the date index without a table visit.
   */
  const singleFilters = (filters: JobFilters): { key: SingleKey; filters: JobFilters }[] => [
    ...LIST_FILTERS.filter((key) => filters[key].length > 0).map((key) => ({
      key,
      filters: { ...NO_FILTERS, [key]: filters[key] },
    })),
    ...(hasMinSalary(filters) && !filters.include_no_salary
      ? [
          {
            key: 'salary' as const,
            filters: {
              ...NO_FILTERS,
              min_salary: filters.min_salary,
              salary_currency: filters.salary_currency,
              include_no_salary: false,
            },
          },
        ]
      : []),
  ];

  /**
   * Pick how to read one page, from exact cached counts (the planner's estimates for combined filters and
   * keywords can be off a hundredfold). Costs in microseconds, measured on the 1,000,000-job bench set:
   * - walk: follow a date-ordered index and check the other filters row by row (a heap visit each). A single
   *   function, level, type or company has its own (value, date) index, so the walk reads
   *   end × (that filter's jobs / matches) rows; otherwise end × (active jobs / matches).
   * - collect: gather every match through the filters' own indexes, then sort. Facets (function, level, type,
   *   city) intersect inside one GIN index, which costs with the lengths of the lists intersected; any other
   *   filter (keywords, company list, industry) hands over its whole set, the smallest one first.
   * So a rare keyword or city never walks the whole index to fill one page, and a common one never gathers a
   * hundred thousand rows to show twenty.
   */
  function strategyFor(
    filters: JobFilters,
    count: number,
    end: number,
    totalJobs: number,
    singles: { key: SingleKey; count: number }[],
  ): repo.PageStrategy {
    const walkable = singles.filter(
      ({ key }) =>
        key !== 'salary' &&
        WALK_INDEXED.has(key) &&
        filters[key].length === 1 &&
        filters[key][0] !== 'remote',
    );
    const walkBase = Math.min(totalJobs, ...walkable.map((s) => s.count));
    const walkCost = ((end * Math.max(walkBase, count)) / Math.max(count, 1)) * COST_US.heapRow;
    const facetsOnly =
      !hasMinSalary(filters) && LIST_FILTERS.every((key) => FACETS.has(key) || filters[key].length === 0);
    const collectCost = facetsOnly
      ? singles.reduce((sum, s) => sum + s.count, 0) * COST_US.facetEntry + count * COST_US.heapRow
      : Math.min(totalJobs, ...singles.map((s) => s.count)) * COST_US.heapRow;
    return walkCost <= collectCost ? 'walk' : 'collect';
  }

  /** One page of results and the total for this viewer, read afresh. */
  async function findAnswer(input: JobSearchInput, userId: number | null): Promise<JobSearchResponse> {
    const visitor = userId === null;
    const offset = (input.page - 1) * input.pageSize;
    const limit = visitor ? Math.min(input.pageSize, PUBLIC_RESULT_LIMIT - offset) : input.pageSize;
    // One equality (or none) walks its own index in date order; anything more may mislead the planner.
    const hinted =
      singleFilters(input).length > 1 || input.city.length > 0 || input.job_title_search.length > 0;
    const viewer = viewerOf(userId);
    // The operator's listing-age limit is part of the job query (query.ts), never the searcher's to set.
    const query = withFields(input, { listed_after: listingCutoff(deps.hideListedOverDays, clock.now()) });
    const at = searchTime();
    const page = (strategy: repo.PageStrategy) =>
      repo.findJobPage(
        { shared: db, walking: deps.walking },
        query,
        viewer,
        { limit, offset, strategy, hinted },
        at,
      );

    let count: number;
    let jobs: Job[];
    if (isPersonalList(input, userId)) {
      count = await repo.countJobsForViewer(db, query, viewer, at);
      if (input.onboarding || count === 0 || offset >= count) return result(count, []);
      jobs = await page('collect');
    } else {
      // One cache lookup for everything this search needs to decide how to run.
      const singles = input.onboarding ? [] : singleFilters(input);
      const [base, total, ...singleCounts] = await cache.cachedMany<
        [number, repo.TotalCountsRow, ...number[]]
      >([
        countRequest(query, at),
        totalsRequest,
        ...singles.map((single) => countRequest(single.filters, at)),
      ]);
      if (input.onboarding && userId === null) return result(base, []);
      if (base === 0 || offset >= base) return result(base, []);
      // The viewer's own exclusions are a few hundred jobs at most: they do not change how to read the page,
      // so the page and the member's count are read side by side.
      const strategy = strategyFor(
        input,
        base,
        offset + limit,
        total.total_jobs,
        singles.map((single, i) => ({ key: single.key, count: singleCounts[i] ?? 0 })),
      );
      const [unseen, found] = await Promise.all([
        viewer === null ? 0 : unseenBy(query, viewer, at),
        input.onboarding ? [] : page(strategy),
      ]);
      count = Math.max(0, base - unseen);
      jobs = offset >= count ? [] : found;
    }
    const response = result(count, jobs);
    if (visitor && offset + limit >= PUBLIC_RESULT_LIMIT && count > PUBLIC_RESULT_LIMIT) {
      response.publicLimitMessage = PUBLIC_LIMIT_MESSAGE;
    }
    return response;
  }

  return {
    /** POST /api/post/jobs: one page of results and the total, or only the total for onboarding's live line. */
    async search(input: JobSearchInput, userId: number | null): Promise<JobSearchResponse> {
      const visitor = userId === null;
      const offset = (input.page - 1) * input.pageSize;
      if (visitor && !input.onboarding && offset >= PUBLIC_RESULT_LIMIT) throw publicLimitError();
      // A visitor has no saved or tracked jobs; asking for them finds nothing.
      if (visitor && (input.saved || input.tracked)) return result(0, []);
      // A member's answer is theirs alone (their hidden jobs, blocked companies and marks); a visitor's is the
      // same for every visitor who asks the same, so identical visitor searches share one for a few seconds.
      if (!visitor) return findAnswer(input, userId);
      const key = `${SEARCH_CACHE_PREFIX}answer:${filtersKey(input)}:${input.page}:${input.pageSize}${input.onboarding ? ':onboarding' : ''}`;
      return cache.shared(key, () => findAnswer(input, null));
    },

    /** The shared part of GET /api/get/jobs-search-inputs (options-body.ts). */
    searchOptionsBody,

    /** The viewer's part of the search inputs: their saved searches and how many jobs they hid. */
    async viewerSearchInputs(userId: number | null) {
      if (userId === null) return { saved_searches: [[]] as never[][], hidden_jobs_count: 0 };
      const [searches, hidden] = await Promise.all([
        savedSearchesOf(db, userId),
        repo.hiddenJobsCount(db, { userId, lists }),
      ]);
      return {
        saved_searches: [
          searches.map((s) => ({
            id: s.id,
            raw_search_name: s.name,
            match_value: String(s.id),
            value: s.name,
            email: s.email,
          })),
        ],
        hidden_jobs_count: hidden,
      };
    },

    async totalCounts(): Promise<TotalCounts> {
      return { total_counts: [[await totals()]] };
    },

    /**
     * Jobs and companies new in the past 24 hours ('today' on the landing page): the daily email's rule (query.ts),
     * so a board's first fetch of months-old postings counts for nothing here.
     */
    async jobCounts(): Promise<JobCounts> {
      const counts = await cache.cached(`${SEARCH_CACHE_PREFIX}job-counts`, COUNTS_CACHE, (on) => {
        const now = clock.now();
        return repo.newJobCounts(on, { after: new Date(now.getTime() - DAY), upTo: now });
      });
      return { job_counts: [[counts]] };
    },
  };
}

export type JobSearchService = ReturnType<typeof createJobSearchService>;
