import {
  emptyJobSearchFilters,
  JOB_SEARCH_LIST_FILTERS,
  type JobSearchFilters,
  type JobSearchRequest,
  PAGE_SIZE,
  parseSearchQueryString,
  searchQueryString,
} from '@upstream/contract';

// The /job-search URL is the search's whole state (spec §2): the filters in the query string, the page in the
// path. Everything here is a pure mapping between the two, so a search is a shareable link and back/forward
// replay it.

export const SEARCH_PATH = '/job-search';

/** What a /job-search URL asks for. */
export interface SearchUrlState {
  filters: JobSearchFilters;
  saved: boolean;
  tracked: boolean;
  /** A saved search to open (its own filters apply). */
  searchId: number | null;
  /** ?save_search=true opens the form with 'Save search' ticked. */
  saveSearch: boolean;
  page: number;
}

const isTrue = (v: string | null) => v === 'true';

/** The page number of the path segment; anything that is not a whole number from 1 means page 1. */
export function parsePage(segment: string | undefined): number {
  if (!segment || !/^\d+$/.test(segment)) return 1;
  const n = Number(segment);
  return n >= 1 && Number.isSafeInteger(n) ? n : 1;
}

export function parseSearchUrl(
  pageSegment: string | undefined,
  query: string | URLSearchParams,
): SearchUrlState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const id = Number(params.get('search_id'));
  return {
    filters: parseSearchQueryString(params),
    saved: isTrue(params.get('saved')),
    tracked: isTrue(params.get('tracked')),
    searchId: Number.isSafeInteger(id) && id > 0 ? id : null,
    saveSearch: isTrue(params.get('save_search')),
    page: parsePage(pageSegment),
  };
}

/** The query string of a search: ?search_id alone for a saved search, otherwise the non-empty filters. */
export function searchQuery(
  state: Pick<SearchUrlState, 'filters' | 'saved' | 'tracked' | 'searchId'>,
): string {
  if (state.searchId) return `search_id=${state.searchId}`;
  const params = new URLSearchParams(searchQueryString(state.filters));
  if (state.saved) params.set('saved', 'true');
  if (state.tracked) params.set('tracked', 'true');
  return params.toString();
}

/** The URL of a new search (page 1). */
export function searchHref(
  state: Pick<SearchUrlState, 'filters' | 'saved' | 'tracked' | 'searchId'>,
): string {
  const query = searchQuery(state);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** A pagination link (spec §2): the same path with the page segment replaced, and the search's query. */
export function pageHref(state: SearchUrlState, page: number): string {
  const query = searchQuery(state);
  return `${SEARCH_PATH}/${page}${query ? `?${query}` : ''}`;
}

export function hasAnyFilter(state: Pick<SearchUrlState, 'filters' | 'saved' | 'tracked'>): boolean {
  return (
    state.saved ||
    state.tracked ||
    state.filters.show_hidden_jobs ||
    state.filters.min_salary > 0 ||
    state.filters.posted_within !== '' ||
    state.filters.visa !== '' ||
    state.filters.remote_region.length > 0 ||
    JOB_SEARCH_LIST_FILTERS.some((key) => state.filters[key].length > 0)
  );
}

/** The body of POST /api/post/jobs for this state. */
export function searchRequest(state: SearchUrlState, filters = state.filters): JobSearchRequest {
  return {
    ...filters,
    saved: state.saved,
    tracked: state.tracked,
    page: state.page,
    pageSize: PAGE_SIZE,
    ...(state.searchId ? { search_id: state.searchId } : {}),
  };
}

export { emptyJobSearchFilters };
