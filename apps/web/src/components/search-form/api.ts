import { useQuery } from '@tanstack/react-query';
import {
  type EmailCountResponse,
  type JobSearchFilters,
  parseSearchQueryString,
  type SavedSearchFiltersResponse,
  type SearchFormInput,
  type SearchIdResponse,
} from '@upstream/contract';
import { api } from '../../api/client.ts';
import { defaultSearchFormValues, type SearchFormValues } from './values.ts';

// The saved-search calls of spec §7 as the search form uses them (served by the searches module).

export const searchesKeys = {
  emailCount: ['searches', 'email-count'] as const,
  initialValues: (key: string) => ['searches', 'initial-values', key] as const,
};

export type SaveResult =
  | { status: 201; searchId: number }
  | { status: 200 }
  | { status: 204 }
  | { status: 'error'; message: string };

async function save(path: string, form: SearchFormInput): Promise<SaveResult> {
  const res = await api(path, { body: form as Record<string, unknown> });
  if (res.status === 201) return { status: 201, searchId: (res.data as SearchIdResponse).search_id };
  if (res.status === 204) return { status: 204 };
  if (res.ok) return { status: 200 };
  const message = (res.data as { error?: { message?: string } } | null)?.error?.message;
  return { status: 'error', message: message ?? 'We could not save this search. Please try again.' };
}

export const saveSearch = (form: SearchFormInput) => save('/api/post/save-search', form);
export const updateSearch = (form: SearchFormInput) => save('/api/post/update-search', form);

export async function deleteSearch(searchId: number): Promise<boolean> {
  const res = await api('/api/post/delete-search', { body: { search_id: searchId } });
  return res.ok;
}

/** 'N daily-email searches remaining' for a member. */
export function useEmailCount(enabled: boolean) {
  return useQuery({
    queryKey: searchesKeys.emailCount,
    queryFn: async () => {
      const res = await api<EmailCountResponse>('/api/get/email-count');
      if (!res.ok) throw new Error(`email-count answered ${res.status}`);
      return res.data.email_count_remaining;
    },
    enabled,
    staleTime: 60_000,
  });
}

/** The form's initial values from a saved-search-filters answer (a query string, spec §7). */
export function valuesFromParams(params: string): SearchFormValues {
  const query = new URLSearchParams(params);
  const id = Number(query.get('search_id'));
  const searchId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const emailSaved = query.get('email_already_saved') === 'true';
  return {
    ...defaultSearchFormValues(),
    ...parseSearchQueryString(query),
    search_id: searchId,
    search_name: query.get('search_name') ?? '',
    save_search: false,
    save_email: searchId ? query.get('save_email') === 'true' : false,
    email_already_saved: emailSaved,
  };
}

/**
 * A member's initial values: a saved search's own filters (by id), or the URL's filters recognised as one of
 * their saved searches. `null` when the call fails: the page then goes back to /job-search (spec §8).
 */
export async function fetchInitialValues(
  request: { search_id: number } | JobSearchFilters,
): Promise<SearchFormValues | null> {
  try {
    const res = await api<SavedSearchFiltersResponse>('/api/post/saved-search-filters', {
      body: request as Record<string, unknown>,
    });
    if (res.status !== 200) return null;
    return valuesFromParams(res.data.params);
  } catch (err) {
    console.error('saved search filters failed to load', err);
    return null;
  }
}
