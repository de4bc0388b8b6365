import { useQuery } from '@tanstack/react-query';
import {
  emptyJobSearchFilters,
  FIRST_SAVED_SEARCH_NAME,
  type JobSearchFilters,
  type JobSearchResponse,
  type JobsSearchInputs,
  MAX_EMAILS_MESSAGE,
  parseSearchQueryString,
  type SavedSearchFiltersResponse,
  type SearchIdResponse,
} from '@upstream/contract';
import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../api/client.ts';

// The onboarding search over HTTP: created once on the welcome step, refined on each step, counted live.
// The calls belong to the saved-searches and job-search areas (spec §7).

/** POST /api/post/save-search with the welcome step's payload, then remember it as the onboarding search. */
export async function createFirstSavedSearch(): Promise<number> {
  const res = await api('/api/post/save-search', {
    body: {
      ...emptyJobSearchFilters(),
      search_name: FIRST_SAVED_SEARCH_NAME,
      save_search: true,
      save_email: true,
    },
  });
  if (res.status !== 201)
    throw new Error(errorMessage(res.data, 'We could not create your first saved search.'));
  const { search_id } = res.data as SearchIdResponse;
  const stored = await api('/api/post/update-onboarding-search-id', { body: { search_id } });
  if (!stored.ok)
    throw new Error(errorMessage(stored.data, 'We could not remember your first saved search.'));
  return search_id;
}

export interface OnboardingSearch {
  filters: JobSearchFilters;
  searchName: string;
}

/** The saved search's current filters and name (POST /api/post/saved-search-filters). */
export function useOnboardingSearch(searchId: number | null) {
  return useQuery({
    queryKey: ['onboarding-search', searchId],
    enabled: searchId != null,
    queryFn: async (): Promise<OnboardingSearch> => {
      const res = await api<SavedSearchFiltersResponse>('/api/post/saved-search-filters', {
        body: { search_id: [searchId] },
      });
      if (!res.ok) return { filters: emptyJobSearchFilters(), searchName: FIRST_SAVED_SEARCH_NAME };
      const params = new URLSearchParams(res.data.params);
      return {
        filters: parseSearchQueryString(params),
        searchName: params.get('search_name') ?? FIRST_SAVED_SEARCH_NAME,
      };
    },
    staleTime: 0,
  });
}

/** POST /api/post/update-search: keep the onboarding search (with its daily email) in step with the form. */
export async function saveOnboardingSearch(
  searchId: number,
  filters: JobSearchFilters,
  searchName: string,
): Promise<string | null> {
  const res = await api('/api/post/update-search', {
    body: {
      ...filters,
      search_id: [searchId],
      search_name: searchName,
      save_search: true,
      save_email: true,
      email_already_saved: true,
    },
  });
  if (res.status === 204) return MAX_EMAILS_MESSAGE;
  if (!res.ok) return errorMessage(res.data, 'We could not save your search. Please try again.');
  return null;
}

/** The dropdown options of the search form (GET /api/get/jobs-search-inputs). */
export function useSearchInputs() {
  return useQuery({
    queryKey: ['jobs-search-inputs'],
    queryFn: async () => {
      const res = await api<JobsSearchInputs>('/api/get/jobs-search-inputs');
      if (!res.ok) throw new Error(errorMessage(res.data));
      return res.data;
    },
    staleTime: 5 * 60_000,
  });
}

/** 'N active jobs fit your search': POST /api/post/jobs with onboarding true, debounced as filters change. */
export function useLiveCount(filters: JobSearchFilters | null): number | null {
  const [debounced, setDebounced] = useState(filters);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(filters), 250);
    return () => clearTimeout(timer);
  }, [filters]);
  const { data } = useQuery({
    queryKey: ['onboarding-count', debounced],
    enabled: debounced != null,
    queryFn: async ({ signal }) => {
      const res = await api<JobSearchResponse>('/api/post/jobs', {
        body: { ...debounced, page: 1, pageSize: 1, onboarding: true },
        signal,
      });
      if (!res.ok) return null;
      return res.data.job_search_count[0][0].job_search_count;
    },
    placeholderData: (previous) => previous,
  });
  return data ?? null;
}
