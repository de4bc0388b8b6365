import { Link } from '../../lib/router/index.ts';
import { Modal } from '../modal/Modal.tsx';

const BENEFITS = [
  'Save jobs and companies you like',
  'Track every application from outreach to offer',
  'Keep timestamped notes on each job',
  'Hide jobs you are not interested in',
  'Get a daily email of new jobs that match your searches',
];

/** Spec §2: what a signed-out visitor sees when they try to act on a job. Nothing changes behind it. */
export function SignupModal({ action, onHide }: { action: string | null; onHide: () => void }) {
  // Nothing is mounted until asked for: every job card has one, and twenty closed dialogs were work a phone did
  // while hydrating the results for a prompt few visitors open.
  return (
    <Modal
      show={action !== null}
      onHide={onHide}
      centered
      titleId="signup-modal-title"
      title={
        <h2 id="signup-modal-title" className="modal-title h5">
          Sign up to {action}
        </h2>
      }
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            Cancel
          </button>
          <Link to="/signup" className="btn btn-primary">
            Sign up for free
          </Link>
        </>
      }
    >
      <p className="mb-2">A free account lets you:</p>
      <ul className="mb-0">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </Modal>
  );
}
