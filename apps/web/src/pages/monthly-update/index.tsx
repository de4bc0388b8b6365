import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function MonthlyUpdatePage() {
  usePageTitle('Monthly Update');
  return (
    <div className="container-xl py-5">
      <h1>Monthly Update</h1>
    </div>
  );
}
