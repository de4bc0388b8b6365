import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function WaitlistNoAccessPage() {
  usePageTitle('Waitlist');
  return (
    <div className="container-xl py-5">
      <h1>Waitlist</h1>
    </div>
  );
}
