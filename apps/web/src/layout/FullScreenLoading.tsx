import Spinner from 'react-bootstrap/Spinner';
import { LogoMark } from './Logo.tsx';

/** Shown until the auth state is known (spec §2). */
export function FullScreenLoading() {
  return (
    <div className="full-screen-loading" role="status" aria-live="polite">
      <LogoMark size={56} />
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="text-muted">Loading...</span>
    </div>
  );
}
