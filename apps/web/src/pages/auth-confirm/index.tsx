import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function AuthConfirmPage() {
  usePageTitle('Confirm sign-in');
  return (
    <div className="container-xl py-5">
      <h1>Confirm sign-in</h1>
    </div>
  );
}
