import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function InvitePage() {
  usePageTitle('Invite');
  return (
    <div className="container-xl py-5">
      <h1>Invite</h1>
    </div>
  );
}
