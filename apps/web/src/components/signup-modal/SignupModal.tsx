import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';

const BENEFITS = [
  'Save jobs and companies you like',
  'Track every application from outreach to offer',
  'Keep timestamped notes on each job',
  'Hide jobs you are not interested in',
  'Get a daily email of new jobs that match your searches',
];

/** Spec §2: what a signed-out visitor sees when they try to act on a job. Nothing changes behind it. */
export function SignupModal({ action, onHide }: { action: string | null; onHide: () => void }) {
  // Mounted once first asked for (and kept, so it can fade out): every job card has one, and twenty closed
  // modals were work a phone did while hydrating the results for a prompt few visitors open.
  const [asked, setAsked] = useState(false);
  if (action !== null && !asked) setAsked(true);
  if (action === null && !asked) return null;
  return (
    <Modal show={action !== null} onHide={onHide} centered aria-labelledby="signup-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="signup-modal-title" as="h2" className="h5">
          Sign up to {action}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">A free account lets you:</p>
        <ul className="mb-0">
          {BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <Link to="/signup" className="btn btn-primary">
          Sign up for free
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
