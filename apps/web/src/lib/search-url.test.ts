import { emptyJobSearchFilters } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import {
  hasAnyFilter,
  pageHref,
  parsePage,
  parseSearchUrl,
  searchHref,
  searchRequest,
} from './search-url.ts';

describe('parseSearchUrl', () => {
  it('reads every list filter, split on commas, trimmed, empty items dropped, the minimum salary and the facts', () => {
    const state = parseSearchUrl(
      '3',
      'role=Engineering,%20Data&level=Senior&type=remote&city=New%20York%7CNY,Austin%7CTX&industry=Software' +
        '&company=acme,,globex&job_title_search=%20engineer%20,,ai&show_hidden_jobs=true&saved=true&tracked=true' +
        '&min_salary=120000&salary_currency=eur&include_no_salary=true' +
        '&posted_within=3d&visa=sponsors&remote_region=us,,PT,Portugal',
    );
    expect(state).toEqual({
      filters: {
        role: ['Engineering', 'Data'],
        level: ['Senior'],
        type: ['remote'],
        city: ['New York|NY', 'Austin|TX'],
        industry: ['Software'],
        company: ['acme', 'globex'],
        job_title_search: ['engineer', 'ai'],
        show_hidden_jobs: true,
        min_salary: 120_000,
        salary_currency: 'EUR',
        include_no_salary: true,
        posted_within: '3d',
        visa: 'sponsors',
        // Country codes, upper-cased; anything else is dropped.
        remote_region: ['US', 'PT'],
      },
      saved: true,
      tracked: true,
      searchId: null,
      saveSearch: false,
      page: 3,
    });
  });

  it("reads 'roles' as 'role', a saved search id, and save_search", () => {
    const state = parseSearchUrl(undefined, '?roles=Design&search_id=42&save_search=true');
    expect(state.filters.role).toEqual(['Design']);
    expect(state.searchId).toBe(42);
    expect(state.saveSearch).toBe(true);
    expect(state.page).toBe(1);
  });

  it('treats a bad page or id as absent', () => {
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('two')).toBe(1);
    expect(parsePage('12')).toBe(12);
    expect(parseSearchUrl(undefined, 'search_id=abc').searchId).toBeNull();
    expect(parseSearchUrl(undefined, 'search_id=-1').searchId).toBeNull();
  });
});

describe('URLs of a search', () => {
  const base = parseSearchUrl('2', 'role=Engineering,Data&job_title_search=c%2B%2B&saved=true');

  it('a new search lists its non-empty filters on /job-search', () => {
    expect(searchHref(base)).toBe('/job-search?role=Engineering%2CData&job_title_search=c%2B%2B&saved=true');
    expect(searchHref({ ...base, filters: emptyJobSearchFilters(), saved: false })).toBe('/job-search');
  });

  it('a saved search is its id alone', () => {
    expect(searchHref({ ...base, searchId: 7 })).toBe('/job-search?search_id=7');
  });

  it('pagination replaces the page segment and keeps the filters or the saved search id', () => {
    expect(pageHref(base, 3)).toBe(
      '/job-search/3?role=Engineering%2CData&job_title_search=c%2B%2B&saved=true',
    );
    expect(pageHref({ ...base, searchId: 7 }, 1)).toBe('/job-search/1?search_id=7');
    expect(pageHref({ ...base, filters: emptyJobSearchFilters(), saved: false }, 4)).toBe('/job-search/4');
  });

  it('round-trips: parsing a generated URL gives back the same search', () => {
    const href = pageHref(base, 5);
    const [path, query] = href.split('?');
    const again = parseSearchUrl(path?.split('/')[2], query ?? '');
    expect(again).toEqual({ ...base, page: 5 });
  });
});

describe('helpers', () => {
  it('builds the search request with the page and page size', () => {
    expect(searchRequest(base())).toEqual({
      ...emptyJobSearchFilters(),
      role: ['Data'],
      saved: false,
      tracked: false,
      page: 1,
      pageSize: 20,
    });
  });

  it('knows whether any filter is set', () => {
    expect(hasAnyFilter(parseSearchUrl(undefined, ''))).toBe(false);
    expect(hasAnyFilter(parseSearchUrl(undefined, 'tracked=true'))).toBe(true);
  });
});

function base() {
  return parseSearchUrl(undefined, 'role=Data');
}

describe('the facts filters in the URL', () => {
  it('round-trip posted within, visa and remote region, and ignore values the filter does not know', () => {
    const filters = {
      ...emptyJobSearchFilters(),
      posted_within: '3d' as const,
      visa: 'sponsors' as const,
      remote_region: ['US', 'PT'],
    };
    const href = searchHref({ filters, saved: false, tracked: false, searchId: null });
    expect(href).toBe('/job-search?posted_within=3d&visa=sponsors&remote_region=US%2CPT');
    expect(parseSearchUrl(undefined, href.split('?')[1]!).filters).toEqual(filters);
    expect(hasAnyFilter({ filters, saved: false, tracked: false })).toBe(true);
    const unknown = parseSearchUrl(undefined, 'posted_within=2d&visa=maybe').filters;
    expect([unknown.posted_within, unknown.visa]).toEqual(['', '']);
  });
});
