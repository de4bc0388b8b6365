import type { BulkAddBoardsResponse } from '@upstream/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useBoardActions } from '../../../api/admin/boards.ts';
import { PendingButton } from '../../../components/pending-button/PendingButton.tsx';

const OUTCOME_LABEL = {
  added: 'Added',
  exists: 'Already listed',
  failed: 'Could not be read',
  invalid: 'Not a board',
};
const OUTCOME_CLASS = {
  added: 'text-bg-success',
  exists: 'text-bg-secondary',
  failed: 'text-bg-danger',
  invalid: 'text-bg-warning',
};

/** Add many boards from a pasted list (a spreadsheet's columns paste as tabs). */
export function BulkAddPanel() {
  const { bulkAddBoards } = useBoardActions();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<BulkAddBoardsResponse['results'] | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      setResults((await bulkAddBoards(text)).results);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="card mb-4">
      <summary className="card-header">Add many boards from a list</summary>
      <div className="card-body">
        <Form onSubmit={onSubmit}>
          <Form.Group controlId="bulk-boards" className="mb-2">
            <Form.Label>One board a line: ATS, token, then the company name (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              required
              value={text}
              spellCheck={false}
              placeholder={'greenhouse acme Acme Inc\nlever, widgets, Widgets Ltd'}
              onChange={(e) => setText(e.target.value)}
            />
            <Form.Text>Each board is fetched once before it is added; at most 100 at a time.</Form.Text>
          </Form.Group>
          <PendingButton type="submit" pending={pending}>
            Add these boards
          </PendingButton>
        </Form>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
        {results && (
          <div className="mt-3" role="status">
            <p className="mb-2">
              {results.filter((r) => r.outcome === 'added').length} of {results.length} boards added.
            </p>
            <ul className="list-unstyled mb-0">
              {results.map((r) => (
                <li key={r.line} className="mb-1">
                  <span className={`badge me-2 ${OUTCOME_CLASS[r.outcome]}`}>{OUTCOME_LABEL[r.outcome]}</span>
                  Line {r.line}: <code>{r.text}</code> <span className="small">{r.message}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
