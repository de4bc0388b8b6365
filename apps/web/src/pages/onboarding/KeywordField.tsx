import { type KeyboardEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';

/**
 * Title keywords as chips (spec §5): a keyword is added on blur or Enter; clicking a chip removes it.
 * Matching is OR across keywords.
 */
export function KeywordField({
  label,
  keywords,
  onChange,
}: {
  label: string;
  keywords: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  const [pending, setPending] = useState('');

  function addPending() {
    const word = pending.trim();
    setPending('');
    if (!word || keywords.some((k) => k.toLowerCase() === word.toLowerCase())) return;
    onChange([...keywords, word]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the keyword here; Next submits the step.
      event.preventDefault();
      addPending();
    }
  }

  return (
    <Form.Group controlId={`${id}-keyword`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={pending}
        placeholder="e.g. analyst, product manager"
        onChange={(e) => setPending(e.target.value)}
        onBlur={addPending}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-help`}
        maxLength={200}
      />
      <Form.Text id={`${id}-help`}>Press Enter to add a keyword. Jobs matching any keyword count.</Form.Text>
      {keywords.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label="Chosen keywords">
          {keywords.map((word) => (
            <li key={word}>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary rounded-pill"
                onClick={() => onChange(keywords.filter((k) => k !== word))}
                aria-label={`Remove keyword ${word}`}
              >
                {word} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
