import {
  groupDigits,
  type JobsSearchInputs,
  MAX_EMAILS_MESSAGE,
  MIN_SALARY_STEPS,
  SALARY_CURRENCIES,
  sameFilters,
  searchNameError,
} from '@upstream/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useDeleteSearch, useSaveSearch } from '../../api/saved-searches/saved-searches.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { searchHref } from '../../lib/search-url.ts';
import { Button } from '../button/Button.tsx';
import { KeywordChips } from '../keyword-chips/KeywordChips.tsx';
import { MultiSelect, type MultiSelectOption } from '../multi-select/MultiSelect.tsx';
import { Check } from './Check.tsx';
import { JobFactsFilters } from './JobFactsFilters.tsx';
import { filtersOf, type SearchFormValues, submitLabel, toSearchForm } from './values.ts';
import './search-form.scss';

export interface SearchFormProps {
  initialValues: SearchFormValues;
  inputs: JobsSearchInputs | undefined;
  signedIn: boolean;
  /** A visitor tried to save: the page shows 'Sign up to {action}'. */
  onSignupRequired: (action: string) => void;
  /** Daily-email searches still available (members). */
  emailCountRemaining?: number;
  /** Called once the form has navigated (the mobile modal closes). */
  onDone?: () => void;
}

const NO_OPTIONS: MultiSelectOption[] = [];
/** Spec §4: Enter adds the pending keyword, then the form submits after 100 ms. */
const ENTER_SUBMIT_DELAY_MS = 100;

