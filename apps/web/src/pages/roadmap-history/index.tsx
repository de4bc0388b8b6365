import { useRoadmapHistory } from '../../api/content/content.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { ContentError, ContentLoading, PleaseWait } from '../../components/content/ContentStates.tsx';
import { RoadmapMonthCard } from '../../components/content/RoadmapMonthCard.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** Admin only: the server answers others with 403, and they see 'Please wait' (spec §2). */
export default function RoadmapHistoryPage() {
  usePageTitle('Roadmap History');
  const { auth } = useAuth();
  const admin = Boolean(auth && auth.permission?.type === 'admin');
  const history = useRoadmapHistory(admin);
  if (!admin) return <PleaseWait />;
  return (
    <div className="container-xl py-5">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
        <h1 className="mb-0">Roadmap History</h1>
        <Link to="/roadmap">Current roadmap</Link>
      </div>
      {history.isPending && <ContentLoading />}
      {history.isError && <ContentError onRetry={() => history.refetch()} />}
      {history.data && (
        <div className="row g-4">
          {history.data.months.map((month) => (
            <div key={month.slug} className="col-lg-6">
              <RoadmapMonthCard month={month} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
