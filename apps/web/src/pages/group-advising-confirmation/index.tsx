import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function GroupAdvisingConfirmationPage() {
  usePageTitle('Group advising');
  return (
    <div className="container-xl py-5">
      <h1>Group advising</h1>
    </div>
  );
}
