import { type BoardSummary, INDUSTRIES } from '@upstream/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PendingButton } from '../../../components/pending-button/PendingButton.tsx';

/** Where a company's industry came from, in the operator's words. */
export function industrySourceLabel(source: string | null): string {
  if (source === 'inferred') return 'inferred from its postings';
  if (source === 'operator') return 'set by hand';
  if (source?.startsWith('dataset:')) return `from the ${source.slice('dataset:'.length)} dataset`;
  return '';
}

/** A board's company industry, its source beneath it, and an edit in place. */
export function IndustryCell({
  board,
  pending,
  onSave,
}: {
  board: BoardSummary;
  pending: boolean;
  onSave: (industry: string | null) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(board.industry ?? '');
  const listId = `industries-${board.id}`;

  if (!editing)
    return (
      <>
        {board.industry ?? '—'}
        {board.industry_source && (
          <div className="small text-muted-strong">{industrySourceLabel(board.industry_source)}</div>
        )}
        <Button
          size="sm"
          variant="link"
          className="p-0"
          onClick={() => {
            setValue(board.industry ?? '');
            setEditing(true);
          }}
          aria-label={`Edit the industry of ${board.company}`}
        >
          Edit
        </Button>
      </>
    );
  return (
    <Form
      className="d-flex flex-column gap-1"
      onSubmit={async (e) => {
        e.preventDefault();
        await onSave(value.trim() || null);
        setEditing(false);
      }}
    >
      <Form.Control
        size="sm"
        list={listId}
        value={value}
        maxLength={100}
        onChange={(e) => setValue(e.target.value)}
        aria-label={`Industry of ${board.company}`}
      />
      <datalist id={listId}>
        {INDUSTRIES.map((i) => (
          <option key={i} value={i} />
        ))}
      </datalist>
      <div className="d-flex gap-1">
        <PendingButton size="sm" type="submit" pending={pending}>
          Save
        </PendingButton>
        <Button size="sm" variant="outline-secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
