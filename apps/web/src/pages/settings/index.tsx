import { usePageTitle } from '../../lib/usePageTitle.ts';

// Screen under construction by its area's developer.
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <div className="container-xl py-5">
      <h1>Settings</h1>
    </div>
  );
}
