import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function TrackerPage() {
  usePageTitle('Tracker');
  return (
    <div className="container-xl py-5">
      <h1>Tracker</h1>
    </div>
  );
}
