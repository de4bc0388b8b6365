import { JOB_SEARCH_LIST_FILTERS } from './search-query.ts';
import type { JobSearchFilters } from './searches.ts';

/** The filters that make a search, without the viewer's own lists (saved, tracked) or paging. */
type SearchFilters = Pick<
  JobSearchFilters,
  | (typeof JOB_SEARCH_LIST_FILTERS)[number]
  | 'show_hidden_jobs'
  | 'min_salary'
  | 'salary_currency'
  | 'include_no_salary'
> &
  Partial<Pick<JobSearchFilters, 'posted_within' | 'visa' | 'remote_region'>>;

/**
 * One key per search: two filter sets have the same key exactly when they find the same jobs. The order and
 * repeats of a list's values do not count, nor the case of a title keyword (matched without case); a minimum
 * salary is its amount, its currency and whether jobs without pay come too, and no minimum is just that;
 * posted within, visa and remote region count only when set. Every
 * place that asks "same filters?" (a saved search recognised, a cached count, a digest's shared query) asks this.
 */
export function filtersKey(filters: SearchFilters): string {
  // Most lists of a search are empty or hold one value: those are already in order, without repeats. A search
  // computes this key several times (its cached counts, its shared answer), so they skip the copy and the sort.
  const values = (list: readonly string[]) => (list.length < 2 ? list : [...new Set(list)].sort());
  return JSON.stringify([
    ...JOB_SEARCH_LIST_FILTERS.map((key) =>
      values(key === 'job_title_search' ? filters[key].map((k) => k.toLowerCase()) : filters[key]),
    ),
    filters.show_hidden_jobs,
    filters.min_salary > 0 ? [filters.min_salary, filters.salary_currency, filters.include_no_salary] : 0,
    // The facts of issues 22 and 23 extend the key only when set, so every key made before them stays the same.
    ...(filters.posted_within || filters.visa || filters.remote_region?.length
      ? [filters.posted_within ?? '', filters.visa ?? '', values(filters.remote_region ?? [])]
      : []),
  ]);
}

/** Are two filter sets the same search? (filtersKey) */
export const sameFilters = (a: SearchFilters, b: SearchFilters): boolean => filtersKey(a) === filtersKey(b);
