import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function InviteSignupPage() {
  usePageTitle('Sign up with an invite');
  return (
    <div className="container-xl py-5">
      <h1>Sign up with an invite</h1>
    </div>
  );
}
