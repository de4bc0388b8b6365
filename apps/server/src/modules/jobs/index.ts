// The jobs module's face: the job catalogue's search (routes and service), the one job query with its two
// executors, the search caches, and the port through which it reads a viewer's own lists.
export { createSearchCache, type SearchCache } from './cache.ts';
export { createSearchCacheDropper, type SearchCacheDropper } from './cache-dropper.ts';
export { slugify, titleKey } from './catalogue-keys.ts';
export {
  boardJobs,
  type CatalogueJob,
  closeJobs,
  companyExists,
  companyForImport,
  deactivateJobsOfBoards,
  type ExistingJob,
  findCompanyByName,
  findJob,
  ingestTransaction,
  insertImportedJob,
  insertJobs,
  jobByCompanyAndTitle,
  jobByUrl,
  type NewJobRow,
  type RepostCandidate,
  reactivateOpenJobs,
  reopenJobs,
  repostCandidates,
  updateJobs,
  upsertCompanies,
  upsertCompany,
} from './catalogue-repo.ts';
export { type JobFilters, listedAt, NO_FILTERS, POSTED_GRACE_DAYS } from './query.ts';
export { type CandidateJob, createMatcher, type MemoryViewerLists, visibleTo } from './query-memory.ts';
export {
  companyNames,
  type DigestCandidate,
  foldKeywords,
  type JobRow,
  jobPostingUrl,
  jobSummaries,
  newJobs,
  openJobsByBoard,
  totalCounts as activeJobCounts,
} from './repo.ts';
export { jobsRoutes } from './routes.ts';
export { createJobsService, type JobsService, SEARCH_CACHE_PREFIX } from './service.ts';
export type { ViewerLists } from './viewer-lists.ts';
