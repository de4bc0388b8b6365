import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function DevMailboxPage() {
  usePageTitle('Mailbox');
  return (
    <div className="container-xl py-5">
      <h1>Mailbox</h1>
    </div>
  );
}
