import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function JobSearchPage() {
  usePageTitle('Job Search');
  return (
    <div className="container-xl py-5">
      <h1>Job Search</h1>
    </div>
  );
}
