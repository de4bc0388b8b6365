import { EMAIL_STATUSES } from '@upstream/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useConsoleEmails, useEmailDays, useRetryEmail } from '../../../api/admin/operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { ACTIONS, ConsoleTable } from '../ConsoleTable.tsx';
import { when } from '../format.ts';
import { failed, type Report, ReportAlert } from '../ReportAlert.tsx';

const PAGE = 50;
const STATUS_BADGE = { sent: 'success', failed: 'danger', queued: 'secondary' } as const;

/** Recent emails by category and status, failed ones with their error and a retry, and delivery per day. */
export default function EmailPage() {
  usePageTitle('Email');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<'' | (typeof EMAIL_STATUSES)[number]>('');
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const emails = useConsoleEmails({
    category: category || undefined,
    status: status || undefined,
    before: pages.at(-1),
    limit: PAGE,
  });
  const days = useEmailDays(14);
  const retry = useRetryEmail();
  const [report, setReport] = useState<Report | null>(null);

  function onRetry(id: number) {
    setReport(null);
    retry.mutate(id, {
      // Sent again but failed again is the action's failure, with the provider's reason.
      onSuccess: (r) =>
        setReport(
          r.status === 'sent'
            ? { ok: true, message: `Email ${id} was sent.` }
            : { ok: false, message: `Email ${id} is ${r.status}${r.error ? `: ${r.error}` : ''}.` },
        ),
      onError: (err) => setReport(failed(err)),
    });
  }

  return (
    <section aria-labelledby="email-title">
      <h1 id="email-title" className="mb-3">
        Email
      </h1>
      <Form className="d-flex flex-wrap gap-3 align-items-end mb-3" role="search" aria-label="Filter emails">
        <Form.Group controlId="email-category">
          <Form.Label className="small mb-1">Category</Form.Label>
          <Form.Select
            size="sm"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPages([undefined]);
            }}
          >
            <option value="">All</option>
            {emails.data?.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="email-status">
          <Form.Label className="small mb-1">Status</Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setPages([undefined]);
            }}
          >
            <option value="">All</option>
            {EMAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Form>
      <ReportAlert report={report} onClose={() => setReport(null)} />
      <AnswerState answer={emails} />
      {emails.data && emails.data.emails.length === 0 && <p>No emails like that.</p>}
      {emails.data && emails.data.emails.length > 0 && (
        <ConsoleTable
          label="Emails, newest first"
          className="table table-sm align-top"
          columns={['Recorded', 'To', 'Subject', 'Category', 'Status', 'Opened', ACTIONS]}
        >
          {emails.data.emails.map((e) => (
            <tr key={e.id}>
              <td className="text-nowrap">{when(e.created_at)}</td>
              <td className="text-break">{e.to}</td>
              <td>
                {e.subject}
                {e.error && <div className="small text-danger">Error: {e.error}</div>}
              </td>
              <td>{e.category}</td>
              <td>
                <Badge bg={STATUS_BADGE[e.status]}>{e.status}</Badge>
                {e.attempts > 1 && <div className="small">{e.attempts} tries</div>}
              </td>
              <td className="text-nowrap">
                {e.opened_at ? when(e.opened_at) : '—'}
                {e.clicked_at && <div className="small">clicked</div>}
              </td>
              <td>
                {e.retryable && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={retry.isPending}
                    onClick={() => onRetry(e.id)}
                    aria-label={`Send email ${e.id} to ${e.to} again`}
                  >
                    Retry
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <div className="d-flex gap-2 mb-4">
        {pages.length > 1 && (
          <Button variant="outline-secondary" size="sm" onClick={() => setPages((p) => p.slice(0, -1))}>
            Newer
          </Button>
        )}
        {emails.data?.next_before && (
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => setPages((p) => [...p, emails.data?.next_before ?? undefined])}
          >
            Older
          </Button>
        )}
      </div>

      <h2 className="h5">Delivery per day</h2>
      {days.data && (
        <ConsoleTable
          label="Emails per day, the last 14 days, newest first"
          columns={['Day', 'Sent', 'Failed', 'Waiting', 'Opened', 'Clicked']}
        >
          {[...days.data.days].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row" className="fw-normal text-nowrap">
                {d.day}
              </th>
              <td>{d.sent}</td>
              <td>{d.failed}</td>
              <td>{d.queued}</td>
              <td>{d.opened}</td>
              <td>{d.clicked}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
