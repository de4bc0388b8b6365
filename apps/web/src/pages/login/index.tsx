import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function LoginPage() {
  usePageTitle('Sign in');
  return (
    <div className="container-xl py-5">
      <h1>Sign in</h1>
    </div>
  );
}
