import { REQUEST_STATUSES, type RequestGroup, type RequestStatus } from '@upstream/contract';
import { type FormEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSetRequestStatus } from '../../../api/admin/requests.ts';
import { PendingButton } from '../../../components/pending-button/PendingButton.tsx';
import { Link } from '../../../lib/router/index.ts';
import { day, when } from '../format.ts';
import { failed, type Report } from '../ReportAlert.tsx';
import { boardFromUrl } from './board-from-url.ts';

export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  new: 'New',
  planned: 'Planned',
  added: 'Added',
  declined: 'Declined',
};
const STATUS_CLASS: Record<RequestStatus, string> = {
  new: 'text-bg-primary',
  planned: 'text-bg-info',
  added: 'text-bg-success',
  declined: 'text-bg-secondary',
};

/** One request, or several identical ones: who asked and when, and the operator's answer. */
export function RequestGroupCard({
  group,
  onReport,
}: {
  group: RequestGroup;
  onReport: (r: Report) => void;
}) {
  const setRequestStatus = useSetRequestStatus();
  const id = useId();
  const [status, setStatus] = useState<RequestStatus>(group.status);
  const [company, setCompany] = useState(group.name);
  const [pending, setPending] = useState(false);
  const isCompany = group.type === 'company job board';
  const board = isCompany ? boardFromUrl(group.url) : null;
  const addAsBoard = new URLSearchParams({
    ...(board ?? {}),
    company: group.name,
    request: String(group.requests[0]?.id ?? ''),
  });
  const told = status === 'added' || status === 'declined';
  const waiting = group.requests.filter((r) => r.status !== status).length;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const answer = await setRequestStatus({
        ids: group.requests.map((r) => r.id),
        status,
        company: status === 'added' && isCompany ? company : null,
      });
      onReport({
        ok: true,
        message:
          answer.updated === 0
            ? `“${group.name}” was already ${REQUEST_STATUS_LABEL[status].toLowerCase()}.`
            : `“${group.name}” marked ${REQUEST_STATUS_LABEL[status].toLowerCase()}${
                told ? `; ${answer.emailed} ${answer.emailed === 1 ? 'person' : 'people'} emailed` : ''
              }.`,
      });
    } catch (err) {
      onReport(failed(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <article className="card mb-3" aria-labelledby={`${id}-name`} data-request-group={group.key}>
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2 align-items-baseline mb-1">
          <h2 id={`${id}-name`} className="h6 mb-0 me-1">
            {group.name}
          </h2>
          <span className={`badge ${STATUS_CLASS[group.status]}`}>{REQUEST_STATUS_LABEL[group.status]}</span>
          <span className="badge text-bg-light border">{group.type}</span>
          <span className="small text-muted-strong">
            {group.count === 1 ? 'asked once' : `asked ${group.count} times`}, {day(group.first_at)}
            {group.count > 1 ? ` – ${day(group.last_at)}` : ''}
          </span>
        </div>
        {group.url && (
          <p className="small mb-2 text-break">
            <a href={group.url} target="_blank" rel="noreferrer" className="text-decoration-underline">
              {group.url}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
        <details className="mb-2">
          <summary className="small">Who asked</summary>
          <ul className="small mb-0 mt-1">
            {group.requests.map((r) => (
              <li key={r.id}>
                {r.email ?? 'a deleted account'} · {when(r.created_at)} · {REQUEST_STATUS_LABEL[r.status]}
                {r.name !== group.name ? ` · typed “${r.name}”` : ''}
              </li>
            ))}
          </ul>
        </details>
        <Form onSubmit={onSubmit} className="d-flex flex-wrap gap-2 align-items-end">
          <Form.Group controlId={`${id}-status`}>
            <Form.Label className="small mb-1">Status</Form.Label>
            <Form.Select
              size="sm"
              value={status}
              onChange={(e) => setStatus(e.target.value as RequestStatus)}
            >
              {REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REQUEST_STATUS_LABEL[s]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {status === 'added' && isCompany && (
            <Form.Group controlId={`${id}-company`}>
              <Form.Label className="small mb-1">Company on Upstream</Form.Label>
              <Form.Control size="sm" required value={company} onChange={(e) => setCompany(e.target.value)} />
            </Form.Group>
          )}
          <PendingButton type="submit" size="sm" pending={pending} disabled={waiting === 0}>
            {told && waiting > 0
              ? `Save and email ${waiting === 1 ? 'the person' : `${waiting} people`}`
              : 'Save'}
          </PendingButton>
          {isCompany && group.status !== 'added' && (
            <Link to={`/admin/boards?${addAsBoard}`} className="btn btn-sm btn-outline-primary">
              Add as board
            </Link>
          )}
        </Form>
      </div>
    </article>
  );
}
