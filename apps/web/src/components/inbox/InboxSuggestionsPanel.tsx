import { suggestionsOf, useInboxMessages } from '../../api/inbox/inbox.ts';
import { InboxMessageActions } from './ReceivedMailList.tsx';

/** On the tracker: the emails Upstream was not sure about, each with its suggested status to accept or dismiss. */
export function InboxSuggestionsPanel() {
  const messages = useInboxMessages();
  const suggestions = suggestionsOf(messages.data);
  if (suggestions.length === 0) return null;
  return (
    <section className="tracker-panel" aria-labelledby="inbox-suggestions-title">
      <h2 id="inbox-suggestions-title" className="h6">
        From your email ({suggestions.length})
      </h2>
      <ul className="list-unstyled mb-0">
        {suggestions.map((m) => (
          <li key={m.id} className="py-2 border-top small">
            <div className="text-break">
              <strong>{m.company ?? 'A company'}</strong>
              {m.job_title ? ` — ${m.job_title}` : ''}: move to <strong>{m.status_after}</strong>?
            </div>
            {m.sentence && <div className="fst-italic text-body-secondary text-break">“{m.sentence}”</div>}
            <InboxMessageActions message={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}
