import { FEED_JOBS, jobSearchRequestSchema, searchQueryString } from '@upstream/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { searchBehindFeed } from '../saved-searches/index.ts';
import { atomFeed, type FeedValidators, feedValidators, jsonFeed } from './feed-documents.ts';
import type { JobSearchService } from './service.ts';

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

/** A saved search's feed file: its newest matching jobs, run through the search page's own query. */
export const feedRoutes: FastifyPluginAsyncZod<AppDeps & { jobs: JobSearchService }> = async (app, deps) => {
  app.route({
    ...endpoint('savedSearchFeedFile', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }),
    handler: async (request, reply) => {
      const feed = await searchBehindFeed(deps, request.params.token);
      if (!feed) throw notFound('This feed link no longer works. Copy the new one from your saved searches.');
      const input = jobSearchRequestSchema.parse({ ...feed.filters, page: 1, pageSize: FEED_JOBS });
      const result = await deps.jobs.search(input, feed.userId);
      const jobs = result.job_search[0];
      const validators = feedValidators(feed.format, feed.updatedAt, jobs);
      reply
        .header('etag', validators.etag)
        .header('last-modified', validators.lastModified.toUTCString())
        // Readers keep the copy and ask again with its validators; no shared cache holds a member's feed.
        .header('cache-control', 'private, no-cache');
      if (notModified(request, validators)) return reply.status(304).send(null);
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
