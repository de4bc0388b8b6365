import { useReleaseArchive } from '../../api/content/content.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import {
  ContentError,
  ContentLoading,
  PleaseWait,
  ReleaseEntry,
} from '../../components/content/ContentStates.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** Admin only: the server answers others with 403, and they see 'Please wait' (spec §2). */
export default function ReleaseHistoryArchivePage() {
  usePageTitle('Release History Archive');
  const { auth } = useAuth();
  const admin = Boolean(auth && auth.permission?.type === 'admin');
  const archive = useReleaseArchive(admin);
  if (!admin) return <PleaseWait />;
  return (
    <div className="container-xl py-5 page-narrow">
      <h1 className="mb-4">Release History Archive</h1>
      {archive.isPending && <ContentLoading />}
      {archive.isError && <ContentError onRetry={() => archive.refetch()} />}
      {archive.data && (
        <section aria-labelledby="archive-heading">
          <h2 id="archive-heading" className="h3 mb-3">
            {archive.data.heading}
          </h2>
          <div className="release-list">
            {archive.data.releases.map((release) => (
              <ReleaseEntry key={release.version} release={release} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
