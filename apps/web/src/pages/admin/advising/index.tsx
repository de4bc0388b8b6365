import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useAdvisingSignups } from '../../../api/admin/operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { when } from '../format.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';

/** Group advising sign-ups, newest first, with each person's tier. */
export default function AdvisingPage() {
  usePageTitle('Group advising');
  const signups = useAdvisingSignups();
  return (
    <section aria-labelledby="advising-title">
      <h1 id="advising-title" className="mb-3">
        Group advising
      </h1>
      <p className="text-muted-strong">
        Members who chose group advising, newest first, with their tier today.
      </p>
      {signups.isError && <Alert variant="danger">{signups.error.message}</Alert>}
      {signups.isPending && (
        <div role="status">
          <Spinner size="sm" aria-hidden="true" className="me-2" />
          Loading…
        </div>
      )}
      {signups.data && signups.data.signups.length === 0 && (
        <p>No one has signed up for group advising yet.</p>
      )}
      {signups.data && signups.data.signups.length > 0 && (
        <ScrollRegion label="Group advising sign-ups, newest first">
          <table className="table">
            <caption className="visually-hidden">Group advising sign-ups, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Tier</th>
                <th scope="col">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {signups.data.signups.map((s) => (
                <tr key={s.id}>
                  <td>
                    {s.name ? `${s.name} · ` : ''}
                    {s.email}
                  </td>
                  <td>{s.tier ?? 'none'}</td>
                  <td className="text-nowrap">{when(s.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
