import type { CurrentUser } from '@upstream/contract';
import { lazy, useState } from 'react';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isMember, isOnboardingPath } from '../auth/access.ts';
import { Island } from '../boot/Island.tsx';
import { Link, NavLink, useLocation } from '../lib/router/index.ts';
import { AccountAvatar } from './AccountAvatar.tsx';
import { LogoText } from './Logo.tsx';

// The account menu is a member's (its dropdown positioning is most of its weight): its own chunk, out of the first
// load of every visitor. A server-rendered page shows it as rendered, an island of its own that hydrates when first
// approached (a pointer over it, a touch, focus): its chunk and its hydration stay off the main thread while a
// member's page loads. A tap on it meanwhile is held and done again once it is live (boot/early-input.ts).
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/** The menu's toggle, as it looks, while the menu loads. */
function AccountMenuPlaceholder({ auth }: { auth: CurrentUser }) {
  return (
    <div className="nav-item dropdown">
      <span className="nav-link dropdown-toggle">
        <AccountAvatar auth={auth} />
      </span>
    </div>
  );
}

const navLink = (to: string, label: string, className?: string) => (
  <NavLink to={to} className={className ? `${className} nav-link` : 'nav-link'} key={to}>
    {label}
  </NavLink>
);

// Bootstrap's navbar in its own markup and classes: react-bootstrap's Navbar, Nav and Collapse only toggled a
// class, and brought a transition library into every page's first load. Below 992px the links fold behind the
// Menu button (aria-expanded says which), and unfold without the height animation.

/** The top navigation: signed-out, signed-in and onboarding variants; collapses below 992px (spec §2). */
export function Nav() {
  const { auth } = useAuth();
  const { pathname, key } = useLocation();
  // Folded again by any navigation, a link in it followed included.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === key;

  if (auth && isOnboardingPath(pathname)) {
    return (
      <nav className="app-navbar navbar navbar-light" aria-label="Main">
        <div className="container-xl">
          <span className="brand">
            <LogoText />
          </span>
          <Link to="/logout" className="btn btn-outline-secondary btn-sm px-3">
            Logout
          </Link>
        </div>
      </nav>
    );
  }

  const member = isMember(auth);
  return (
    <nav className="app-navbar navbar navbar-expand-lg navbar-light" aria-label="Main">
      <div className="container-xl">
        <Link to="/" className="brand navbar-brand">
          <LogoText />
        </Link>
        <button
          type="button"
          className={expanded ? 'navbar-toggler' : 'navbar-toggler collapsed'}
          aria-label="Menu"
          aria-controls="main-nav"
          aria-expanded={expanded}
          onClick={() => setExpandedAt(expanded ? null : key)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div
          id="main-nav"
          className={expanded ? 'navbar-collapse collapse show' : 'navbar-collapse collapse'}
        >
          <div className="me-auto navbar-nav">
            {navLink('/job-search', 'Job Search')}
            {member && navLink('/tracker', 'Tracker')}
            {navLink('/resources', 'Resources')}
            {navLink('/advising', 'Advising')}
            {member &&
              auth &&
              auth.permission?.show_onboarding === false &&
              navLink('/invite', 'Invite', 'nav-invite')}
          </div>
          {member && auth ? (
            <div className="navbar-nav">
              <Island wake="used" className="d-contents" fallback={<AccountMenuPlaceholder auth={auth} />}>
                <AccountMenu auth={auth} />
              </Island>
            </div>
          ) : (
            <div className="align-items-lg-center gap-lg-2 navbar-nav">
              {navLink('/signup', 'Sign Up')}
              <Link
                to="/login"
                className="btn btn-primary px-3 my-2 my-lg-0 align-self-start align-self-lg-center"
              >
                Login
              </Link>
            </div>
          )}
        </div>
      </div>
    </nav>
  );
}
