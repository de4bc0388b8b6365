import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useInvitedUsers } from '../../api/account/account.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { InvitedUsers } from './InvitedUsers.tsx';
import { InviteForm } from './InviteForm.tsx';
import { InviteLink } from './InviteLink.tsx';

export default function InvitePage() {
  usePageTitle('Invite');
  const { data, isLoading, isError } = useInvitedUsers();
  const remaining = data?.invites_remaining ?? 0;

  return (
    <div className="container-xl py-4 py-md-5">
      <div className="row g-4">
        <div className="col-lg-5">
          <h1 className="mb-2">Invite friends</h1>
          <p className="lead text-muted-strong">
            Upstream is in beta. Give a friend access to current jobs straight from company career pages and a
            daily email of new matches.
          </p>
          {isLoading ? (
            <div role="status" className="py-4">
              <Spinner animation="border" variant="primary" aria-hidden="true" />
              <span className="visually-hidden">Loading your invites…</span>
            </div>
          ) : isError || !data ? (
            <Alert variant="danger">We couldn't load your invites. Refresh the page to try again.</Alert>
          ) : (
            <Card body className="mt-3">
              <p className="fs-5 mb-3">
                <strong data-testid="invites-remaining">{remaining}</strong>{' '}
                {remaining === 1 ? 'invite' : 'invites'} remaining
              </p>
              <InviteForm remaining={remaining} />
              <hr className="my-4" />
              <InviteLink code={data.referral_code} />
            </Card>
          )}
        </div>
        <div className="col-lg-7">
          <h2 className="h4 mb-3">Invited</h2>
          {data ? <InvitedUsers users={data.invited_users[0]} /> : null}
        </div>
      </div>
    </div>
  );
}
