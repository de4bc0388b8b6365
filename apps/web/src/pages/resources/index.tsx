import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function ResourcesPage() {
  usePageTitle('Resources');
  return (
    <div className="container-xl py-5">
      <h1>Resources</h1>
    </div>
  );
}
