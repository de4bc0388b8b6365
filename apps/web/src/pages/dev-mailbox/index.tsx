import { useQuery } from '@tanstack/react-query';
import {
  EMAIL_BODY_RETENTION_DAYS,
  type EndpointAnswer,
  type MailboxMessage,
  type MailboxMessageDetail,
  type Wire,
} from '@upstream/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { api, apiKey, errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const STATUS_VARIANT: Record<string, string> = { sent: 'success', queued: 'warning', failed: 'danger' };

/** The mailbox's answer, or the reason it cannot be read (the server says why the outbox is closed). */
function bodyOf<A extends EndpointAnswer<'devMailbox' | 'devMailboxMessage'>>(
  res: A,
): Extract<A, { ok: true }>['data'] {
  if (!res.ok) throw new Error(errorMessage(res.data));
  return res.data;
}

/** JSON carries the instants as ISO strings; the contract's message type (and the list) wants Dates. */
function withDates<M extends MailboxMessage>(m: Wire<M>): M {
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return {
    ...m,
    created_at: new Date(m.created_at),
    sent_at: date(m.sent_at),
    opened_at: date(m.opened_at),
    clicked_at: date(m.clicked_at),
  } as M;
}

/** Development only: every email the service recorded (the outbox), newest first, readable as HTML or text. */
export default function DevMailboxPage() {
  usePageTitle('Mailbox');
  const [to, setTo] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery({
    queryKey: apiKey('devMailbox', to),
    queryFn: async () => {
      const { messages } = bodyOf(await api('devMailbox', undefined, { query: to ? { to } : {} }));
      return { messages: messages.map((m) => withDates<MailboxMessage>(m)) };
    },
    refetchInterval: 5000,
  });

  return (
    <div className="container-xl py-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 m-0">Mailbox</h1>
        <Form.Control
          type="search"
          placeholder="Filter by recipient"
          aria-label="Filter by recipient"
          value={to}
          onChange={(e) => setTo(e.target.value.trim())}
          style={{ maxWidth: 320 }}
        />
        <Button variant="outline-secondary" size="sm" onClick={() => list.refetch()}>
          Refresh
        </Button>
      </div>
      {list.isPending && <Spinner animation="border" role="status" aria-label="Loading" />}
      {list.isError && <Alert variant="danger">{(list.error as Error).message}</Alert>}
      {list.data && (
        <div className="row g-3">
          <div className="col-lg-5">
            {list.data.messages.length === 0 ? (
              <p className="text-muted">No emails yet.</p>
            ) : (
              <ListGroup aria-label="Emails">
                {list.data.messages.map((m) => (
                  <ListGroup.Item
                    key={m.id}
                    action
                    active={m.id === selected}
                    onClick={() => setSelected(m.id)}
                  >
                    <div className="d-flex justify-content-between gap-2">
                      <strong className="text-truncate">{m.subject}</strong>
                      <Badge bg={STATUS_VARIANT[m.status] ?? 'secondary'}>{m.status}</Badge>
                    </div>
                    <div className="small">
                      {m.to_address} · {m.category} · {m.created_at.toLocaleString()}
                      {m.opened_at && ' · opened'}
                      {m.clicked_at && ' · clicked'}
                    </div>
                    {m.error && <div className="small text-danger">{m.error}</div>}
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </div>
          <div className="col-lg-7">{selected !== null && <MessageView id={selected} />}</div>
        </div>
      )}
    </div>
  );
}

function MessageView({ id }: { id: number }) {
  const [asText, setAsText] = useState(false);
  const message = useQuery({
    queryKey: apiKey('devMailboxMessage', id),
    queryFn: async () =>
      withDates<MailboxMessageDetail>(bodyOf(await api('devMailboxMessage', undefined, { params: { id } }))),
  });
  if (message.isPending) return <Spinner animation="border" role="status" aria-label="Loading" />;
  if (message.isError) return <Alert variant="danger">{(message.error as Error).message}</Alert>;
  const m = message.data;
  return (
    <section aria-label="Email">
      <h2 className="h5">{m.subject}</h2>
      <p className="small mb-2">
        To {m.to_address}
        {m.headers['List-Unsubscribe'] && ' · one-click unsubscribe'}
      </p>
      {m.html === '' && m.text === '' ? (
        <Alert variant="secondary">
          The body of this email was removed {EMAIL_BODY_RETENTION_DAYS} days after it was sent; its record
          stays.
        </Alert>
      ) : (
        <>
          <Form.Check
            type="switch"
            id="mailbox-as-text"
            label="Plain text"
            checked={asText}
            onChange={(e) => setAsText(e.target.checked)}
            className="mb-2"
          />
          {asText ? (
            <pre className="border rounded p-3 bg-light" style={{ whiteSpace: 'pre-wrap' }}>
              {m.text}
            </pre>
          ) : (
            // Sandboxed: the email's HTML runs no script; its links open in a new tab.
            <iframe
              title={`Email: ${m.subject}`}
              srcDoc={m.html.replace('<head>', '<head><base target="_blank">')}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              className="w-100 border rounded"
              style={{ height: '70vh' }}
            />
          )}
        </>
      )}
    </section>
  );
}
