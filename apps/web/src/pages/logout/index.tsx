import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function LogoutPage() {
  usePageTitle('Signing out');
  return (
    <div className="container-xl py-5">
      <h1>Signing out</h1>
    </div>
  );
}
