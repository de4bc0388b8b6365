import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function LandingPage() {
  usePageTitle('Let jobs find you');
  return (
    <div className="container-xl py-5">
      <h1>Let jobs find you</h1>
    </div>
  );
}
