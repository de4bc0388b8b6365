import { useClientConfig } from '../../api/config/client-config.ts';
import { EmailLinkForm } from '../../components/sign-in/EmailLinkForm.tsx';
import { ProviderButton } from '../../components/sign-in/ProviderButton.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import '../../components/sign-in/sign-in.scss';

export default function SignupPage() {
  usePageTitle('Sign up');
  const { accessMode } = useClientConfig();
  return (
    <div className="container-xl py-5">
      <div className="sign-in-card">
        <h1 className="h3 mb-1 text-center">Let jobs find you</h1>
        <p className="text-muted-strong text-center mb-4">
          Create your free account: current jobs straight from company career pages, and new matches in your
          inbox every morning.
        </p>
        {accessMode === 'invite' && (
          <p className="small text-muted-strong border rounded p-2 mb-4">
            Upstream is in private beta: access is by invite from a current member or after a 1:1 onboarding.
            Without an invite you'll join the waitlist.
          </p>
        )}
        <ProviderButton />
        <EmailLinkForm submitLabel="Get Started Free" />
        <div className="d-flex justify-content-between flex-wrap gap-2 mt-4">
          <span>
            Have an account? <Link to="/login">Sign in</Link>
          </span>
          <Link to="/invite-signup">Use invite code</Link>
        </div>
      </div>
    </div>
  );
}
