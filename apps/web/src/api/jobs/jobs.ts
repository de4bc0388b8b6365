import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Job,
  type JobSearchRequest,
  type JobsSearchInputs,
  PUBLIC_LIMIT_PLACEHOLDER_COUNT,
} from '@upstream/contract';
import { type Api, api, apiDataVia, apiKey, errorMessage } from '../client.ts';

export const jobsKeys = {
  search: (request: JobSearchRequest) => apiKey('searchJobs', request),
  inputs: apiKey('searchInputs'),
  totals: apiKey('totalCounts'),
  today: apiKey('jobCounts'),
};

/** A search's outcome as the page shows it (spec §8: the public limit and failures are outcomes, not throws). */
export type SearchOutcome =
  | { kind: 'results'; jobs: Job[]; count: number; publicLimitMessage?: string }
  | { kind: 'public-limit'; jobs: []; count: number }
  | { kind: 'failed'; jobs: []; count: 0; message: string };

export async function searchJobs(
  request: JobSearchRequest,
  signal?: AbortSignal,
  call: Api = api,
): Promise<SearchOutcome> {
  try {
    const res = await call('searchJobs', request, { signal });
    if (res.ok) {
      const body = res.data;
      return {
        kind: 'results',
        jobs: body.job_search[0],
        count: body.job_search_count[0][0].job_search_count,
        publicLimitMessage: body.publicLimitMessage,
      };
    }
    if (res.status === 403 && 'isPublicLimit' in res.data) {
      return { kind: 'public-limit', jobs: [], count: PUBLIC_LIMIT_PLACEHOLDER_COUNT };
    }
    const message =
      res.status === 429
        ? 'You are searching very quickly. Please wait a minute and try again.'
        : res.status === 400
          ? errorMessage(res.data, 'We could not load jobs just now. Please try again.').replace(
              /^Invalid \w+: /,
              '',
            )
          : 'We could not load jobs just now. Please try again.';
    return { kind: 'failed', jobs: [], count: 0, message };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('job search failed', err);
    return {
      kind: 'failed',
      jobs: [],
      count: 0,
      message: 'We could not reach Upstream. Check your connection and try again.',
    };
  }
}

/** One page of a search (the server runs the same query when it renders the page). */
export const jobSearchQuery = (request: JobSearchRequest, call: Api = api) => ({
  queryKey: jobsKeys.search(request),
  queryFn: ({ signal }: { signal?: AbortSignal }) => searchJobs(request, signal, call),
  staleTime: 30_000,
});

/** One page of a search; the previous page stays on screen while the next loads. */
export function useJobSearch(request: JobSearchRequest | null) {
  return useQuery({
    ...jobSearchQuery(request ?? ({} as JobSearchRequest)),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

const EMPTY_INPUTS: JobsSearchInputs = {
  saved_searches: [[]],
  roles: [[]],
  city: [[]],
  company: [[]],
  industry: [[]],
  level: [[]],
  type: [[]],
  hidden_jobs_count: 0,
};

/** Dropdown options, saved searches and the hidden-jobs count; a failure leaves empty lists (spec §8). */
export const searchInputsQuery = (call: Api = api) => ({
  queryKey: jobsKeys.inputs,
  queryFn: async () => {
    try {
      const res = await call('searchInputs');
      if (res.ok) return res.data;
    } catch (err) {
      console.error('search options failed to load', err);
    }
    return EMPTY_INPUTS;
  },
  staleTime: 5 * 60_000,
});

export function useSearchInputs() {
  return useQuery(searchInputsQuery());
}

export const totalCountsQuery = (call: Api = api) => ({
  queryKey: jobsKeys.totals,
  queryFn: async () => (await apiDataVia(call, 'totalCounts')).total_counts[0][0],
  staleTime: 5 * 60_000,
  retry: 1,
});

export function useTotalCounts() {
  return useQuery(totalCountsQuery());
}

export const jobCountsQuery = (call: Api = api) => ({
  queryKey: jobsKeys.today,
  queryFn: async () => (await apiDataVia(call, 'jobCounts')).job_counts[0][0],
  staleTime: 5 * 60_000,
  retry: 1,
});

export function useJobCounts() {
  return useQuery(jobCountsQuery());
}
