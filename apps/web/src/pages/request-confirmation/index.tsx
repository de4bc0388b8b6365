import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function RequestConfirmationPage() {
  usePageTitle('Request received');
  return (
    <div className="container-xl py-5">
      <h1>Request received</h1>
    </div>
  );
}