/** The job search form (spec §2, §4, §5): every filter, and saving the search with its daily email. */
export function SearchForm({
  initialValues,
  inputs,
  signedIn,
  onSignupRequired,
  emailCountRemaining,
  onDone,
}: SearchFormProps) {
  const navigate = useNavigate();
  const saveSearch = useSaveSearch();
  const deleteSearch = useDeleteSearch();
  const formRef = useRef<HTMLFormElement>(null);
  const nameId = useId();
  const [values, setValues] = useState(initialValues);
  const [nameError, setNameError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const options = (list: { id: number; value: string; match_value: string }[][] | undefined) =>
    list?.[0] ?? NO_OPTIONS;
  const loading = inputs === undefined;
  const savedSearches = inputs?.saved_searches[0] ?? [];
  const hiddenCount = inputs?.hidden_jobs_count ?? 0;
  const showEmailBox = values.save_search || values.email_already_saved;

  const finish = (href: string) => {
    navigate(href);
    onDone?.();
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setSubmitError(null);
    const plain = () => {
      const unchanged = values.search_id !== null && sameFilters(filtersOf(values), filtersOf(initialValues));
      finish(
        searchHref({
          filters: filtersOf(values),
          saved: values.saved,
          tracked: values.tracked,
          searchId: unchanged ? values.search_id : null,
        }),
      );
    };
    if (!values.save_search || !signedIn) return plain();

    const error = searchNameError(values.search_name);
    setNameError(error);
    if (error) return;
    setBusy(true);
    try {
      const result = await saveSearch(toSearchForm(values), values.search_id !== null);
      if (result.status === 204) {
        setSubmitError(MAX_EMAILS_MESSAGE);
        return;
      }
      if (result.status === 'error') {
        setSubmitError(result.message);
        return;
      }
      finish(result.status === 201 ? `/job-search?search_id=${result.searchId}` : '/job-search');
    } catch (err) {
      console.error('saving the search failed', err);
      setSubmitError('We could not save this search. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!values.search_id || busy) return;
    setBusy(true);
    try {
      await deleteSearch(values.search_id);
      finish('/job-search');
    } catch (err) {
      console.error('deleting the search failed', err);
      setSubmitError('We could not delete this search. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const multi = (
    key: 'role' | 'level' | 'type' | 'city' | 'company' | 'industry',
    label: string,
    list: MultiSelectOption[],
  ) => (
    <div className="mb-3">
      <MultiSelect
        label={label}
        options={list}
        selected={values[key]}
        onChange={(next) => set(key, next)}
        placeholder={loading ? 'Loading…' : 'Any'}
      />
    </div>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="search-form" aria-label="Job search filters">
      {signedIn && savedSearches.length > 0 && (
        <div className="mb-3">
          <label className="fw-semibold mb-1 form-label" htmlFor={`${nameId}-saved`}>
            Saved searches
          </label>
          <select
            id={`${nameId}-saved`}
            className="form-select"
            value={values.search_id ?? ''}
            onChange={(event) => {
              const id = event.target.value;
              finish(id ? `/job-search?search_id=${id}` : '/job-search');
            }}
          >
            <option value="">New search</option>
            {savedSearches.map((s) => (
              <option key={s.id} value={s.id}>
                {s.value}
                {s.email ? ' (daily email)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="mb-3">
        <KeywordChips
          label="Title keywords"
          keywords={values.job_title_search}
          onChange={(next) => set('job_title_search', next)}
          onEnter={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => formRef.current?.requestSubmit(), ENTER_SUBMIT_DELAY_MS);
          }}
        />
      </div>
      {multi('role', 'Job function', options(inputs?.roles))}
      {multi('level', 'Level', options(inputs?.level))}
      {multi('type', 'Job type', options(inputs?.type))}
      {multi('city', 'City', options(inputs?.city))}
      {multi('company', 'Company', options(inputs?.company))}
      {multi('industry', 'Industry', options(inputs?.industry))}
      <JobFactsFilters
        values={values}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />

      <fieldset className="search-form-pay mb-3">
        <legend className="fw-semibold mb-1 fs-6">Minimum salary (yearly)</legend>
        <div className="d-flex gap-2">
          <select
            aria-label="Minimum yearly salary"
            className="form-select"
            value={values.min_salary}
            onChange={(e) => set('min_salary', Number(e.target.value))}
          >
            <option value={0}>Any</option>
            {[...new Set([...MIN_SALARY_STEPS, values.min_salary])]
              .filter((step) => step > 0)
              .sort((a, b) => a - b)
              .map((step) => (
                <option key={step} value={step}>
                  {groupDigits(step)}
                </option>
              ))}
          </select>
          <select
            aria-label="Salary currency"
            className="search-form-currency form-select"
            value={values.salary_currency}
            onChange={(e) => set('salary_currency', e.target.value)}
          >
            {[...new Set<string>([...SALARY_CURRENCIES, values.salary_currency])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        {values.min_salary > 0 && (
          <Check
            className="mt-2"
            id={`${nameId}-no-salary`}
            label="Include jobs that don't show pay"
            checked={values.include_no_salary}
            onChange={(e) => set('include_no_salary', e.target.checked)}
          />
        )}
      </fieldset>

      {hiddenCount > 0 && (
        <Check
          className="mb-2"
          id={`${nameId}-hidden`}
          label={`Show hidden jobs (${hiddenCount})`}
          checked={values.show_hidden_jobs}
          onChange={(e) => set('show_hidden_jobs', e.target.checked)}
        />
      )}

      <fieldset className="search-form-save mb-3">
        <legend className="visually-hidden">Save this search</legend>
        <Check
          id={`${nameId}-save`}
          label="Save search"
          checked={signedIn && values.save_search}
          onChange={(e) => {
            if (!signedIn) return onSignupRequired('save searches');
            set('save_search', e.target.checked);
          }}
        />
        {signedIn && values.save_search && (
          <div className="mt-2">
            <label className="fw-semibold mb-1 form-label" htmlFor={nameId}>
              Search name
            </label>
            <input
              id={nameId}
              className={nameError ? 'form-control is-invalid' : 'form-control'}
              value={values.search_name}
              onChange={(e) => {
                set('search_name', e.target.value);
                if (nameError) setNameError(searchNameError(e.target.value));
              }}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              placeholder="e.g. Product roles in Austin"
            />
            <div className="invalid-feedback" id={`${nameId}-error`}>
              {nameError}
            </div>
          </div>
        )}
        {signedIn && showEmailBox && (
          <Check
            className="mt-2"
            id={`${nameId}-email`}
            label="Daily email at 10am ET"
            checked={values.save_email}
            onChange={(e) => {
              const checked = e.target.checked;
              // Ticking the email of an existing search saves the search too (spec §4).
              setValues((v) => ({
                ...v,
                save_email: checked,
                save_search: checked && v.search_id ? true : v.save_search,
              }));
            }}
          />
        )}
        {signedIn && (
          <p className="small text-muted-strong mt-2 mb-0">
            {emailCountRemaining === undefined ? (
              'Unlimited saved searches'
            ) : (
              <>
                {emailCountRemaining} daily-email {emailCountRemaining === 1 ? 'search' : 'searches'}{' '}
                remaining · Unlimited saved searches
              </>
            )}
          </p>
        )}
      </fieldset>

      {submitError && (
        <div className="alert alert-danger py-2 small" role="alert">
          {submitError}
        </div>
      )}

      <div className="d-grid gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {submitLabel({ save_search: signedIn && values.save_search, search_id: values.search_id })}
        </Button>
        {signedIn && values.search_id !== null && values.search_id > 0 && (
          <Button type="button" variant="outline-danger" onClick={remove} disabled={busy}>
            Delete Saved Search
          </Button>
        )}
      </div>
    </form>
  );
}
