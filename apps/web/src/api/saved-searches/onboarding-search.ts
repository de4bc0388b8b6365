import {
  emptyJobSearchFilters,
  FIRST_SAVED_SEARCH_NAME,
  type JobSearchFilters,
  MAX_EMAILS_MESSAGE,
  parseSearchQueryString,
} from '@upstream/contract';
import { api, errorMessage } from '../client.ts';
import { useSavedSearchFilters } from './saved-searches.ts';

// The onboarding search (a saved search with its daily email): created once on the welcome step, read afresh and
// saved on each step.

/** POST /api/post/save-search with the welcome step's payload, then remember it as the onboarding search. */
export async function createFirstSavedSearch(): Promise<number> {
  const res = await api('saveSearch', {
    ...emptyJobSearchFilters(),
    search_name: FIRST_SAVED_SEARCH_NAME,
    save_search: true,
    save_email: true,
  });
  if (res.status !== 201)
    throw new Error(errorMessage(res.data, 'We could not create your first saved search.'));
  const { search_id } = res.data;
  const stored = await api('setOnboardingSearch', { search_id });
  if (!stored.ok)
    throw new Error(errorMessage(stored.data, 'We could not remember your first saved search.'));
  return search_id;
}

export interface OnboardingSearch {
  filters: JobSearchFilters;
  searchName: string;
}

function onboardingSearchOf(answer: string | null): OnboardingSearch {
  if (answer === null) return { filters: emptyJobSearchFilters(), searchName: FIRST_SAVED_SEARCH_NAME };
  const params = new URLSearchParams(answer);
  return {
    filters: parseSearchQueryString(params),
    searchName: params.get('search_name') ?? FIRST_SAVED_SEARCH_NAME,
  };
}

/** The saved search's current filters and name, read afresh on each step. */
export function useOnboardingSearch(searchId: number | null) {
  return useSavedSearchFilters(searchId === null ? null : { search_id: searchId }, onboardingSearchOf, 0);
}

/** POST /api/post/update-search: keep the onboarding search (with its daily email) in step with the form. */
export async function saveOnboardingSearch(
  searchId: number,
  filters: JobSearchFilters,
  searchName: string,
): Promise<string | null> {
  const res = await api('updateSearch', {
    ...filters,
    search_id: searchId,
    search_name: searchName,
    save_search: true,
    save_email: true,
    email_already_saved: true,
  });
  if (res.status === 204) return MAX_EMAILS_MESSAGE;
  if (!res.ok) return errorMessage(res.data, 'We could not save your search. Please try again.');
  return null;
}
