import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function SignupPage() {
  usePageTitle('Sign up');
  return (
    <div className="container-xl py-5">
      <h1>Sign up</h1>
    </div>
  );
}
