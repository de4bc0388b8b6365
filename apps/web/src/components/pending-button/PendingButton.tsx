import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A button that shows a spinner and stays disabled while its action is under way. */
export function PendingButton({ pending, disabled, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button {...props} disabled={pending || disabled}>
      {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
