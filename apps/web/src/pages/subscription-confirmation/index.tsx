import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { api, errorMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Link, useSearchParams } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const CANCELED = "Order canceled - continue to use the product and try again when you're ready.";

const ERRORS: Record<string, string> = {
  billing_unavailable: "Paid plans aren't available right now. You can keep using Upstream for free.",
  forbidden: 'That billing account belongs to someone else.',
  already_subscribed:
    'You already have a subscription. To change your plan, use Manage subscription in Settings.',
  checkout_open:
    'A checkout is already open for your account, perhaps in another tab. Finish it there, or try again in 30 minutes.',
  cross_origin: 'That request did not come from Upstream, so nothing was changed.',
  bad_request: 'That plan could not be found. Please choose one again.',
};

function Done() {
  return (
    <Link to="/job-search" className="btn btn-primary px-4 mt-3">
      Done
    </Link>
  );
}

/** Where checkout comes back to (spec §2): thanks on success, the canceled text otherwise. */
export default function SubscriptionConfirmationPage() {
  usePageTitle('Subscription');
  const [params] = useSearchParams();
  const { fetchUser } = useAuth();
  const sessionId = params.get('session_id');
  const success = params.get('success') === 'true' && Boolean(sessionId);
  const [confirming, setConfirming] = useState(success);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  // The plan changes when the provider confirms the session; refresh the auth value so the badge follows.
  useEffect(() => {
    if (!success || started.current) return;
    started.current = true;
    api('confirmCheckout', { session_id: sessionId ?? '' })
      .then(async (res) => {
        if (!res.ok) setProblem(errorMessage(res.data, 'We could not confirm your subscription yet.'));
        await fetchUser();
      })
      .catch(() => setProblem('We could not confirm your subscription yet.'))
      .finally(() => setConfirming(false));
  }, [success, sessionId, fetchUser]);

  const error = params.get('error');
  return (
    <div className="container-xl py-5 page-narrow text-center">
      {success ? (
        confirming ? (
          <div role="status">
            <Spinner animation="border" variant="primary" aria-hidden="true" />
            <p className="mt-3">Please wait</p>
          </div>
        ) : (
          <>
            <h1 className="mb-3">THANKS FOR SUBSCRIBING!</h1>
            {problem && (
              <Alert variant="warning" className="text-start">
                {problem} It can take a minute; your plan updates as soon as the payment provider confirms it.
              </Alert>
            )}
            <p className="lead">You can change or cancel your subscription any time in Settings.</p>
            <Done />
          </>
        )
      ) : error ? (
        <>
          <h1 className="h2 mb-3">Checkout didn't start</h1>
          <p className="lead">
            {ERRORS[error] ?? 'Something went wrong with billing. Please try again later.'}
          </p>
          {error === 'already_subscribed' ? (
            <Link to="/settings" className="btn btn-primary px-4 mt-3">
              Go to Settings
            </Link>
          ) : (
            <Done />
          )}
        </>
      ) : (
        <>
          <h1 className="h2 mb-3">Order canceled</h1>
          <p className="lead">{CANCELED}</p>
          <Done />
        </>
      )}
    </div>
  );
}
