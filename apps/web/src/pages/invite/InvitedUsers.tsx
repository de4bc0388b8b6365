import type { InvitedUser } from '@upstream/contract';
import Table from 'react-bootstrap/Table';
import { useIsDesktop } from '../../lib/useIsDesktop.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);
const invitedLabel = (u: InvitedUser) => u.invited_email ?? 'Joined with your link';

/** The invited-users table (spec §2): Invited, Invite Sent, Signed Up; cards below 992px. */
export function InvitedUsers({ users }: { users: InvitedUser[] }) {
  const desktop = useIsDesktop();
  if (users.length === 0) {
    return (
      <p className="text-muted-strong border rounded p-4 text-center mb-0">
        No invites yet. Friends you invite will show up here, with the day they signed up.
      </p>
    );
  }
  if (!desktop) {
    return (
      <ul className="list-group">
        {users.map((u) => (
          <li key={u.id} className="list-group-item">
            <div className="fw-semibold text-break">{invitedLabel(u)}</div>
            <div className="small text-muted-strong">Invite Sent: {formatDate(u.invite_sent) ?? '—'}</div>
            <div className="small">
              Signed Up:{' '}
              {u.user_signed_up ? (
                <span className="text-success fw-semibold">{formatDate(u.user_signed_up)}</span>
              ) : (
                <span className="text-muted-strong">Not yet</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table responsive hover className="align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">Invited</th>
          <th scope="col">Invite Sent</th>
          <th scope="col">Signed Up</th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id}>
            <td className="text-break">{invitedLabel(u)}</td>
            <td>{formatDate(u.invite_sent) ?? '—'}</td>
            <td>
              {u.user_signed_up ? (
                <span className="text-success fw-semibold">{formatDate(u.user_signed_up)}</span>
              ) : (
                <span className="text-muted-strong">Not yet</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
