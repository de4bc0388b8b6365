import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function RequestPage() {
  usePageTitle('Request');
  return (
    <div className="container-xl py-5">
      <h1>Request</h1>
    </div>
  );
}
