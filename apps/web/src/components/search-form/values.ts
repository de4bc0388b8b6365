import {
  emptyJobSearchFilters,
  type JobSearchFilters,
  parseSearchQueryString,
  type SearchFormInput,
} from '@upstream/contract';

/** The search form's state (spec §3 'jobSearch'). */
export interface SearchFormValues extends JobSearchFilters {
  saved: boolean;
  tracked: boolean;
  search_id: number | null;
  search_name: string;
  save_search: boolean;
  save_email: boolean;
  email_already_saved: boolean;
}

/** Spec §3 defaults: a new search is saved with its daily email unless the person unticks them. */
export function defaultSearchFormValues(): SearchFormValues {
  return {
    ...emptyJobSearchFilters(),
    saved: false,
    tracked: false,
    search_id: null,
    search_name: '',
    save_search: true,
    save_email: true,
    email_already_saved: false,
  };
}

export function filtersOf(values: SearchFormValues): JobSearchFilters {
  return {
    role: values.role,
    level: values.level,
    type: values.type,
    city: values.city,
    industry: values.industry,
    company: values.company,
    job_title_search: values.job_title_search,
    show_hidden_jobs: values.show_hidden_jobs,
    min_salary: values.min_salary,
    salary_currency: values.salary_currency,
    include_no_salary: values.include_no_salary,
    posted_within: values.posted_within,
    visa: values.visa,
    remote_region: values.remote_region,
  };
}

/** The payload of save-search, update-search and delete-search. */
export function toSearchForm(
  values: SearchFormValues,
  extra: Partial<SearchFormInput> = {},
): SearchFormInput {
  return {
    ...filtersOf(values),
    search_id: values.search_id ?? [],
    search_name: values.search_name.trim(),
    save_search: values.save_search,
    save_email: values.save_email,
    email_already_saved: values.email_already_saved,
    ...extra,
  };
}

/** Which button the form shows (spec §4). */
export function submitLabel(values: Pick<SearchFormValues, 'save_search' | 'search_id'>): string {
  if (!values.save_search) return 'Search';
  return values.search_id ? 'Update & search' : 'Save & search';
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

/** A member's initial form values from the saved-search-filters answer; `null` when it failed. */
export const initialValuesOf = (params: string | null): SearchFormValues | null =>
  params === null ? null : valuesFromParams(params);
