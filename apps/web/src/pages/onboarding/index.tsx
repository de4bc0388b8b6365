import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function OnboardingPage() {
  usePageTitle('Onboarding');
  return (
    <div className="container-xl py-5">
      <h1>Onboarding</h1>
    </div>
  );
}
