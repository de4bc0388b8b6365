import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, SearchFormInput } from '@upstream/contract';
import { type Api, api, apiDataVia, apiKey, errorMessage } from '../client.ts';
import { jobsKeys } from '../jobs/jobs.ts';

// The saved-search calls of spec §7 (served by the searches module) and the cache entries they change.

export const searchesKeys = {
  emailCount: apiKey('emailCount'),
  filters: apiKey('savedSearchFilters'),
};

export type SaveResult =
  | { status: 201; searchId: number }
  | { status: 200 }
  | { status: 204 }
  | { status: 'error'; message: string };

async function save(name: 'saveSearch' | 'updateSearch', form: SearchFormInput): Promise<SaveResult> {
  const res = await api(name, form);
  if (res.status === 201) return { status: 201, searchId: res.data.search_id };
  if (res.status === 204) return { status: 204 };
  if (res.ok) return { status: 200 };
  return {
    status: 'error',
    message: errorMessage(res.data, 'We could not save this search. Please try again.'),
  };
}

/** The answers a saved search's change shows in: the search page's list of them and the email count. */
function useRefreshSavedSearches() {
  const queryClient = useQueryClient();
  return (alsoFilters: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobsKeys.inputs }),
      queryClient.invalidateQueries({ queryKey: searchesKeys.emailCount }),
      ...(alsoFilters ? [queryClient.invalidateQueries({ queryKey: searchesKeys.filters })] : []),
    ]);
}

/** Save the form as a new saved search, or update the one it holds (`existing`); the page's answers follow. */
export function useSaveSearch() {
  const refresh = useRefreshSavedSearches();
  return async (form: SearchFormInput, existing: boolean): Promise<SaveResult> => {
    const result = await save(existing ? 'updateSearch' : 'saveSearch', form);
    if (result.status === 200 || result.status === 201) await refresh(true);
    return result;
  };
}

/** Delete a saved search; the page's answers follow. Resolves to whether the server deleted it. */
export function useDeleteSearch() {
  const refresh = useRefreshSavedSearches();
  return async (searchId: number): Promise<boolean> => {
    const res = await api('deleteSearch', { search_id: searchId });
    await refresh(false);
    return res.ok;
  };
}

/**
 * 'N daily-email searches remaining' for a member. The server renders a member's /job-search with it
 * (entry-server.tsx): arriving after hydration, it re-rendered the whole screen, and React hydrated every result card
 * still asleep to apply that render (a long task on a phone, for a number in the form).
 */
export const emailCountQuery = (call: Api = api) => ({
  queryKey: searchesKeys.emailCount,
  queryFn: async () => (await apiDataVia(call, 'emailCount')).email_count_remaining,
  staleTime: 60_000,
});

export function useEmailCount(enabled: boolean) {
  return useQuery({ ...emailCountQuery(), enabled });
}

/**
 * The saved-search-filters answer (a query string, spec §7) for a saved search by id, or for filters that may
 * be one of the member's saved searches; `null` when the call fails. `select` shapes it for the caller.
 */
export function useSavedSearchFilters<T>(
  request: EndpointBody<'savedSearchFilters'> | null,
  select: (params: string | null) => T,
  staleTime = 60_000,
) {
  return useQuery({
    queryKey: [...searchesKeys.filters, request],
    queryFn: async () => {
      try {
        const res = await api('savedSearchFilters', request ?? {});
        return res.ok ? res.data.params : null;
      } catch (err) {
        console.error('saved search filters failed to load', err);
        return null;
      }
    },
    enabled: request !== null,
    select,
    staleTime,
  });
}
