import type { CurrentUser } from '@upstream/contract';
import { lazy } from 'react';
import Container from 'react-bootstrap/Container';
import BsNav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isMember, isOnboardingPath } from '../auth/access.ts';
import { Island } from '../boot/Island.tsx';
import { AccountAvatar } from './AccountAvatar.tsx';
import { LogoText } from './Logo.tsx';

// The account menu is a member's (its dropdown positioning is most of its weight): its own chunk, out of the first
// load of every visitor. A server-rendered page shows it as rendered until its chunk is in, an island of its own:
// a tap on it meanwhile is held and done again once it is live (boot/early-input.ts), not dropped.
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
  <BsNav.Link as={NavLink} to={to} className={className} key={to}>
    {label}
  </BsNav.Link>
);

/** The top navigation: signed-out, signed-in and onboarding variants; collapses below 992px (spec §2). */
export function Nav() {
  const { auth } = useAuth();
  const { pathname } = useLocation();

  if (auth && isOnboardingPath(pathname)) {
    return (
      <Navbar className="app-navbar" aria-label="Main">
        <Container fluid="xl">
          <span className="brand">
            <LogoText />
          </span>
          <Link to="/logout" className="btn btn-outline-secondary btn-sm px-3">
            Logout
          </Link>
        </Container>
      </Navbar>
    );
  }

  const member = isMember(auth);
  return (
    <Navbar expand="lg" className="app-navbar" collapseOnSelect aria-label="Main">
      <Container fluid="xl">
        <Navbar.Brand as={Link} to="/" className="brand">
          <LogoText />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" label="Menu" />
        <Navbar.Collapse id="main-nav">
          <BsNav className="me-auto">
            {navLink('/job-search', 'Job Search')}
            {member && navLink('/tracker', 'Tracker')}
            {navLink('/resources', 'Resources')}
            {navLink('/advising', 'Advising')}
            {member &&
              auth &&
              auth.permission?.show_onboarding === false &&
              navLink('/invite', 'Invite', 'nav-invite')}
          </BsNav>
          {member && auth ? (
            <BsNav>
              <Island wake="now" className="d-contents" fallback={<AccountMenuPlaceholder auth={auth} />}>
                <AccountMenu auth={auth} />
              </Island>
            </BsNav>
          ) : (
            <BsNav className="align-items-lg-center gap-lg-2">
              {navLink('/signup', 'Sign Up')}
              <Link
                to="/login"
                className="btn btn-primary px-3 my-2 my-lg-0 align-self-start align-self-lg-center"
              >
                Login
              </Link>
            </BsNav>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
