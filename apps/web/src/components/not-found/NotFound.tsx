import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <div className="container-xl py-5 page-narrow text-center">
      <p className="text-primary fw-bold mb-2">404</p>
      <h1 className="mb-3">We couldn't find that page</h1>
      <p className="text-muted mb-4">The link may be old, or the page may have moved.</p>
      <div className="d-flex gap-2 justify-content-center">
        <Link to="/job-search" className="btn btn-primary">
          Browse jobs
        </Link>
        <Link to="/" className="btn btn-outline-secondary">
          Go to the homepage
        </Link>
      </div>
    </div>
  );
}
