import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function ReleaseHistoryArchivePage() {
  usePageTitle('Release History Archive');
  return (
    <div className="container-xl py-5">
      <h1>Release History Archive</h1>
    </div>
  );
}
