import { useMonthlyUpdates } from '../../api/content/content.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { isMember } from '../../auth/access.ts';
import { ContentError, ContentHtml, ContentLoading } from '../../components/content/ContentStates.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** Members only: 'Loading...' while authorisation is checked, nothing at all for anyone else (spec §2). */
export default function MonthlyUpdatePage() {
  usePageTitle('Monthly Update');
  const { auth } = useAuth();
  const allowed = isMember(auth);
  const updates = useMonthlyUpdates(allowed);
  if (auth === null) return <ContentLoading />;
  if (!allowed) return null;
  return (
    <div className="container-xl py-5">
      <div className="row g-5">
        <div className="col-lg-8">
          <h1 className="mb-2">Monthly Update</h1>
          {updates.isPending && <ContentLoading />}
          {updates.isError && <ContentError onRetry={() => updates.refetch()} />}
          {updates.data && (
            <>
              <p className="lead text-muted mb-4">Most Recent Update: {updates.data.mostRecent}</p>
              {updates.data.updates.map((update) => (
                <article
                  key={update.slug}
                  id={update.slug}
                  className="monthly-post"
                  aria-labelledby={`${update.slug}-h`}
                >
                  <h2 id={`${update.slug}-h`} className="h3 mb-1">
                    {update.month}
                  </h2>
                  <p className="text-muted-strong fw-semibold mb-3">{update.title}</p>
                  <ContentHtml html={update.html} />
                </article>
              ))}
            </>
          )}
        </div>
        {updates.data && (
          <aside className="col-lg-4 d-none d-lg-block">
            <nav aria-label="Months" className="monthly-toc">
              <h2 className="h6 text-uppercase text-muted">All updates</h2>
              <ul className="list-unstyled mb-0">
                {updates.data.updates.map((update) => (
                  <li key={update.slug}>
                    <a href={`#${update.slug}`}>{update.month}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        )}
      </div>
    </div>
  );
}
