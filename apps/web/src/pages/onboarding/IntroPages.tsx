import { searchNameError } from '@upstream/contract';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { recordOnboardingStep } from '../../api/account/account.ts';
import { useClientConfig } from '../../api/config/client-config.ts';
import { useSearchInputs } from '../../api/jobs/jobs.ts';
import { KeywordChips } from '../../components/keyword-chips/KeywordChips.tsx';
import { MultiSelect } from '../../components/multi-select/MultiSelect.tsx';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { DotIndicator } from './StepIndicator.tsx';
import { useSearchStep } from './useSearchStep.ts';

// The four-dot reading of onboarding (spec §2, DESIGN §1): advising, the job-search intro and the first
// saved search. Each records its step on load (spec §7: 2, 3 and 4 from the intro pages).

export function AdvisingIntro() {
  usePageTitle('Advising · Onboarding');
  const { schedulingUrl } = useClientConfig();
  useEffect(() => recordOnboardingStep(2), []);
  return (
    <div className="onboarding-card">
      <DotIndicator dot={2} />
      <h1 className="h2 mb-3">Get help from people who hire</h1>
      <p>
        Beyond the job feed, Upstream offers advising. <strong>Group Advising</strong> meets weekly for an
        hour, Thursdays at 4pm ET, in groups of up to 20; it's free for beta users.{' '}
        <strong>1:1 Advising</strong> is $100 an hour for a focused session on your search.
      </p>
      <p className="text-muted-strong">You can find both any time under Advising in the menu.</p>
      <div className="onboarding-actions">
        <Link to="/onboarding/welcome" className="btn btn-outline-secondary">
          Back
        </Link>
        <span className="spacer" />
        {schedulingUrl && (
          <a href={schedulingUrl} target="_blank" rel="noreferrer" className="btn btn-link">
            Schedule 1:1
          </a>
        )}
        <Link to="/onboarding/job-search" className="btn btn-primary px-4">
          Next
        </Link>
      </div>
    </div>
  );
}

export function JobSearchIntro() {
  usePageTitle('Job search · Onboarding');
  useEffect(() => recordOnboardingStep(3), []);
  return (
    <div className="onboarding-card">
      <DotIndicator dot={3} />
      <h1 className="h2 mb-3">How job search works</h1>
      <p>
        Upstream collects current jobs straight from company career pages, not from aggregators, and drops
        anything not confirmed in the last 14 days.
      </p>
      <p>
        Filter by city, job function, type, level and title keywords. Save a search and we'll email you the
        jobs posted in the past 24 hours that match it, every morning at 10am ET.
      </p>
      <div className="onboarding-actions">
        <Link to="/onboarding/advising" className="btn btn-outline-secondary">
          Back
        </Link>
        <span className="spacer" />
        <Link to="/onboarding/first-saved-search" className="btn btn-primary px-4">
          Next
        </Link>
      </div>
    </div>
  );
}

/** The first saved search with its daily email (save-search and save-email preset on), ending onboarding. */
export function FirstSavedSearch() {
  usePageTitle('First Saved Search & Email');
  const inputs = useSearchInputs();
  const search = useSearchStep(4);
  const { filters, setFilters, count } = search;
  const [nameError, setNameError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = searchNameError(search.searchName);
    setNameError(problem);
    if (!problem) void search.save('finish');
  }

  const options = (key: 'city' | 'roles' | 'type' | 'level') => (inputs.data ? inputs.data[key][0] : []);
  return (
    <div className="onboarding-card">
      <DotIndicator dot={4} />
      <ol className="list-inline small text-muted-strong mb-2" aria-label="Two steps">
        <li className="list-inline-item fw-semibold text-primary">1. Your search</li>
        <li className="list-inline-item">→ 2. Your daily email</li>
      </ol>
      <h1 className="h2 mb-3">First Saved Search &amp; Email</h1>
      <p>
        Every user gets unlimited saved searches. Private beta users can get the roles posted in the last 24
        hours for up to 3 saved searches in daily emails at 10am ET.
      </p>
      {(search.createError || search.saveError) && (
        <Alert variant="danger" className="py-2" role="alert">
          {search.createError ?? search.saveError}
        </Alert>
      )}
      {!search.ready || !filters ? (
        <div className="text-center py-4" role="status">
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <span className="visually-hidden">Loading your search…</span>
        </div>
      ) : (
        <Form onSubmit={onSubmit} noValidate>
          <div className="d-grid gap-3">
            <MultiSelect
              label="Cities"
              options={options('city')}
              selected={filters.city}
              onChange={(city) => setFilters({ ...filters, city })}
            />
            <MultiSelect
              label="Job functions"
              options={options('roles')}
              selected={filters.role}
              onChange={(role) => setFilters({ ...filters, role })}
            />
            <MultiSelect
              label="Job types"
              options={options('type')}
              selected={filters.type}
              onChange={(type) => setFilters({ ...filters, type })}
            />
            <MultiSelect
              label="Job levels"
              options={options('level')}
              selected={filters.level}
              onChange={(level) => setFilters({ ...filters, level })}
            />
            <KeywordChips
              label="Title keywords"
              keywords={filters.job_title_search}
              onChange={(job_title_search) => setFilters({ ...filters, job_title_search })}
            />
            <Form.Group controlId="first-search-name">
              <Form.Label>Search name</Form.Label>
              <Form.Control
                value={search.searchName}
                isInvalid={Boolean(nameError)}
                onChange={(e) => search.setSearchName(e.target.value)}
              />
              <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
            </Form.Group>
            <Form.Check
              id="first-search-save"
              type="checkbox"
              label="Save search"
              checked
              disabled
              readOnly
            />
            <Form.Check
              id="first-search-email"
              type="checkbox"
              label="Daily email at 10am ET"
              checked
              disabled
              readOnly
            />
          </div>
          <p className="onboarding-count mt-3" aria-live="polite">
            {count == null ? '' : `${count.toLocaleString('en-US')} active jobs fit your search`}
          </p>
          <div className="onboarding-actions">
            <Link to="/onboarding/job-search" className="btn btn-outline-secondary">
              Back
            </Link>
            <span className="spacer" />
            <PendingButton type="submit" className="px-4" pending={search.saving}>
              Save &amp; finish
            </PendingButton>
          </div>
        </Form>
      )}
    </div>
  );
}
