import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function RequestConfirmationPage() {
  usePageTitle('Request received');
  return (
    <div className="container-xl py-5 page-narrow">
      <h1 className="mb-3">Thanks for your request!</h1>
      <p className="lead">
        We read every request. The ones we add show up in the release history and the monthly update.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/request" className="btn btn-primary">
          Make another request
        </Link>
        <Link to="/job-search" className="btn btn-outline-primary">
          Back to Job Search
        </Link>
      </div>
    </div>
  );
}
