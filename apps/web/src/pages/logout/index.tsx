import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { logout } from '../../api/account/account.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { clearAnalyticsUser } from '../../auth/analytics-marker.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** Ends the session server-side, forgets the analytics marker and goes to /login (spec §4). */
export default function LogoutPage() {
  usePageTitle('Signing out');
  const navigate = useNavigate();
  const { fetchUser } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      await logout();
      clearAnalyticsUser();
      await fetchUser();
      navigate('/login', { replace: true });
    })();
  }, [fetchUser, navigate]);

  return (
    <div className="container-xl py-5 text-center" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="mt-3 text-muted-strong">Signing you out…</p>
    </div>
  );
}
