import type { FlagAction } from '@upstream/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useFlaggedJobs, useModerateJob } from '../../../api/admin/operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { ACTIONS, ConsoleTable } from '../ConsoleTable.tsx';
import { when } from '../format.ts';
import { failed, type Report, ReportAlert } from '../ReportAlert.tsx';

const DONE: Record<FlagAction, string> = {
  hide: 'is hidden for everyone: it left search, the daily emails and the counts',
  close: 'is marked closed',
  dismiss: 'keeps its place; its flags are dismissed',
};

/** Jobs members flagged, most recently flagged first, and the operator's answer to each. */
export default function FlaggedJobsPage() {
  usePageTitle('Flagged jobs');
  const flagged = useFlaggedJobs();
  const moderate = useModerateJob();
  const [report, setReport] = useState<Report | null>(null);

  function act(id: number, title: string, action: FlagAction) {
    setReport(null);
    moderate.mutate(
      { id, action },
      {
        onSuccess: () => setReport({ ok: true, message: `“${title}” ${DONE[action]}.` }),
        onError: (err) => setReport(failed(err)),
      },
    );
  }

  return (
    <section aria-labelledby="flagged-title">
      <h1 id="flagged-title" className="mb-3">
        Flagged jobs
      </h1>
      <p className="text-muted-strong">
        Jobs members flagged as wrong. Hide one for everyone (members who track it see it as removed), mark it
        closed, or dismiss the flags to keep it listed.
      </p>
      <ReportAlert report={report} onClose={() => setReport(null)} />
      <AnswerState answer={flagged} />
      {flagged.data && flagged.data.jobs.length === 0 && <p>No job has an open flag.</p>}
      {flagged.data && flagged.data.jobs.length > 0 && (
        <ConsoleTable
          label="Flagged jobs, most recently flagged first"
          className="table align-middle"
          columns={['Job', 'Members who flagged it', 'Last flagged', ACTIONS]}
        >
          {flagged.data.jobs.map((job) => (
            <tr key={job.job_id}>
              <td>
                <a href={job.url} target="_blank" rel="noopener noreferrer">
                  {job.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <div className="small text-muted-strong">
                  {job.company}
                  {job.closed_at ? ` · closed ${when(job.closed_at)}` : ''}
                </div>
              </td>
              <td>{job.flags}</td>
              <td className="text-nowrap">{when(job.last_flagged_at)}</td>
              <td>
                <div className="d-flex flex-wrap gap-2 justify-content-end">
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={moderate.isPending}
                    onClick={() => act(job.job_id, job.title, 'hide')}
                    aria-label={`Hide “${job.title}” for everyone`}
                  >
                    Hide for everyone
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={moderate.isPending}
                    onClick={() => act(job.job_id, job.title, 'close')}
                    aria-label={`Mark “${job.title}” closed`}
                  >
                    Mark closed
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={moderate.isPending}
                    onClick={() => act(job.job_id, job.title, 'dismiss')}
                    aria-label={`Dismiss the flags on “${job.title}”`}
                  >
                    Dismiss flags
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
