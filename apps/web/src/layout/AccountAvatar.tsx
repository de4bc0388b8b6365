import type { CurrentUser } from '@upstream/contract';

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm5 6s1 0 1-1-1-4-6-4-6 3-6 4 1 1 1 1h10Z" />
    </svg>
  );
}

/** The member's initial (or a person icon), the face of the account menu. */
export function AccountAvatar({ auth }: { auth: CurrentUser }) {
  const firstName = auth.first_name?.trim();
  return (
    <span className="avatar" role="img" aria-label={`Account menu for ${auth.first_name ?? auth.email}`}>
      {firstName ? firstName[0] : <PersonIcon />}
    </span>
  );
}
