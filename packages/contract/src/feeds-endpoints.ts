import { z } from 'zod';
import { asMember, type EndpointSchemas, file, invalid, missing, throttled } from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';
import {
  savedSearchFeedRequestSchema,
  savedSearchFeedSchema,
  savedSearchFeedsResponseSchema,
} from './feeds.ts';

const notYours = missing('Not one of your saved searches');

/** Saved searches' feeds: their secret URLs (managed with the session) and the feed files themselves. */
export const feedEndpoints = {
  savedSearchFeeds: {
    auth: 'member',
    response: { 200: savedSearchFeedsResponseSchema, ...asMember },
  },
  startSavedSearchFeed: {
    auth: 'member',
    body: savedSearchFeedRequestSchema,
    response: { 200: savedSearchFeedSchema, ...invalid, ...asMember, ...notYours },
  },
  rotateSavedSearchFeed: {
    auth: 'member',
    body: savedSearchFeedRequestSchema,
    response: { 200: savedSearchFeedSchema, ...invalid, ...asMember, ...notYours },
  },
  stopSavedSearchFeed: {
    auth: 'member',
    body: savedSearchFeedRequestSchema,
    response: { 200: savedSearchFeedsResponseSchema, ...invalid, ...asMember, ...notYours },
  },
  // Feed readers fetch without cookies: the secret URL is the credential.
  savedSearchFeedFile: {
    hide: true,
    params: z.object({ token: z.string().max(100) }),
    response: {
      200: file('application/atom+xml or application/feed+json'),
      304: z.null().describe('Not modified since the ETag or date the reader sent'),
      ...invalid,
      ...missing('The feed link no longer works'),
      ...throttled,
    },
  },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
