import { Fragment, startTransition, useState, useSyncExternalStore } from 'react';
import { useJobSearch, useSearchInputs } from '../../api/jobs/jobs.ts';
import { useEmailCount } from '../../api/saved-searches/saved-searches.ts';
import { useSavedAndTrackedCounts } from '../../api/tracker/tracker.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { authStatus } from '../../auth/access.ts';
import { Icon } from '../../components/icons.tsx';
import type { JobCardLayout } from '../../components/job-card/JobCard.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import type { SearchFormValues } from '../../components/search-form/values.ts';
import { SignupModal } from '../../components/signup-modal/SignupModal.tsx';
import { Link, useLocation } from '../../lib/router/index.ts';
import { useIsDesktop } from '../../lib/useIsDesktop.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import {
  EmptyHelp,
  JobList,
  LimitBanner,
  PublicLimit,
  ResultsFooter,
  ResultsSkeleton,
  summaryText,
} from './Results.tsx';
import { preloadSearchForm, SearchFormIsland } from './SearchFormIsland.tsx';
import { useSearchState } from './useSearchState.ts';
import './job-search.scss';

const LAYOUT_KEY = 'upstream.cardLayout';

const layoutListeners = new Set<() => void>();

/** The desktop card layout the person chose; the server renders (and the page hydrates) the classic one first. */
function useDesktopLayout(): [
  Exclude<JobCardLayout, 'mobile'>,
  (l: Exclude<JobCardLayout, 'mobile'>) => void,
] {
  const layout = useSyncExternalStore<Exclude<JobCardLayout, 'mobile'>>(
    (onChange) => {
      layoutListeners.add(onChange);
      return () => layoutListeners.delete(onChange);
    },
    () => (localStorage.getItem(LAYOUT_KEY) === 'new' ? 'new' : 'classic'),
    () => 'classic',
  );
  return [
    layout,
    (next) => {
      localStorage.setItem(LAYOUT_KEY, next);
      for (const onChange of layoutListeners) onChange();
    },
  ];
}

/** A one-line description of the filters for the mobile search box. */
function filterSummary(values: SearchFormValues | null): string {
  if (!values) return 'Search jobs';
  const parts = [
    ...values.job_title_search,
    ...values.role,
    ...values.level,
    ...values.type,
    ...values.city.map((c) => c.replace('|', ', ')),
    ...values.company,
    ...values.industry,
  ];
  if (values.saved) parts.unshift('Saved');
  if (values.tracked) parts.unshift('Tracked');
  if (!parts.length) return 'Search jobs';
  return parts.length > 3 ? `${parts.slice(0, 3).join(' · ')} +${parts.length - 3}` : parts.join(' · ');
}

