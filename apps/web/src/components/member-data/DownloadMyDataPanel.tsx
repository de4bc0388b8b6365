import { ENDPOINTS } from '@upstream/contract';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useDownloadMyData } from '../../api/account/member-data.ts';
import { PendingButton } from '../pending-button/PendingButton.tsx';

/** "Download my data": everything Upstream holds about the member as one JSON file; the tracker also as CSV. */
export function DownloadMyDataPanel({ member }: { member: boolean }) {
  const download = useDownloadMyData();
  return (
    <Card as="section" aria-labelledby="settings-my-data" className="mb-4">
      <Card.Body>
        <h2 id="settings-my-data" className="h5 mb-2">
          Your data
        </h2>
        <p className="small text-body-secondary">
          One JSON file with everything Upstream holds about you: your account, tracked jobs and notes, saved
          searches, saved and blocked companies, forwarded hiring mail, requests, and the emails we sent you.
        </p>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <PendingButton
            variant="outline-primary"
            pending={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? 'Preparing your data…' : 'Download my data'}
          </PendingButton>
          {member && (
            <a className="btn btn-link" href={ENDPOINTS.exportTrackedJobs.path} download>
              Tracker as CSV
            </a>
          )}
        </div>
        <div aria-live="polite">
          {download.isError && (
            <Alert variant="danger" className="py-2 mt-3 mb-0 small">
              {download.error.message}
            </Alert>
          )}
          {download.isSuccess && (
            <p className="small text-success-emphasis mt-2 mb-0">Your data was downloaded.</p>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
