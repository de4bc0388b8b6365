import type { JobSearchRequest } from '@upstream/contract';
import { useEffect, useMemo } from 'react';
import { useSavedSearchFilters } from '../../api/saved-searches/saved-searches.ts';
import {
  defaultSearchFormValues,
  filtersOf,
  initialValuesOf,
  type SearchFormValues,
} from '../../components/search-form/values.ts';
import { useNavigate, useParams, useSearchParams } from '../../lib/router/index.ts';
import { hasAnyFilter, parseSearchUrl, type SearchUrlState, searchRequest } from '../../lib/search-url.ts';

export interface SearchState {
  url: SearchUrlState;
  /** The form's starting point; null while a saved search's filters load. */
  initialValues: SearchFormValues | null;
  /** The search to run; null until its filters are known. */
  request: JobSearchRequest | null;
}

/**
 * The search the URL describes (spec §2). A member's saved search (?search_id) brings its own filters and name
 * from the server; filters in the URL are also checked against the member's saved searches, so the form
 * offers 'Update & search' for one they already saved. A saved search that cannot be loaded goes back to
 * /job-search (spec §8).
 */
export function useSearchState(member: boolean): SearchState {
  const { page } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.toString();
  const url = useMemo(() => parseSearchUrl(page, query), [page, query]);

  const lookup = member && (url.searchId !== null || hasAnyFilter(url));
  const saved = useSavedSearchFilters(
    lookup ? (url.searchId ? { search_id: url.searchId } : url.filters) : null,
    initialValuesOf,
  );

  const failed = lookup && url.searchId !== null && saved.isFetched && saved.data === null;
  useEffect(() => {
    if (failed) navigate('/job-search', { replace: true });
  }, [failed, navigate]);

  return useMemo((): SearchState => {
    const fromUrl: SearchFormValues = {
      ...defaultSearchFormValues(),
      ...url.filters,
      saved: url.saved,
      tracked: url.tracked,
      save_search: member && url.saveSearch,
    };
    if (!member || !lookup) return { url, initialValues: fromUrl, request: searchRequest(url) };
    if (url.searchId !== null) {
      if (!saved.data) return { url, initialValues: null, request: null };
      const values = { ...saved.data, saved: url.saved, tracked: url.tracked, save_search: url.saveSearch };
      return { url, initialValues: values, request: searchRequest(url, filtersOf(values)) };
    }
    // Filters in the URL search at once; the saved-search match only adjusts the form when it arrives.
    const recognised = saved.data?.search_id
      ? { ...saved.data, saved: url.saved, tracked: url.tracked }
      : null;
    return { url, initialValues: recognised ?? fromUrl, request: searchRequest(url) };
  }, [url, member, lookup, saved.data]);
}
