import { useDigestRuns } from '../../../api/admin/operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { ConsoleTable } from '../ConsoleTable.tsx';
import { when } from '../format.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The daily digest's runs: per day (30 days, newest first) and the latest runs with their errors. */
export default function DigestRunsPage() {
  usePageTitle('Digest runs');
  const runs = useDigestRuns(30);
  return (
    <section aria-labelledby="digest-title">
      <h1 id="digest-title" className="mb-3">
        Digest runs
      </h1>
      <p className="text-muted-strong">
        Each run of the daily email: the saved searches it processed, the emails and new jobs, how long it
        took and what failed.
      </p>
      <AnswerState answer={runs} />
      {runs.data && (
        <>
          <h2 className="h5 mt-4">Per day</h2>
          <ConsoleTable
            label="Digest runs per day, the last 30 days, newest first"
            columns={[
              'Day',
              'Runs',
              'Searches',
              'Emails',
              'New jobs',
              'Duration',
              'Failed emails',
              'Failed runs',
            ]}
          >
            {[...runs.data.days].reverse().map((d) => (
              <tr key={d.day} className={d.failures || d.failed_emails ? 'table-danger' : undefined}>
                <th scope="row" className="fw-normal text-nowrap">
                  {d.day}
                </th>
                <td>{d.runs}</td>
                <td>{d.searches}</td>
                <td>{d.emails}</td>
                <td>{d.new_jobs}</td>
                <td>{d.runs ? seconds(d.duration_ms) : '—'}</td>
                <td>{d.failed_emails}</td>
                <td>{d.failures}</td>
              </tr>
            ))}
          </ConsoleTable>
          <h2 className="h5 mt-4">Latest runs</h2>
          {runs.data.runs.length === 0 ? (
            <p>No digest has run yet.</p>
          ) : (
            <ul className="list-unstyled">
              {runs.data.runs.map((r) => (
                <li key={r.id} className="border-bottom py-2">
                  <strong>{when(r.started_at)}</strong>
                  {r.only_email ? ` (only ${r.only_email})` : ''}: {r.searches} searches, {r.emails} emails,{' '}
                  {r.new_jobs} new jobs in {seconds(r.duration_ms)}
                  {r.failed_emails ? `, ${r.failed_emails} emails failed` : ''}
                  {r.error && <div className="text-danger small">Stopped: {r.error}</div>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
