import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { logout } from '../../api/account/account.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { clearAnalyticsUser } from '../../auth/analytics-marker.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const NOT_SIGNED_OUT = "We couldn't sign you out just now. Please try again.";

/** Ends the session server-side, forgets the analytics marker and goes to /login (spec §4). */
export default function LogoutPage() {
  usePageTitle('Signing out');
  const navigate = useNavigate();
  const { fetchUser } = useAuth();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  const signOut = useCallback(async () => {
    setFailed(false);
    // A sign-out the server did not take would land on /login still signed in, and be sent on to /job-search.
    if (!(await logout())) {
      setFailed(true);
      return;
    }
    clearAnalyticsUser();
    await fetchUser();
    navigate('/login', { replace: true });
  }, [fetchUser, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  if (failed)
    return (
      <div className="container-xl py-5 text-center">
        <Alert variant="danger" className="d-inline-block">
          {NOT_SIGNED_OUT}
        </Alert>
        <div>
          <Button onClick={() => void signOut()}>Sign out</Button>
        </div>
      </div>
    );
  return (
    <div className="container-xl py-5 text-center" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="mt-3 text-muted-strong">Signing you out…</p>
    </div>
  );
}
