import { EmailLinkForm } from '../../components/sign-in/EmailLinkForm.tsx';
import { ProviderButton } from '../../components/sign-in/ProviderButton.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import '../../components/sign-in/sign-in.scss';

export default function LoginPage() {
  usePageTitle('Sign in');
  return (
    <div className="container-xl py-5">
      <div className="sign-in-card">
        <h1 className="h3 mb-1 text-center">Welcome back</h1>
        <p className="text-muted-strong text-center mb-4">
          Sign in with a link we email you. No password needed.
        </p>
        <ProviderButton />
        <EmailLinkForm submitLabel="Continue" />
        <p className="text-center mt-4 mb-0">
          New to Upstream? <Link to="/signup">Sign up free</Link>
        </p>
      </div>
    </div>
  );
}
