import { z } from 'zod';
import { type EndpointSchemas, invalid, throttled } from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';
import { apiErrorSchema } from './errors.ts';
import {
  jobCountsSchema,
  jobSearchRequestSchema,
  jobSearchResponseSchema,
  jobsSearchInputsSchema,
  publicLimitResponseSchema,
  totalCountsSchema,
} from './jobs.ts';

/** The job search: results, the form's choices, counts. */
export const searchEndpoints = {
  searchJobs: {
    token: 'read',
    tags: ['jobs'],
    summary: 'Search active jobs, newest first (visitors: the first 100 results)',
    body: jobSearchRequestSchema,
    response: {
      200: jobSearchResponseSchema,
      ...invalid,
      403: z
        .union([publicLimitResponseSchema, apiErrorSchema])
        .describe('Past the first 100 results while signed out (isPublicLimit), or a cross-site call'),
      ...throttled,
    },
  },
  searchInputs: {
    token: 'read',
    tags: ['jobs'],
    summary: 'Dropdown options of the search form, the saved searches and hidden-jobs count',
    response: { 200: jobsSearchInputsSchema },
  },
  jobCounts: {
    tags: ['jobs'],
    summary: 'Jobs and companies new today',
    response: { 200: jobCountsSchema },
  },
  totalCounts: {
    tags: ['jobs'],
    summary: 'Active jobs and companies hiring (cached 10 minutes)',
    response: { 200: totalCountsSchema },
  },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
