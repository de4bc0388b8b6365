import {
  type JobSearchFilters,
  ONBOARDING_STEPS,
  SEARCH_NAME_MAX,
  searchNameError,
} from '@upstream/contract';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link, useNavigate } from 'react-router';
import { completeOnboarding, recordOnboardingStep } from '../../api/account/account.ts';
import { useSearchInputs } from '../../api/jobs/jobs.ts';
import {
  saveOnboardingSearch,
  useLiveCount,
  useOnboardingSearch,
} from '../../api/saved-searches/onboarding-search.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { KeywordChips } from '../../components/keyword-chips/KeywordChips.tsx';
import { MultiSelect } from '../../components/multi-select/MultiSelect.tsx';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { nextPath, previousPath, type SearchStep } from './steps.ts';
import { useOnboardingSearchId } from './useOnboardingSearchId.ts';
import { ZeroMatchModal } from './ZeroMatchModal.tsx';

function LiveCount({ count }: { count: number | null }) {
  return (
    <p className={`onboarding-count mt-3 ${count === 0 ? 'onboarding-count-zero' : ''}`} aria-live="polite">
      {count == null ? (
        <span className="text-muted">Counting jobs…</span>
      ) : (
        `${count.toLocaleString('en-US')} active jobs fit your search`
      )}
    </p>
  );
}

/** One of the search-setup steps 2 to 7 (spec §2, §4): a filter, the live count, Back, Skip, Next/Finish. */
export function SearchStepPage({ step }: { step: SearchStep }) {
  usePageTitle(`${step.heading} · Onboarding`);
  const navigate = useNavigate();
  const { fetchUser } = useAuth();
  const { searchId, error: createError } = useOnboardingSearchId();
  const saved = useOnboardingSearch(searchId);
  const inputs = useSearchInputs();
  const [filters, setFilters] = useState<JobSearchFilters | null>(null);
  const [searchName, setSearchName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [zeroMatch, setZeroMatch] = useState(false);
  const count = useLiveCount(filters);
  const isLast = step.step === ONBOARDING_STEPS;
  const next = nextPath(step);

  useEffect(() => recordOnboardingStep(step.step), [step.step]);
  // Each step starts from what the saved search holds now: taken once the step's own fetch has answered (the
  // cache may still hold the previous step's answer), and never again, so a late answer cannot overwrite what
  // the person has started to change.
  const [loadedStep, setLoadedStep] = useState<number | null>(null);
  useEffect(() => {
    if (!saved.data || saved.isFetching || loadedStep === step.step) return;
    setFilters(saved.data.filters);
    setSearchName(saved.data.searchName);
    setLoadedStep(step.step);
  }, [saved.data, saved.isFetching, loadedStep, step.step]);

  async function submit() {
    if (!filters || searchId == null) return;
    setSaving(true);
    setSaveError(null);
    const problem = await saveOnboardingSearch(searchId, filters, searchName.trim());
    if (problem) {
      setSaving(false);
      setSaveError(problem);
      return;
    }
    if (isLast) {
      const done = await completeOnboarding().catch(() => false);
      if (!done) {
        setSaving(false);
        setSaveError('We saved your search but could not finish onboarding. Please try again.');
        return;
      }
      await fetchUser();
      navigate(`/select-account?search_id=${searchId}`);
    } else if (next) {
      navigate(next);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLast) {
      const problem = searchNameError(searchName);
      setNameError(problem);
      if (problem) return;
    }
    if (count === 0) setZeroMatch(true);
    else void submit();
  }

  const ready = filters != null && searchId != null && loadedStep === step.step;
  const field = step.field;
  return (
    <div className="onboarding-card">
      <StepIndicator step={step.step} />
      <Form onSubmit={onSubmit} noValidate>
        <h1 className="h2 mb-4">{step.heading}</h1>
        {(createError || saved.isError) && (
          <Alert variant="danger" className="py-2">
            {createError ?? 'We could not load your saved search. Refresh the page to try again.'}
          </Alert>
        )}
        {!ready ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={12} style={{ height: 40 }} className="rounded" />
          </Placeholder>
        ) : field === 'search_name' ? (
          <Form.Group controlId="onboarding-search-name">
            <Form.Label>{step.label}</Form.Label>
            <Form.Control
              value={searchName}
              maxLength={SEARCH_NAME_MAX + 50}
              isInvalid={Boolean(nameError)}
              onChange={(e) => {
                setSearchName(e.target.value);
                if (nameError) setNameError(searchNameError(e.target.value));
              }}
              aria-describedby="onboarding-search-name-help"
            />
            <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
            <Form.Text id="onboarding-search-name-help">
              The name goes in the subject of your daily email.
            </Form.Text>
          </Form.Group>
        ) : field === 'job_title_search' ? (
          <KeywordChips
            label={step.label}
            keywords={filters.job_title_search}
            onChange={(job_title_search) => setFilters({ ...filters, job_title_search })}
          />
        ) : (
          <MultiSelect
            label={step.label}
            options={step.options && inputs.data ? inputs.data[step.options][0] : []}
            selected={filters[field]}
            onChange={(values) => setFilters({ ...filters, [field]: values })}
            placeholder={inputs.isLoading ? 'Loading options…' : 'Type to filter…'}
          />
        )}
        <LiveCount count={ready ? count : null} />
        {saveError && (
          <Alert variant="danger" className="py-2" role="alert">
            {saveError}
          </Alert>
        )}
        <div className="onboarding-actions">
          <Link to={previousPath(step)} className="btn btn-outline-secondary">
            Back
          </Link>
          <span className="spacer" />
          {next && (
            <Link to={next} className="btn btn-link">
              Skip
            </Link>
          )}
          <PendingButton type="submit" className="px-4" pending={saving} disabled={!ready}>
            {isLast ? 'Finish' : 'Next'}
          </PendingButton>
        </div>
      </Form>
      <ZeroMatchModal
        show={zeroMatch}
        onClose={() => setZeroMatch(false)}
        onContinue={() => {
          setZeroMatch(false);
          void submit();
        }}
      />
    </div>
  );
}
