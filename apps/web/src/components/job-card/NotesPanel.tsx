import { JOB_NOTE_MAX, type JobNote, statusNoteLabel } from '@upstream/contract';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { trackingApi, useJobNotes, useSetCachedNotes } from '../../api/tracker/tracker.ts';
import { noteTimestamp } from './format.ts';
import { LimitNotice } from './LimitNotice.tsx';
import type { JobActions } from './useJobActions.ts';

/** Spec §5 job note rules, checked before anything is sent. */
export function noteError(text: string): string | null {
  if (text.trim().length === 0) return 'Must write something to add a note';
  if (text.length > JOB_NOTE_MAX) return 'Too long.';
  return null;
}

/** The notes of one job: the list (status changes included) and a form to add one. */
export function NotesPanel({ jobId, actions }: { jobId: number; actions: JobActions }) {
  const notes = useJobNotes(jobId, true);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<JobNote | null>(null);
  const fieldId = useId();
  const counterId = useId();
  const tooLong = text.length > JOB_NOTE_MAX;

  const setNotes = useSetCachedNotes(jobId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(text);
    setError(problem);
    if (problem) return;
    const before = notes.data ?? [];
    const countBefore = actions.state.notesCount;
    const pending: JobNote = {
      id: -Date.now(),
      note: text.trim(),
      create_ts: new Date().toISOString(),
      is_status: false,
    };
    setNotes([pending, ...before]);
    actions.patchJob({ notesCount: countBefore + 1 });
    actions.setLimitMessage(null);
    setText('');
    trackingApi
      .addNote(jobId, pending.note)
      .then((res) => {
        setNotes(res.job_notes[0]);
        actions.patchJob({ notesCount: res.job_notes_count[0][0].job_notes_count });
      })
      .catch((err) => {
        const undone = actions.onLimit(err, () => {
          setNotes(before);
          actions.patchJob({ notesCount: countBefore });
          setText(pending.note);
        });
        if (!undone) console.error('Could not add the note', err);
      });
  };

  const remove = (note: JobNote) => {
    setConfirming(null);
    setNotes((notes.data ?? []).filter((n) => n.id !== note.id));
    actions.patchJob({ notesCount: Math.max(0, actions.state.notesCount - 1) });
    trackingApi
      .deleteNote(jobId, note.id)
      .then((res) => {
        setNotes(res.job_notes[0]);
        actions.patchJob({ notesCount: res.job_notes_count[0][0].job_notes_count });
      })
      .catch((err) => console.error('Could not delete the note', err));
  };

  return (
    <section className="job-notes" aria-label="Notes">
      <Form onSubmit={submit} noValidate>
        <Form.Label htmlFor={fieldId} className="small fw-semibold mb-1">
          Add a note
        </Form.Label>
        <Form.Control
          id={fieldId}
          as="textarea"
          rows={2}
          value={text}
          isInvalid={error !== null}
          aria-describedby={counterId}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <div className="d-flex justify-content-between align-items-center mt-1">
          <span
            id={counterId}
            className={`small ${tooLong ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
          >
            {text.length}/{JOB_NOTE_MAX}
          </span>
          <Button type="submit" size="sm">
            Add note
          </Button>
        </div>
      </Form>
      {actions.limitMessage && <LimitNotice message={actions.limitMessage} />}

      {notes.isPending ? (
        <div className="d-flex align-items-center gap-2 small text-body-secondary mt-2" role="status">
          <Spinner animation="border" size="sm" /> Loading notes…
        </div>
      ) : notes.isError ? (
        <p className="small text-danger mt-2 mb-0">
          Notes could not be loaded. Close and open the panel to retry.
        </p>
      ) : notes.data.length === 0 ? (
        <p className="small text-body-secondary mt-2 mb-0">No notes yet. Status changes appear here too.</p>
      ) : (
        <ul className="list-unstyled mt-2 mb-0 job-notes-list">
          {notes.data.map((n) => (
            <li key={n.id} className="job-note">
              <div className="flex-grow-1 min-w-0">
                <time className="small text-body-secondary d-block" dateTime={n.create_ts}>
                  {noteTimestamp(n.create_ts)}
                </time>
                <span className={n.is_status ? 'fw-semibold' : 'job-note-text'}>
                  {n.is_status ? statusNoteLabel(n.note) : n.note}
                </span>
              </div>
              {!n.is_status && n.id > 0 && (
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger p-0 ms-2"
                  onClick={() => setConfirming(n)}
                  aria-label={`Delete note from ${noteTimestamp(n.create_ts)}`}
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal
        show={confirming !== null}
        onHide={() => setConfirming(null)}
        centered
        aria-labelledby="delete-note-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="delete-note-title" as="h2" className="h6">
            Delete note
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>Are you sure you want to delete this note?</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => confirming && remove(confirming)}>
            Delete
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
