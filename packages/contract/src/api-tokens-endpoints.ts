import {
  apiTokensResponseSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  revokeApiTokenSchema,
} from './api-tokens.ts';
import { asMember, type EndpointSchemas, invalid, missing, refused } from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';

/** A member's personal access tokens (managed with the session only: a token never manages tokens). */
export const apiTokenEndpoints = {
  apiTokens: {
    auth: 'member',
    tags: ['API tokens'],
    response: { 200: apiTokensResponseSchema, ...asMember },
  },
  createApiToken: {
    auth: 'member',
    tags: ['API tokens'],
    body: createApiTokenSchema,
    response: {
      201: createdApiTokenSchema,
      ...invalid,
      ...asMember,
      409: refused('Too many tokens: revoke one to create another'),
    },
  },
  revokeApiToken: {
    auth: 'member',
    tags: ['API tokens'],
    body: revokeApiTokenSchema,
    response: {
      200: apiTokensResponseSchema,
      ...invalid,
      ...asMember,
      ...missing('Not one of your tokens'),
    },
  },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
