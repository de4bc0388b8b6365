import { useEffect, useRef } from 'react';
import { api } from '../../api/client.ts';
import { useClientConfig } from '../../api/config/client-config.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function FailAuthPage() {
  usePageTitle('Authentication Issue');
  const { auth } = useAuth();
  const { contactEmail } = useClientConfig();
  const notified = useRef(false);

  // Once per visit, after the auth state is known (spec §7); a failure is only logged.
  useEffect(() => {
    if (auth === null || notified.current) return;
    notified.current = true;
    api('reportAuthFailure', {
      userEmail: auth ? auth.email : '',
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
    }).catch((err) => console.error('auth failure notification failed', err));
  }, [auth]);

  return (
    <div className="container-xl py-5 page-narrow">
      <h1 className="mb-3">Authentication Issue</h1>
      <p className="lead">We couldn't confirm your access. This usually happens because:</p>
      <ul>
        <li>your session expired,</li>
        <li>there was a temporary connection issue, or</li>
        <li>your account needs a refresh.</li>
      </ul>
      <p>Try signing in again. If it keeps happening, email us and we'll sort it out.</p>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Link to="/login" className="btn btn-primary">
          Log in again
        </Link>
        <Link to="/signup" className="btn btn-outline-primary">
          Sign up
        </Link>
        <a href={`mailto:${contactEmail}`} className="btn btn-outline-secondary">
          Email {contactEmail}
        </a>
        <Link to="/" className="btn btn-link">
          Go to the homepage
        </Link>
      </div>
    </div>
  );
}
