import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useRequestAccountDeletion } from '../../api/account/member-data.ts';
import { PendingButton } from '../pending-button/PendingButton.tsx';

/**
 * "Delete my account": settings asks, the emailed link confirms. Two steps here (the button, then a plain
 * statement of what goes) so a stray click sends nothing.
 */
export function DeleteAccountPanel() {
  const request = useRequestAccountDeletion();
  const [asking, setAsking] = useState(false);
  const explanation = useId();

  return (
    <Card as="section" aria-labelledby="settings-delete" className="mb-4 border-danger-subtle">
      <Card.Body>
        <h2 id="settings-delete" className="h5 mb-2">
          Delete your account
        </h2>
        {request.isSuccess ? (
          <Alert variant="success" className="py-2 mb-0" role="status">
            We sent a link to <strong>{request.data.sent_to}</strong>. Open it within{' '}
            {request.data.expires_in_minutes} minutes to delete your account for good.
          </Alert>
        ) : !asking ? (
          <>
            <p className="small text-body-secondary">
              Deletes your account and everything in it. A paid plan is cancelled first.
            </p>
            <Button variant="outline-danger" onClick={() => setAsking(true)}>
              Delete my account
            </Button>
          </>
        ) : (
          <>
            <p id={explanation} className="small">
              This removes your tracker, notes, saved searches, saved and blocked companies, forwarded mail
              and every email we sent you; it ends every session and cancels a paid plan. It cannot be undone.
              You may want to download your data first. We will email you a link to confirm.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <PendingButton
                variant="danger"
                pending={request.isPending}
                aria-describedby={explanation}
                onClick={() => request.mutate()}
              >
                Email me the confirmation link
              </PendingButton>
              <Button variant="link" disabled={request.isPending} onClick={() => setAsking(false)}>
                Keep my account
              </Button>
            </div>
          </>
        )}
        <div aria-live="polite">
          {request.isError && (
            <Alert variant="danger" className="py-2 mt-3 mb-0 small">
              {request.error.message}
            </Alert>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
