import {
  COUNTS_CACHE_MINUTES,
  FEED_JOBS,
  type Job,
  jobSearchRequestSchema,
  searchQueryString,
} from '@upstream/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { MINUTE } from '../../lib/clock.ts';
import { searchBehindFeed } from '../saved-searches/index.ts';
import type { SearchCache } from './cache.ts';
import { atomFeed, type FeedValidators, feedValidators, jsonFeed } from './feed-documents.ts';
import { type JobSearchService, SEARCH_CACHE_PREFIX } from './service.ts';

const CONTENT_TYPES = {
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
} as const;

/** Whether the reader's copy is still current (If-None-Match first, as RFC 9110 §13.2.2 orders them). */
function notModified(request: FastifyRequest, { etag, lastModified }: FeedValidators): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch)
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/**
 * How long a feed's validators are answered from the search cache without running its job query. Sooner when
 * the catalogue changes: the cache dropper marks them due with the search counts after a board fetch or an
 * operator's change. The period also bounds how late a "posted within" window, the operator's listing-age
 * limit or a job the member hid reaches the validators, as it bounds the search counts (spec §9).
 */
const FEED_VALIDATORS_CACHE = { freshMs: COUNTS_CACHE_MINUTES * MINUTE, staleMs: 0 };

/** Validators as the shared cache stores them (JSON: the date as text). */
interface StoredValidators {
  etag: string;
  lastModified: string;
}

/** A saved search's feed file: its newest matching jobs, run through the search page's own query. */
export const feedRoutes: FastifyPluginAsyncZod<
  AppDeps & { jobs: JobSearchService; searchCache: SearchCache }
> = async (app, deps) => {
  app.route({
    ...endpoint('savedSearchFeedFile', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }),
    handler: async (request, reply) => {
      const feed = await searchBehindFeed(deps, request.params.token);
      if (!feed) throw notFound('This feed link no longer works. Copy the new one from your saved searches.');
      const input = jobSearchRequestSchema.parse({ ...feed.filters, page: 1, pageSize: FEED_JOBS });
      const newestJobs = async () => (await deps.jobs.search(input, feed.userId)).job_search[0];
      // A reader polling every few minutes is answered from the validators its last answer left in the shared
      // cache (one keyed lookup); the 50-job query runs only once they are due or the reader's copy is older.
      // Editing the search changes its updatedAt, and with it the key.
      const read: { jobs?: Job[] } = {};
      const stored = await deps.searchCache.cached<StoredValidators>(
        `${SEARCH_CACHE_PREFIX}feed:${feed.searchId}:${feed.format}:${feed.updatedAt.toISOString()}`,
        FEED_VALIDATORS_CACHE,
        async () => {
          read.jobs = await newestJobs();
          const fresh = feedValidators(feed.format, feed.updatedAt, read.jobs);
          return { etag: fresh.etag, lastModified: fresh.lastModified.toISOString() };
        },
      );
      let validators: FeedValidators = { etag: stored.etag, lastModified: new Date(stored.lastModified) };
      const setValidators = () =>
        reply
          .header('etag', validators.etag)
          .header('last-modified', validators.lastModified.toUTCString())
          // Readers keep the copy and ask again with its validators; no shared cache holds a member's feed.
          .header('cache-control', 'private, no-cache');
      if (notModified(request, validators)) return setValidators().status(304).send(null);
      const jobs = read.jobs ?? (await newestJobs());
      // The body's own validators, should the catalogue have changed since the cached ones were computed.
      validators = feedValidators(feed.format, feed.updatedAt, jobs);
      setValidators();
      if (!read.jobs && notModified(request, validators)) return reply.status(304).send(null);
      const context = {
        name: feed.name,
        searchId: feed.searchId,
        selfUrl: feed.selfUrl,
        pageUrl: `${deps.config.publicUrl}/job-search?${searchQueryString(feed.filters)}`,
        host: new URL(deps.config.publicUrl).hostname,
        updated: validators.lastModified,
      };
      return reply
        .type(CONTENT_TYPES[feed.format])
        .send(feed.format === 'atom' ? atomFeed(context, jobs) : jsonFeed(context, jobs));
    },
  });
};
