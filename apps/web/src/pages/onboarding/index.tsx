import { Navigate, Route, Routes, useParams } from '../../lib/router/index.ts';
import { AdvisingIntro, FirstSavedSearch, JobSearchIntro } from './IntroPages.tsx';
import { SearchStepPage } from './SearchStepPage.tsx';
import { stepBySlug } from './steps.ts';
import { Welcome } from './Welcome.tsx';
import './onboarding.scss';

function StepRoute() {
  const { step } = useParams();
  const found = stepBySlug(step);
  if (!found) return <Navigate to="/onboarding/welcome" replace />;
  // A fresh page per step, so one step's form state never leaks into the next.
  return <SearchStepPage key={found.slug} step={found} />;
}

/** Everything under /onboarding/*: the steps, the intro pages, and the welcome screen for anything else. */
export default function OnboardingPage() {
  return (
    <div className="container-xl py-4 py-md-5">
      <Routes>
        <Route path="welcome" element={<Welcome />} />
        <Route path="advising" element={<AdvisingIntro />} />
        <Route path="job-search" element={<JobSearchIntro />} />
        <Route path="first-saved-search" element={<FirstSavedSearch />} />
        <Route path="job-search/:step" element={<StepRoute />} />
        <Route path="*" element={<Navigate to="/onboarding/welcome" replace />} />
      </Routes>
    </div>
  );
}
