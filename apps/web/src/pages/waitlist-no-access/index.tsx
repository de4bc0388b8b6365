import { useClientConfig } from '../../api/config/client-config.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** A signed-in person without access (invite mode): how to get in (DESIGN §1). */
export default function WaitlistNoAccessPage() {
  usePageTitle("You're on the waitlist");
  const { auth } = useAuth();
  const { contactEmail, schedulingUrl } = useClientConfig();
  return (
    <div className="container-xl py-5 page-narrow">
      <h1 className="mb-3">You're on the waitlist</h1>
      {auth && (
        <p className="lead">
          Thanks for signing up{auth.first_name ? `, ${auth.first_name}` : ''}. We saved your place as{' '}
          <strong>{auth.email}</strong>.
        </p>
      )}
      <p>Upstream is in beta, and beta access needs one of these:</p>
      <ul>
        <li>
          <strong>An invite</strong> from a current member. If a friend sent you an invite code,{' '}
          <Link to="/invite-signup" className="text-decoration-underline">
            use your invite code
          </Link>
          .
        </li>
        <li>
          <strong>A 1:1 onboarding</strong> session with the founder.{' '}
          {schedulingUrl && (
            <a href={schedulingUrl} target="_blank" rel="noreferrer" className="text-decoration-underline">
              Book a session
            </a>
          )}
        </li>
      </ul>
      <p>
        When a spot opens up, we'll email you a link to sign in. Questions? Email{' '}
        <a href={`mailto:${contactEmail}`} className="text-decoration-underline">
          {contactEmail}
        </a>
        .
      </p>
      <div className="d-flex flex-wrap gap-2 mt-4">
        {/* Signing out first: a signed-in person without access cannot stay on /login. */}
        <Link to="/logout" className="btn btn-outline-primary">
          Back to login
        </Link>
      </div>
    </div>
  );
}
