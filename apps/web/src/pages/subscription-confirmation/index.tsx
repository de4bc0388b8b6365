import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function SubscriptionConfirmationPage() {
  usePageTitle('Subscription');
  return (
    <div className="container-xl py-5">
      <h1>Subscription</h1>
    </div>
  );
}
