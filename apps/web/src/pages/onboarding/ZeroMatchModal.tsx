import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Next on a step whose filters match no jobs opens this instead of submitting (spec §4, §8). */
export function ZeroMatchModal({
  show,
  onClose,
  onContinue,
}: {
  show: boolean;
  onClose: () => void;
  onContinue: () => void;
}) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="zero-match-title">
      <Modal.Header closeButton>
        <Modal.Title id="zero-match-title" as="h2" className="h5">
          No jobs match these filters
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          You've selected filters that result in 0 matched jobs. Please update your filters so we can help you
          find jobs that fit what you're looking for.
        </p>
        <p className="text-muted-strong mb-0">
          Upstream is in beta, and better search is planned for June 2025.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={onContinue}>
          Continue anyway
        </Button>
        <Button onClick={onClose}>Update filters</Button>
      </Modal.Footer>
    </Modal>
  );
}
