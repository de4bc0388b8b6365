import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useConfirmAccountDeletion } from '../../api/account/member-data.ts';
import { ApiError } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';
import { Link, useSearchParams } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import '../../components/sign-in/sign-in.scss';

/**
 * The emailed link to delete an account lands here. Only pressing the button (a POST) deletes, so a mail
 * scanner that opens every link deletes nothing.
 */
export default function DeleteAccountPage() {
  usePageTitle('Delete your account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmAccountDeletion();
  const { fetchUser } = useAuth();
  const [done, setDone] = useState(false);

  const onConfirm = () =>
    confirm.mutate(token, {
      onSuccess: async () => {
        setDone(true);
        await fetchUser();
      },
    });

  const error = confirm.error instanceof ApiError ? confirm.error : null;
  const code = (error?.body as { error?: { code?: string } } | null)?.error?.code ?? '';
  const linkProblem = !token || code.startsWith('link_');

  return (
    <div className="container-xl py-5">
      <div className="sign-in-card text-center">
        {done ? (
          <>
            <h1 className="h3 mb-3">Your account is deleted</h1>
            <p className="text-muted-strong" role="status">
              Everything Upstream held about you is gone, and you are signed out everywhere.
            </p>
            <Link to="/" className="btn btn-primary w-100 py-2 mt-2">
              Go to the home page
            </Link>
          </>
        ) : linkProblem ? (
          <>
            <h1 className="h3 mb-3">This link can't delete an account</h1>
            <p className="text-muted-strong">
              {confirm.error?.message ?? "This link isn't complete. Ask for a new one in Settings."}
            </p>
            <Link to="/settings" className="btn btn-primary w-100 py-2 mt-2">
              Go to Settings
            </Link>
          </>
        ) : (
          <>
            <h1 className="h3 mb-3">Delete your Upstream account</h1>
            <p className="text-muted-strong">
              Your tracker, notes, saved searches, companies, forwarded mail and emails are removed for good,
              and a paid plan is cancelled. This cannot be undone.
            </p>
            {confirm.isError && (
              <Alert variant="danger" className="py-2 text-start" role="alert">
                {confirm.error.message}
              </Alert>
            )}
            <PendingButton
              variant="danger"
              className="w-100 py-2"
              onClick={onConfirm}
              pending={confirm.isPending}
            >
              Delete my account for good
            </PendingButton>
            <Link to="/settings" className="btn btn-link mt-2">
              Keep my account
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
