import { useRoadmap } from '../../api/content/content.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { isMember } from '../../auth/access.ts';
import {
  ContentError,
  ContentHtml,
  ContentLoading,
  PleaseWait,
} from '../../components/content/ContentStates.tsx';
import { RoadmapMonthCard } from '../../components/content/RoadmapMonthCard.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** Members only; admins (permission type admin) also get the History link and admin-only bugs (spec §2). */
export default function RoadmapPage() {
  usePageTitle('Roadmap');
  const { auth } = useAuth();
  const allowed = isMember(auth);
  const admin = Boolean(auth && auth.permission?.type === 'admin');
  const roadmap = useRoadmap(allowed, admin);
  if (!allowed) return <PleaseWait />;
  return (
    <div className="container-xl py-5">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h1 className="mb-0">Roadmap</h1>
        {admin && <Link to="/roadmap-history">History</Link>}
      </div>
      {roadmap.isPending && <ContentLoading />}
      {roadmap.isError && <ContentError onRetry={() => roadmap.refetch()} />}
      {roadmap.data && (
        <>
          <p className="mb-3">
            <Link to="/release-history">Last Update {roadmap.data.lastUpdate}</Link>
          </p>
          <div className="alert alert-warning" role="note">
            <ContentHtml html={roadmap.data.note} />
          </div>
          <div className="row g-4">
            {roadmap.data.months.map((month) => (
              <div key={month.slug} className="col-lg-4">
                <RoadmapMonthCard month={month} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
