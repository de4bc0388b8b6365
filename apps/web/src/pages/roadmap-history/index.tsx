import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function RoadmapHistoryPage() {
  usePageTitle('Roadmap History');
  return (
    <div className="container-xl py-5">
      <h1>Roadmap History</h1>
    </div>
  );
}
