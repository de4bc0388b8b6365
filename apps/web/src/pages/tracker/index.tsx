import { useTracker } from '../../api/tracker/tracker.ts';
import { Button } from '../../components/button/Button.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { PanelsIsland } from './PanelsIsland.tsx';
import { TrackerBoard } from './TrackerBoard.tsx';
import './tracker.scss';

/** /tracker: tracked jobs as a board by status group, with dates, a calendar feed and CSV in and out. */
export default function TrackerPage() {
  usePageTitle('Tracker');
  const tracker = useTracker();

  return (
    <div className="container-xl py-4">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Tracker</h1>
        <Link to="/job-search?tracked=true" className="small">
          See tracked jobs in Job Search
        </Link>
      </div>

      {tracker.isPending ? (
        <div className="d-flex align-items-center gap-2 py-5 justify-content-center" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading your tracker…
        </div>
      ) : tracker.isError && tracker.data === undefined ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          Your tracker could not be loaded.
          <Button size="sm" variant="outline-danger" onClick={() => void tracker.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {/* A board already shown stays when fetching it again fails (after a status change, say): what is on
              screen is the member's last known board, and saying so beats wiping it for an error. */}
          {tracker.isError && (
            <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2" role="alert">
              Your tracker could not be refreshed; it shows what was last loaded.
              <Button size="sm" variant="outline-secondary" onClick={() => void tracker.refetch()}>
                Try again
              </Button>
            </div>
          )}
          {tracker.data.tracked_jobs.length === 0 ? (
            <div className="tracker-empty text-center py-5">
              <h2 className="h5">No tracked jobs yet</h2>
              <p className="text-body-secondary mb-3">
                Pick a status such as Cold Applied on any job and it appears here, in a column for where it
                stands.
              </p>
              <Link to="/job-search" className="btn btn-primary">
                Find jobs
              </Link>
            </div>
          ) : (
            <TrackerBoard jobs={tracker.data.tracked_jobs} />
          )}
        </>
      )}

      <PanelsIsland />
    </div>
  );
}
