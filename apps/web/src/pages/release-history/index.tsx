import { useReleaseHistory } from '../../api/content/content.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { ContentError, ContentLoading, ReleaseEntry } from '../../components/content/ContentStates.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function ReleaseHistoryPage() {
  usePageTitle('Release History');
  const { auth } = useAuth();
  const admin = Boolean(auth && auth.permission?.type === 'admin');
  const history = useReleaseHistory();
  return (
    <div className="container-xl py-5 page-narrow">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
        <h1 className="mb-0">Release History</h1>
        {admin && <Link to="/release-history-archive">Archive</Link>}
      </div>
      {history.isPending && <ContentLoading />}
      {history.isError && <ContentError onRetry={() => history.refetch()} />}
      {history.data && (
        <>
          <p className="lead">
            Current release: <strong>{history.data.current}</strong>
          </p>
          <div className="release-list">
            {history.data.releases.map((release) => (
              <ReleaseEntry key={release.version} release={release} headingLevel={2} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
