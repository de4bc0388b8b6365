import { z } from 'zod';
import { asMember, type EndpointSchemas, invalid, missing, refused } from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';
import {
  emailCountResponseSchema,
  savedSearchFiltersRequestSchema,
  savedSearchFiltersResponseSchema,
  searchFormSchema,
  searchIdResponseSchema,
  updateOnboardingSearchIdRequestSchema,
} from './searches.ts';

const saveAnswers = {
  200: z.object({}).describe('Nothing changed'),
  201: searchIdResponseSchema,
  204: z.null().describe('The daily-email quota is full; nothing was saved'),
};

/** Saved searches and their daily email. */
export const savedSearchEndpoints = {
  saveSearch: {
    auth: 'member',
    body: searchFormSchema,
    response: {
      ...saveAnswers,
      ...invalid,
      ...asMember,
      409: refused('The plan’s number of saved searches is reached: delete one to save another'),
    },
  },
  updateSearch: {
    auth: 'member',
    body: searchFormSchema,
    response: { ...saveAnswers, ...invalid, ...asMember, ...missing('Not one of your saved searches') },
  },
  deleteSearch: {
    auth: 'member',
    body: searchFormSchema,
    response: {
      200: z.object({ search_id: z.number().int() }),
      ...invalid,
      ...asMember,
      ...missing('Not one of your saved searches'),
    },
  },
  savedSearchFilters: {
    auth: 'member',
    token: 'read',
    body: savedSearchFiltersRequestSchema,
    response: {
      200: savedSearchFiltersResponseSchema,
      ...invalid,
      ...asMember,
      ...missing('Not one of your saved searches'),
    },
  },
  emailCount: { auth: 'member', response: { 200: emailCountResponseSchema, ...asMember } },
  setOnboardingSearch: {
    auth: 'member',
    body: updateOnboardingSearchIdRequestSchema,
    response: {
      200: searchIdResponseSchema,
      ...invalid,
      ...asMember,
      ...missing('Not one of your saved searches'),
    },
  },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
