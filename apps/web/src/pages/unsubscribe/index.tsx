import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  return (
    <div className="container-xl py-5">
      <h1>Unsubscribe</h1>
    </div>
  );
}
