import Container from 'react-bootstrap/Container';
import BsNav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isMember, isOnboardingPath, planBadge, showUpgrade } from '../auth/access.ts';
import { LogoText } from './Logo.tsx';

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm5 6s1 0 1-1-1-4-6-4-6 3-6 4 1 1 1 1h10Z" />
    </svg>
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
  const firstName = auth ? auth.first_name : null;
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
              <NavDropdown
                align="end"
                id="account-menu"
                title={
                  <span
                    className="avatar"
                    role="img"
                    aria-label={`Account menu for ${firstName ?? auth.email}`}
                  >
                    {firstName?.trim() ? firstName.trim()[0] : <PersonIcon />}
                  </span>
                }
              >
                <NavDropdown.ItemText>
                  <span className="badge text-bg-primary">{planBadge(auth)}</span>
                  <div className="small text-muted mt-1 text-truncate" style={{ maxWidth: 220 }}>
                    {auth.email}
                  </div>
                </NavDropdown.ItemText>
                <NavDropdown.Divider />
                {showUpgrade(auth) && (
                  <NavDropdown.Item as={Link} to="/select-account">
                    Upgrade
                  </NavDropdown.Item>
                )}
                {auth.permission?.type === 'admin' && (
                  <NavDropdown.Item as={Link} to="/admin">
                    Operator console
                  </NavDropdown.Item>
                )}
                <NavDropdown.Item as={Link} to="/settings">
                  Settings
                </NavDropdown.Item>
                <NavDropdown.Item as={Link} to="/contact">
                  Contact
                </NavDropdown.Item>
                <NavDropdown.Item as={Link} to="/request">
                  Request Features
                </NavDropdown.Item>
                <NavDropdown.Divider />
                <NavDropdown.Item as={Link} to="/logout">
                  Logout
                </NavDropdown.Item>
              </NavDropdown>
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
