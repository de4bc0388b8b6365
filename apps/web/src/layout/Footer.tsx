import { useClientConfig } from '../api/config/client-config.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isMember, isOnboardingPath } from '../auth/access.ts';
import { Link, useLocation } from '../lib/router/index.ts';

/** Shown to signed-in users only, never on onboarding screens (spec §2). */
export function Footer() {
  const { auth } = useAuth();
  const { pathname } = useLocation();
  const config = useClientConfig();
  if (!isMember(auth) || isOnboardingPath(pathname)) return null;
  return (
    <footer className="app-footer py-3 mt-4">
      <div className="container-xl d-flex flex-column flex-lg-row gap-2 gap-lg-4 align-items-center justify-content-between">
        <nav aria-label="Footer" className="d-flex flex-wrap gap-3 justify-content-center">
          <Link to="/request">
            <span className="d-none d-lg-inline">Request Features</span>
            <span className="d-lg-none">Request</span>
          </Link>
          <Link to="/release-history">v{__APP_VERSION__}</Link>
          <Link to="/monthly-update">Monthly Update</Link>
          <Link to="/roadmap">Roadmap</Link>
        </nav>
        <a href={config.companySiteUrl} className="small" rel="noopener">
          © 2024-2025 Upstream
        </a>
      </div>
    </footer>
  );
}
