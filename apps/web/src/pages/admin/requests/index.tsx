import { REQUEST_STATUSES, REQUEST_TYPES, type RequestStatus, type RequestType } from '@upstream/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAdminRequests } from '../../../api/admin/requests.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { type Report, ReportAlert } from '../ReportAlert.tsx';
import { REQUEST_STATUS_LABEL, RequestGroupCard } from './RequestGroupCard.tsx';

/**
 * /admin/requests: what members asked for from the Request Features form, identical requests together, new
 * first. An answer of added or declined is emailed to the people who asked.
 */
export default function RequestsPage() {
  usePageTitle('Requests');
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [type, setType] = useState<RequestType | ''>('');
  const [report, setReport] = useState<Report | null>(null);
  const requests = useAdminRequests({ status: status || undefined, type: type || undefined });
  const groups = requests.data?.groups ?? [];

  return (
    <section aria-labelledby="requests-title">
      <h1 id="requests-title" className="mb-3">
        Requests
      </h1>
      <p className="text-muted-strong">
        Marking a request added or declined emails everyone who asked for it; added links to the company's
        jobs.
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId="requests-status">
          <Form.Label className="small mb-1">Status</Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(e) => setStatus(e.target.value as RequestStatus | '')}
          >
            <option value="">All</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {REQUEST_STATUS_LABEL[s]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="requests-type">
          <Form.Label className="small mb-1">Type</Form.Label>
          <Form.Select size="sm" value={type} onChange={(e) => setType(e.target.value as RequestType | '')}>
            <option value="">All</option>
            {REQUEST_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <ReportAlert report={report} onClose={() => setReport(null)} />
      <AnswerState answer={requests} />
      {requests.data && groups.length === 0 && <p>No requests{status || type ? ' like that' : ''} yet.</p>}
      {groups.map((group) => (
        <RequestGroupCard
          key={`${group.key}:${group.status}:${group.count}`}
          group={group}
          onReport={setReport}
        />
      ))}
    </section>
  );
}
