import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function SelectAccountPage() {
  usePageTitle('Choose your plan');
  return (
    <div className="container-xl py-5">
      <h1>Choose your plan</h1>
    </div>
  );
}
