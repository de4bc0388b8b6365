import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { api, errorMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { clearAnalyticsUser } from '../../auth/analytics-marker.ts';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';
import { useNavigate } from '../../lib/router/index.ts';

const TRY_AGAIN = "We couldn't sign you out everywhere just now. Please try again.";

/**
 * Settings' "Sign out everywhere": ends every session of the member (other browsers and devices included) and
 * voids the sign-in links they have not used, then goes to /login like signing out does.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const { fetchUser } = useAuth();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signOutEverywhere = async () => {
    setPending(true);
    setProblem(null);
    try {
      const res = await api('signOutEverywhere');
      // 401: this session had already ended; either way nobody is signed in here any more.
      if (!res.ok && res.status !== 401) {
        setProblem(res.status < 500 ? errorMessage(res.data, TRY_AGAIN) : TRY_AGAIN);
        return;
      }
      clearAnalyticsUser();
      await fetchUser();
      navigate('/login', { replace: true });
    } catch {
      setProblem(TRY_AGAIN);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="settings-sessions" className="mb-4">
      <Card.Body>
        <h2 id="settings-sessions" className="h5 mb-2">
          Sessions
        </h2>
        <p className="text-muted-strong">
          Signs you out on every browser and device, this one included, and cancels sign-in links you have not
          used yet.
        </p>
        {problem && (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        )}
        <PendingButton variant="outline-danger" pending={pending} onClick={signOutEverywhere}>
          Sign out everywhere
        </PendingButton>
      </Card.Body>
    </Card>
  );
}
