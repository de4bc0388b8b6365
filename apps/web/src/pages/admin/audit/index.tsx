import { AUDIT_PAGE_SIZE } from '@upstream/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAuditLog } from '../../../api/admin/audit.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { ConsoleTable } from '../ConsoleTable.tsx';
import { stateText, when } from '../format.ts';

/** Every console action, newest first: who, what, on what, when, and the state before and after. */
export default function AuditLogPage() {
  usePageTitle('Audit log');
  const [filter, setFilter] = useState('');
  const [action, setAction] = useState<string | undefined>();
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const before = pages.at(-1);
  const log = useAuditLog({ before, action, limit: AUDIT_PAGE_SIZE });

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAction(filter.trim() || undefined);
    setPages([undefined]);
  }

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="mb-3">
        Audit log
      </h1>
      <p className="text-muted-strong">Every action taken in the console, who took it and what it changed.</p>
      <Form onSubmit={onFilter} className="d-flex flex-wrap gap-2 align-items-end mb-3" role="search">
        <Form.Group controlId="audit-action">
          <Form.Label className="small mb-1">Action</Form.Label>
          <Form.Control
            size="sm"
            value={filter}
            placeholder="e.g. board or request.status"
            onChange={(e) => setFilter(e.target.value)}
          />
        </Form.Group>
        <Button type="submit" size="sm" variant="outline-primary">
          Filter
        </Button>
      </Form>
      <AnswerState answer={log} />
      {log.data && log.data.entries.length === 0 && (
        <p>No console actions recorded{action ? ' like that' : ''} yet.</p>
      )}
      {log.data && log.data.entries.length > 0 && (
        <ConsoleTable
          label="Audit log entries"
          caption="Console actions, newest first"
          className="table table-sm align-top"
          columns={['When', 'Who', 'Action', 'Target', 'Before', 'After']}
        >
          {log.data.entries.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap">{when(entry.at)}</td>
              <td>{entry.actor_email}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.target}</td>
              <td>
                <pre className="admin-json">{stateText(entry.before)}</pre>
              </td>
              <td>
                <pre className="admin-json">{stateText(entry.after)}</pre>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <div className="d-flex gap-2">
        {pages.length > 1 && (
          <Button variant="outline-secondary" size="sm" onClick={() => setPages((p) => p.slice(0, -1))}>
            Newer
          </Button>
        )}
        {log.data?.next_before && (
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => setPages((p) => [...p, log.data?.next_before ?? undefined])}
          >
            Older
          </Button>
        )}
      </div>
    </section>
  );
}
