export { type DigestSearchRow, dueSearches, lockUncovered, markCovered } from './due-searches.ts';
export { deleteMemberFeeds, type FeedSearch, searchBehindFeed } from './feeds.ts';
export { deleteSavedSearchesOf, savedSearchDataOf } from './member-data.ts';
export { dailyEmailLimit } from './quota.ts';
export { findSearchName, savedSearchesOf, turnOffEmail } from './repo.ts';
export { savedSearchesRoutes } from './routes.ts';
export { normaliseFilters } from './service.ts';
