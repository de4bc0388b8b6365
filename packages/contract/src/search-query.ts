import { SEARCH_NAME_MAX } from './constants.ts';
import { isPostedWithin, isVisaFilter, REMOTE_REGION_PATTERN } from './job-facts.ts';
import { DEFAULT_SALARY_CURRENCY, MIN_SALARY_MAX } from './pay.ts';
import type { JobSearchFilters } from './searches.ts';

// The saved-search and search-URL rules that need no zod: the web's search page imports these on its first
// load, and keeping them apart from the schemas (searches.ts) keeps zod out of that load.

export const SEARCH_NAME_REQUIRED_MESSAGE = 'Search name must have a value';
export const SEARCH_NAME_TOO_LONG_MESSAGE = 'Must be less than 100 characters';
export const MAX_EMAILS_MESSAGE = 'Cannot add another email. You already have the maximum emails setup.';

/** The list filters of a job search, in the order the query string carries them. */
export const JOB_SEARCH_LIST_FILTERS = [
  'role',
  'level',
  'type',
  'city',
  'industry',
  'company',
  'job_title_search',
] as const;
export type JobSearchListFilter = (typeof JOB_SEARCH_LIST_FILTERS)[number];

export const emptyJobSearchFilters = (): JobSearchFilters => ({
  role: [],
  level: [],
  type: [],
  city: [],
  industry: [],
  company: [],
  job_title_search: [],
  show_hidden_jobs: false,
  min_salary: 0,
  salary_currency: DEFAULT_SALARY_CURRENCY,
  include_no_salary: false,
  posted_within: '',
  visa: '',
  remote_region: [],
});

/** The name rules of spec §5, shared by the form (client) and the server. Returns the message, or null. */
export function searchNameError(name: string): string | null {
  if (name.trim() === '') return SEARCH_NAME_REQUIRED_MESSAGE;
  if (name.length >= SEARCH_NAME_MAX) return SEARCH_NAME_TOO_LONG_MESSAGE;
  return null;
}

/**
 * The query string of a search: the non-empty filters (lists comma-separated), plus, for a saved search, its
 * id, name and email flag. The search form and the saved-search-filters answer both use it.
 */
export function searchQueryString(
  filters: Partial<JobSearchFilters>,
  saved?: { search_id: number; search_name: string; email: boolean },
): string {
  const params = new URLSearchParams();
  if (saved) {
    params.set('search_id', String(saved.search_id));
    params.set('search_name', saved.search_name);
    params.set('save_email', String(saved.email));
    params.set('email_already_saved', String(saved.email));
  }
  for (const key of JOB_SEARCH_LIST_FILTERS) {
    const values = filters[key] ?? [];
    if (values.length) params.set(key, values.join(','));
  }
  if (filters.show_hidden_jobs) params.set('show_hidden_jobs', 'true');
  if (filters.min_salary) {
    params.set('min_salary', String(filters.min_salary));
    params.set('salary_currency', filters.salary_currency ?? DEFAULT_SALARY_CURRENCY);
    if (filters.include_no_salary) params.set('include_no_salary', 'true');
  }
  if (filters.posted_within) params.set('posted_within', filters.posted_within);
  if (filters.visa) params.set('visa', filters.visa);
  if (filters.remote_region?.length) params.set('remote_region', filters.remote_region.join(','));
  return params.toString();
}

/** Read the filters out of a search query string ('roles' is read as 'role', spec §2). */
export function parseSearchQueryString(query: string | URLSearchParams): JobSearchFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filters = emptyJobSearchFilters();
  for (const key of JOB_SEARCH_LIST_FILTERS) filters[key] = splitList(params.get(key));
  if (!filters.role.length) filters.role = splitList(params.get('roles'));
  filters.show_hidden_jobs = params.get('show_hidden_jobs') === 'true';
  const minSalary = Number(params.get('min_salary') ?? '');
  if (Number.isSafeInteger(minSalary) && minSalary > 0 && minSalary <= MIN_SALARY_MAX) {
    filters.min_salary = minSalary;
    const currency = (params.get('salary_currency') ?? '').trim().toUpperCase();
    if (/^[A-Z]{3}$/.test(currency)) filters.salary_currency = currency;
    filters.include_no_salary = params.get('include_no_salary') === 'true';
  }
  const postedWithin = params.get('posted_within');
  if (isPostedWithin(postedWithin)) filters.posted_within = postedWithin;
  const visa = params.get('visa');
  if (isVisaFilter(visa)) filters.visa = visa;
  filters.remote_region = splitList(params.get('remote_region'))
    .map((code) => code.toUpperCase())
    .filter((code) => REMOTE_REGION_PATTERN.test(code));
  return filters;
}

/** A comma-separated list from a URL: split, trimmed, empty items dropped (spec §5). */
function splitList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
