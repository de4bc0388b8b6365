import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Job,
  type JobCounts,
  type JobSearchRequest,
  type JobSearchResponse,
  type JobsSearchInputs,
  PUBLIC_LIMIT_PLACEHOLDER_COUNT,
  type TotalCounts,
} from '@upstream/contract';
import { api } from './client.ts';

export const jobsKeys = {
  search: (request: JobSearchRequest) => ['jobs', 'search', request] as const,
  inputs: ['jobs', 'search-inputs'] as const,
  totals: ['jobs', 'total-counts'] as const,
  today: ['jobs', 'job-counts'] as const,
};

/** A search's outcome as the page shows it (spec §8: the public limit and failures are outcomes, not throws). */
export type SearchOutcome =
  | { kind: 'results'; jobs: Job[]; count: number; publicLimitMessage?: string }
  | { kind: 'public-limit'; jobs: []; count: number }
  | { kind: 'failed'; jobs: []; count: 0; message: string };

export async function searchJobs(request: JobSearchRequest, signal?: AbortSignal): Promise<SearchOutcome> {
  try {
    const res = await api<JobSearchResponse>('/api/post/jobs', {
      body: request as Record<string, unknown>,
      signal,
    });
    if (res.ok) {
      const body = res.data;
      return {
        kind: 'results',
        jobs: body.job_search[0],
        count: body.job_search_count[0][0].job_search_count,
        publicLimitMessage: body.publicLimitMessage,
      };
    }
    if (res.status === 403 && (res.data as { isPublicLimit?: boolean } | null)?.isPublicLimit) {
      return { kind: 'public-limit', jobs: [], count: PUBLIC_LIMIT_PLACEHOLDER_COUNT };
    }
    const message =
      res.status === 429
        ? 'You are searching very quickly. Please wait a minute and try again.'
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

/** One page of a search; the previous page stays on screen while the next loads. */
export function useJobSearch(request: JobSearchRequest | null) {
  return useQuery({
    queryKey: jobsKeys.search(request ?? ({} as JobSearchRequest)),
    queryFn: ({ signal }) => searchJobs(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
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
export function useSearchInputs() {
  return useQuery({
    queryKey: jobsKeys.inputs,
    queryFn: async () => {
      try {
        const res = await api<JobsSearchInputs>('/api/get/jobs-search-inputs');
        if (res.status < 500 && res.ok) return res.data;
      } catch (err) {
        console.error('search options failed to load', err);
      }
      return EMPTY_INPUTS;
    },
    staleTime: 5 * 60_000,
  });
}

export function useTotalCounts() {
  return useQuery({
    queryKey: jobsKeys.totals,
    queryFn: async () => {
      const res = await api<TotalCounts>('/api/get/total-counts');
      if (!res.ok) throw new Error(`total-counts answered ${res.status}`);
      return res.data.total_counts[0][0];
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useJobCounts() {
  return useQuery({
    queryKey: jobsKeys.today,
    queryFn: async () => {
      const res = await api<JobCounts>('/api/get/job-counts');
      if (!res.ok) throw new Error(`job-counts answered ${res.status}`);
      return res.data.job_counts[0][0];
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
