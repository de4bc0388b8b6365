import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { confirmSignIn, describeSignIn } from '../../api/account/account.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Link, useNavigate, useSearchParams } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import '../../components/sign-in/sign-in.scss';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';

/**
 * The emailed link lands here. Only pressing the button (a POST) spends the token, so mail scanners that
 * open every link cannot use it up.
 */
export default function AuthConfirmPage() {
  usePageTitle('Confirm sign-in');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { fetchUser } = useAuth();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(
    token ? null : { code: 'link_invalid', message: "This sign-in link isn't complete. Request a new one." },
  );
  // Whom the link signs in, so a person sent someone else's link sees it is not their account.
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    describeSignIn(token).then((described) => {
      if (!live || !described) return;
      if (described.ok) setEmail(described.email);
      else setFailure(described);
    });
    return () => {
      live = false;
    };
  }, [token]);

  async function onConfirm() {
    setPending(true);
    const outcome = await confirmSignIn(token);
    if (!outcome.ok) {
      setPending(false);
      setFailure(outcome);
      return;
    }
    await fetchUser();
    navigate(outcome.next, { replace: true });
  }

  const linkProblem = failure?.code.startsWith('link_') === true;
  return (
    <div className="container-xl py-5">
      <div className="sign-in-card text-center">
        {linkProblem ? (
          <>
            <h1 className="h3 mb-3">This link can't sign you in</h1>
            <p className="text-muted-strong">{failure.message}</p>
            <Link to="/login" className="btn btn-primary w-100 py-2 mt-2">
              Get a new sign-in link
            </Link>
          </>
        ) : (
          <>
            <h1 className="h3 mb-3">Sign in to Upstream</h1>
            <p className="text-muted-strong">
              {email ? (
                <>
                  This link signs in <strong data-testid="sign-in-email">{email}</strong>. Press the button to
                  finish signing in on this device.
                </>
              ) : (
                'Press the button to finish signing in on this device.'
              )}
            </p>
            {failure && (
              <Alert variant="danger" className="py-2 text-start" role="alert">
                {failure.message}
              </Alert>
            )}
            <PendingButton className="w-100 py-2" onClick={onConfirm} pending={pending}>
              Sign in
            </PendingButton>
            <p className="small text-muted mt-3 mb-0">
              The link works once and expires 10 minutes after it was sent.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
