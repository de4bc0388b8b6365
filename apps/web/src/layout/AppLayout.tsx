import { Suspense } from 'react';
import { AuthProvider, useAuth } from '../auth/AuthProvider.tsx';
import { redirectFor } from '../auth/access.ts';
import { ScreenHydrated } from '../boot/ScreenHydrated.tsx';
import { RenderClockRelease } from '../lib/render-clock.tsx';
import { Navigate, Outlet, useLocation } from '../lib/router/index.ts';
import { Footer } from './Footer.tsx';
import { FullScreenLoading } from './FullScreenLoading.tsx';
import { Nav } from './Nav.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

function GuardedShell() {
  const { auth } = useAuth();
  const { pathname } = useLocation();
  if (auth === null) return <FullScreenLoading />;
  const target = redirectFor(pathname, auth);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <>
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white">
        Skip to content
      </a>
      <Nav />
      <main id="main" tabIndex={-1}>
        {/* Only the first screen of a visit shows this: later navigations keep the current screen up. */}
        <Suspense fallback={<FullScreenLoading />}>
          <Outlet />
          <RenderClockRelease />
          <ScreenHydrated />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}

/** Every screen: the auth state, the routing rules, navigation, footer and scroll-to-top. */
export function AppLayout() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <GuardedShell />
    </AuthProvider>
  );
}
