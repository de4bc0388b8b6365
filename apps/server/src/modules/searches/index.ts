export { type DigestSearchRow, dueSearches, lockUncovered, markCovered } from './due-searches.ts';
export { dailyEmailLimit } from './quota.ts';
export { findSearchName, savedSearchesOf, turnOffEmail } from './repo.ts';
export { searchesRoutes } from './routes.ts';
export { filtersOf } from './service.ts';
