import { ONBOARDING_STEPS, SEARCH_NAME_MAX, searchNameError } from '@upstream/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { useSearchInputs } from '../../api/jobs/jobs.ts';
import { KeywordChips } from '../../components/keyword-chips/KeywordChips.tsx';
import { MultiSelect } from '../../components/multi-select/MultiSelect.tsx';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { nextPath, previousPath, type SearchStep } from './steps.ts';
import { useSearchStep } from './useSearchStep.ts';
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
  const inputs = useSearchInputs();
  const isLast = step.step === ONBOARDING_STEPS;
  const next = nextPath(step);
  const {
    createError,
    loadFailed,
    ready,
    filters,
    setFilters,
    searchName,
    setSearchName,
    count,
    save,
    ...saving
  } = useSearchStep(step.step);
  const [nameError, setNameError] = useState<string | null>(null);
  const [zeroMatch, setZeroMatch] = useState(false);

  const submit = () => save(isLast ? 'finish' : next);

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

  const field = step.field;
  return (
    <div className="onboarding-card">
      <StepIndicator step={step.step} />
      <Form onSubmit={onSubmit} noValidate>
        <h1 className="h2 mb-4">{step.heading}</h1>
        {(createError || loadFailed) && (
          <Alert variant="danger" className="py-2">
            {createError ?? 'We could not load your saved search. Refresh the page to try again.'}
          </Alert>
        )}
        {!ready || !filters ? (
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
        {saving.saveError && (
          <Alert variant="danger" className="py-2" role="alert">
            {saving.saveError}
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
          <PendingButton type="submit" className="px-4" pending={saving.saving} disabled={!ready}>
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
