import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import * as feeds from './feeds.ts';

/** The secret URLs of saved searches' feeds, managed by the member (the feed files are job-search's). */
export const savedSearchFeedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('savedSearchFeeds'),
    handler: async (request) => ({ feeds: await feeds.savedSearchFeeds(deps, requireMember(request).id) }),
  });

  app.route({
    ...endpoint('startSavedSearchFeed'),
    handler: async (request) =>
      feeds.startSavedSearchFeed(deps, requireMember(request).id, request.body.search_id),
  });

  app.route({
    ...endpoint('rotateSavedSearchFeed'),
    handler: async (request) =>
      feeds.rotateSavedSearchFeed(deps, requireMember(request).id, request.body.search_id),
  });

  app.route({
    ...endpoint('stopSavedSearchFeed'),
    handler: async (request) => ({
      feeds: await feeds.stopSavedSearchFeed(deps, requireMember(request).id, request.body.search_id),
    }),
  });
};
