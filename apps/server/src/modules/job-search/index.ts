// The job search's face: the one job query with its two executors (SQL for the search page, in memory for the
// digest), the search routes and service (results, dropdowns, counts), the search caches, the catalogue's
// figures, and the port through which it reads a viewer's own lists.
export { createSearchCache, REFRESH_SESSIONS, type SearchCache } from './cache.ts';
export { createSearchCacheDropper, type SearchCacheDropper } from './cache-dropper.ts';
export { catalogueFiguresBetween, jobsPerDay } from './figures.ts';
export { type JobFilters, NO_FILTERS } from './query.ts';
export { type CandidateJob, createMatcher, type MemoryViewerLists, visibleTo } from './query-memory.ts';
export { type DigestCandidate, foldKeywords, newJobs, totalCounts as activeJobCounts } from './repo.ts';
export { jobSearchRoutes } from './routes.ts';
export { createJobSearchService, type JobSearchService, SEARCH_CACHE_PREFIX } from './service.ts';
export type { ViewerLists } from './viewer-lists.ts';