/** /job-search and /job-search/{page} (spec §2). */
export default function JobSearchPage() {
  usePageTitle('Job Search');
  const { auth } = useAuth();
  const member = authStatus(auth) === 'signed-in';
  const isDesktop = useIsDesktop();
  const [desktopLayout, setDesktopLayout] = useDesktopLayout();
  const layout: JobCardLayout = isDesktop ? desktopLayout : 'mobile';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [signupAction, setSignupAction] = useState<string | null>(null);
  // A search is a navigation, rendered as a transition that may first hydrate the result cards still asleep
  // (boot/Island.tsx): the results say they are being replaced from the click on, not once it has rendered.
  const { key: locationKey } = useLocation();
  const [searchedFrom, setSearchedFrom] = useState<string | null>(null);
  const searching = searchedFrom === locationKey;

  const { url, initialValues, request } = useSearchState(member);
  const inputs = useSearchInputs();
  const search = useJobSearch(request);
  const counts = useSavedAndTrackedCounts(member);
  const emailCount = useEmailCount(member);

  const outcome = search.data;
  const loading = request === null || search.isPending;
  const stale = search.isPlaceholderData || searching;

  const form = initialValues ? (
    <SearchFormIsland
      formKey={JSON.stringify(initialValues)}
      initialValues={initialValues}
      inputs={inputs.data}
      signedIn={member}
      onSignupRequired={setSignupAction}
      emailCountRemaining={emailCount.data}
      onDone={() => {
        setFiltersOpen(false);
        setSearchedFrom(locationKey);
      }}
    />
  ) : (
    <p className="text-muted" role="status">
      Loading your saved search…
    </p>
  );

  return (
    <div className="job-search container-xl py-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">Job Search</h1>
        {member && (
          <nav aria-label="Your jobs" className="d-flex gap-3">
            <Link to="/job-search?saved=true" className="fw-semibold">
              Saved ({counts.data?.saved_jobs ?? '…'})
            </Link>
            <Link to="/job-search?tracked=true" className="fw-semibold">
              Tracked ({counts.data?.tracked_jobs ?? '…'})
            </Link>
          </nav>
        )}
      </div>

      <div className="row g-4">
        {isDesktop ? (
          <aside className="col-lg-3" aria-label="Filters">
            <div className="filter-panel card">
              <div className="card-body">{form}</div>
            </div>
          </aside>
        ) : (
          <div className="col-12">
            <button
              type="button"
              className="mobile-search-box form-control text-start"
              // Drawn as a transition: the tap is answered at once and the dialog (its code, the form) follows in
              // slices, instead of the page, the dialog and the page held still all in the tap's own frame.
              onClick={() => startTransition(() => setFiltersOpen(true))}
              // The form's code is fetched when the box is first approached, not with the page.
              onPointerDown={preloadSearchForm}
              onFocus={preloadSearchForm}
              aria-haspopup="dialog"
            >
              <Icon name="search" className="me-2" />
              <span className="visually-hidden">Open search filters: </span>
              {filterSummary(initialValues)}
            </button>
            <Modal
              show={filtersOpen}
              onHide={() => setFiltersOpen(false)}
              fullscreenBelowLg
              titleId="filters-title"
              title={
                <h2 id="filters-title" className="modal-title h5">
                  Search filters
                </h2>
              }
            >
              {form}
            </Modal>
          </div>
        )}

        <section className="col-lg-9" aria-labelledby="results-heading" aria-busy={loading || stale}>
          <div className="results-header d-flex flex-wrap align-items-center gap-2 mb-3">
            <h2 id="results-heading" className="h6 mb-0 me-auto" aria-live="polite">
              {loading
                ? 'Searching…'
                : outcome?.kind === 'results'
                  ? summaryText(url.page, outcome.jobs.length, outcome.count)
                  : outcome?.kind === 'public-limit'
                    ? `Showing the first ${outcome.count} jobs`
                    : 'Job results'}
            </h2>
            <Link to="/job-search" className="small">
              Reset Job Search
            </Link>
            {isDesktop && (
              // biome-ignore lint/a11y/useSemanticElements: Bootstrap's button group, as react-bootstrap drew it.
              <div role="group" aria-label="Card layout" className="btn-group btn-group-sm">
                {(
                  [
                    ['classic', 'Classic'],
                    ['new', 'New design'],
                  ] as const
                ).map(([value, label]) => (
                  <Fragment key={value}>
                    <input
                      className="btn-check"
                      type="radio"
                      name="card-layout"
                      id={`layout-${value}`}
                      value={value}
                      autoComplete="off"
                      checked={desktopLayout === value}
                      onChange={() => setDesktopLayout(value)}
                    />
                    <label htmlFor={`layout-${value}`} className="btn btn-outline-secondary">
                      {label}
                    </label>
                  </Fragment>
                ))}
              </div>
            )}
          </div>

          {loading ? (
            <ResultsSkeleton />
          ) : outcome?.kind === 'public-limit' ? (
            <PublicLimit />
          ) : outcome?.kind === 'failed' ? (
            <div role="alert" className="alert alert-danger d-flex align-items-center gap-2">
              <span className="flex-grow-1">{outcome.message}</span>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => search.refetch()}
              >
                Try again
              </button>
            </div>
          ) : outcome && outcome.count > 0 && outcome.jobs.length === 0 ? (
            <div role="alert" className="alert alert-light border">
              There are no more jobs past page {Math.ceil(outcome.count / 20)}.{' '}
              <Link to={`/job-search${url.searchId ? `?search_id=${url.searchId}` : ''}`}>
                Back to the first page
              </Link>
            </div>
          ) : outcome && outcome.count === 0 ? (
            <EmptyHelp />
          ) : outcome ? (
            <div className={stale ? 'results-stale' : undefined}>
              <JobList jobs={outcome.jobs} layout={layout} />
              {outcome.publicLimitMessage && <LimitBanner message={outcome.publicLimitMessage} />}
              <ResultsFooter outcome={outcome} url={url} />
            </div>
          ) : null}
        </section>
      </div>
      <SignupModal action={signupAction} onHide={() => setSignupAction(null)} />
    </div>
  );
}
