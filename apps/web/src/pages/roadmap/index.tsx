import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function RoadmapPage() {
  usePageTitle('Roadmap');
  return (
    <div className="container-xl py-5">
      <h1>Roadmap</h1>
    </div>
  );
}
