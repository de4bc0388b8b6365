import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function WaitlistPage() {
  usePageTitle('Join the waitlist');
  return (
    <div className="container-xl py-5">
      <h1>Join the waitlist</h1>
    </div>
  );
}
