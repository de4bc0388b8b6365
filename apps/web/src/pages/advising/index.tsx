import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function AdvisingPage() {
  usePageTitle('Advising');
  return (
    <div className="container-xl py-5">
      <h1>Advising</h1>
    </div>
  );
}
