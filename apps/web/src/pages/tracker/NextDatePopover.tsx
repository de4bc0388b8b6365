import { NEXT_DATE_LABELS, type NextDateLabel, type TrackedJob } from '@upstream/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useSetNextDate } from '../../api/tracker/tracker.ts';
import './next-date-popover.scss';

/**
 * The form of the next date in a popover (what it is, the date; save or clear), loaded when the date button of a
 * card is first used (NextDateEditor.tsx).
 */
export function NextDatePopover({
  id,
  job,
  target,
  close,
}: {
  id: string;
  job: TrackedJob;
  target: HTMLElement | null;
  close: () => void;
}) {
  const setNextDate = useSetNextDate();
  const [date, setDate] = useState(job.next_date ?? '');
  const [label, setLabel] = useState<NextDateLabel>(job.next_date_label ?? 'Interview');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (next: string | null) => {
    setSaving(true);
    setError(null);
    try {
      await setNextDate(job.id, next, next ? label : null);
      close();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The date could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date) {
      setError('Pick a date, or use Clear to remove it.');
      return;
    }
    void save(date);
  };

  return (
    <Overlay target={target} show placement="bottom" rootClose onHide={close}>
      <Popover id={id}>
        <Popover.Body>
          <Form onSubmit={submit} noValidate>
            <Form.Group className="mb-2" controlId={`${id}-label`}>
              <Form.Label className="small mb-1">What is it?</Form.Label>
              <Form.Select
                size="sm"
                value={label}
                onChange={(e) => setLabel(e.target.value as NextDateLabel)}
              >
                {NEXT_DATE_LABELS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-2" controlId={`${id}-date`}>
              <Form.Label className="small mb-1">Date</Form.Label>
              <Form.Control
                size="sm"
                type="date"
                value={date}
                isInvalid={error !== null}
                onChange={(e) => setDate(e.target.value)}
              />
              <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
            </Form.Group>
            <div className="d-flex gap-2">
              <Button type="submit" size="sm" disabled={saving}>
                Save date
              </Button>
              {job.next_date && (
                <Button variant="outline-danger" size="sm" disabled={saving} onClick={() => void save(null)}>
                  Clear
                </Button>
              )}
            </div>
          </Form>
        </Popover.Body>
      </Popover>
    </Overlay>
  );
}
