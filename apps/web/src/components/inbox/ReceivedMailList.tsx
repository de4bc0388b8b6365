import type { InboxMessage } from '@upstream/contract';
import Button from 'react-bootstrap/Button';
import { type InboxAction, useInboxMessageAction, useInboxMessages } from '../../api/inbox/inbox.ts';
import { formatMoment, useTimeZone } from '../../lib/useTimeZone.ts';
import { PanelAnswer } from '../panel-answer/PanelAnswer.tsx';

/** What the inbox did, in the member's words. */
function decisionOf(m: InboxMessage): string {
  switch (m.decision) {
    case 'moved':
      return `Moved to ${m.status_after}${m.status_before ? ` (was ${m.status_before})` : ''}`;
    case 'accepted':
      return `You accepted: ${m.status_after}`;
    case 'suggested':
      return `Suggests ${m.status_after}: not sure enough to move it alone`;
    case 'dismissed':
      return 'You dismissed the suggestion';
    case 'undone':
      return `Undone: back to ${m.status_before ?? 'no status'}`;
    case 'pending':
      return 'Waiting to be read';
    default:
      return m.reason ?? 'No change';
  }
}

/** The buttons a message offers: undo a move, answer a suggestion, delete what was received. */
export function InboxMessageActions({ message }: { message: InboxMessage }) {
  const action = useInboxMessageAction();
  const run = (what: InboxAction) => action.mutate({ id: message.id, action: what });
  return (
    <span className="d-inline-flex gap-2 align-items-center">
      {(message.decision === 'moved' || message.decision === 'accepted') && (
        <Button size="sm" variant="outline-secondary" disabled={action.isPending} onClick={() => run('undo')}>
          Undo
        </Button>
      )}
      {message.decision === 'suggested' && (
        <>
          <Button size="sm" variant="primary" disabled={action.isPending} onClick={() => run('accept')}>
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={action.isPending}
            onClick={() => run('dismiss')}
          >
            Dismiss
          </Button>
        </>
      )}
      <Button
        size="sm"
        variant="link"
        className="text-danger px-0"
        disabled={action.isPending}
        onClick={() => run('delete')}
      >
        Delete
      </Button>
      {action.isError && (
        <span role="alert" className="small text-danger">
          {action.error instanceof Error ? action.error.message : 'That did not work.'}
        </span>
      )}
    </span>
  );
}

/** Every email received at the address, newest first, with what it changed; the member may delete any. */
export function ReceivedMailList() {
  const messages = useInboxMessages();
  const zone = useTimeZone();
  if (messages.isPending || messages.isError) return null;
  return (
    <section aria-labelledby="inbox-received" className="mt-3">
      <h3 id="inbox-received" className="h6">
        Received ({messages.data.length})
      </h3>
      <PanelAnswer answer={messages} empty="Nothing yet. Forwarded emails appear here within a minute.">
        {(received) => (
          <ul className="list-unstyled mb-0">
            {received.map((m) => (
              <li key={m.id} className="py-2 border-top small">
                <div className="fw-semibold text-break">{m.subject || '(no subject)'}</div>
                <div className="text-body-secondary text-break">
                  {m.sender} · <time dateTime={m.received_at}>{formatMoment(m.received_at, zone)}</time>
                  {m.company ? ` · ${m.company}` : ''}
                  {m.job_title ? ` — ${m.job_title}` : ''}
                </div>
                {m.sentence && <blockquote className="mb-1 fst-italic">“{m.sentence}”</blockquote>}
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <span>{decisionOf(m)}</span>
                  <InboxMessageActions message={m} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelAnswer>
    </section>
  );
}
