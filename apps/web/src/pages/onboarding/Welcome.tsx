import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { recordOnboardingStep } from '../../api/account/account.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { stepPath } from './steps.ts';
import { useOnboardingSearchId } from './useOnboardingSearchId.ts';

/** Step 1: welcome by first name; records step 1 and makes sure the first saved search exists (spec §4). */
export function Welcome() {
  usePageTitle('Welcome');
  const { auth } = useAuth();
  const { error } = useOnboardingSearchId();
  useEffect(() => recordOnboardingStep(1), []);
  const firstName = auth ? auth.first_name?.trim() : '';

  return (
    <div className="onboarding-card">
      <StepIndicator step={1} />
      <h1 className="h2 mb-3">Welcome to Upstream{firstName ? `, ${firstName}` : ''}!</h1>
      <p className="lead">Let's set up your first saved search. It takes about a minute.</p>
      <p>
        Over the next six steps you'll choose the cities, job functions, types and levels you care about, add
        any title keywords, and name your search. Every morning at 10am ET we'll email you the jobs posted in
        the past 24 hours that match it.
      </p>
      <p className="text-muted-strong">
        You can skip any step and change everything later on the job search page.
      </p>
      {error && (
        <Alert variant="warning" className="py-2">
          {error} You can still continue; we'll try again on the next step.
        </Alert>
      )}
      <div className="onboarding-actions">
        <span className="spacer" />
        <Link to={stepPath('city')} className="btn btn-primary px-4">
          Next
        </Link>
      </div>
    </div>
  );
}
