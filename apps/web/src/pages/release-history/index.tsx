import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function ReleaseHistoryPage() {
  usePageTitle('Release History');
  return (
    <div className="container-xl py-5">
      <h1>Release History</h1>
    </div>
  );
}
