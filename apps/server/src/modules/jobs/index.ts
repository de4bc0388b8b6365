export { expireCache } from './cache.ts';
export { type JobRow, jobPostingUrl } from './repo.ts';
export { jobsRoutes } from './routes.ts';
export { createJobsService, SEARCH_CACHE_PREFIX } from './service.ts';
