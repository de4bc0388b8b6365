import { type ComponentType, lazy, type ReactNode } from 'react';
import { type Location, matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteErrorBoundary } from './layout/RouteError.tsx';

// Declarative routes rather than a data router: no screen uses loaders, actions or fetchers, and the data
// router's machinery was ~16 KB gz of every first load (issue 4's budget). What it gave that is still needed
// is rebuilt here: screens load lazily (React.lazy; BrowserRouter navigates in a transition, so the current
// screen stays up while the next one loads) and a failing screen shows RouteError.

type Load = () => Promise<{ default: ComponentType }>;

const RELOADED_AT = 'upstream-reloaded-for-missing-script';

/**
 * A screen whose script is gone (a deploy replaced the build this page came from) loads the new build instead:
 * the page reloads once, fetching the current index.html (never cached) and its scripts. A second failure soon
 * after is a real one and reaches the error screen.
 */
function reloadingOnMissingScript(load: Load): Load {
  return () =>
    load().catch((err: unknown) => {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < 30_000) throw err;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => {});
    });
}

/** Screens whose module preloadScreen has brought in. */
const loaded = new Map<Load, { default: ComponentType }>();

/**
 * A loaded screen is handed to React as a thenable that is already settled, so it renders in the same pass instead
 * of suspending: a server-rendered page hydrates whole as soon as hydration starts, and an event on it (a click, a
 * keystroke) is handled at once rather than dropped while its part of the page waits to hydrate.
 */
function loadOnce(load: Load): Load {
  const fetch = reloadingOnMissingScript(load);
  return () => {
    const module = loaded.get(load);
    if (!module) return fetch();
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that settles at once synchronously.
    return { then: (resolve: (m: typeof module) => unknown) => resolve(module) } as Promise<typeof module>;
  };
}

const screens = new Map<Load, ReactNode>();
/** One lazy component per module, so two paths of one screen (/job-search, /job-search/:page) share it. */
function screen(load: Load): ReactNode {
  let element = screens.get(load);
  if (!element) {
    const Screen = lazy(loadOnce(load));
    element = <Screen />;
    screens.set(load, element);
  }
  return element;
}

const jobSearch: Load = () => import('./pages/job-search/index.tsx');
const inviteSignup: Load = () => import('./pages/invite-signup/index.tsx');

// Each screen is its own chunk, loaded on first visit (spec §2 routes; exact matches).
const loads: [path: string, load: Load][] = [
  ['/', () => import('./pages/landing/index.tsx')],
  ['/login', () => import('./pages/login/index.tsx')],
  ['/signup', () => import('./pages/signup/index.tsx')],
  ['/logout', () => import('./pages/logout/index.tsx')],
  ['/check-your-email', () => import('./pages/check-your-email/index.tsx')],
  ['/auth/confirm', () => import('./pages/auth-confirm/index.tsx')],
  ['/waitlist', () => import('./pages/waitlist/index.tsx')],
  ['/waitlist-no-access', () => import('./pages/waitlist-no-access/index.tsx')],
  ['/fail-auth', () => import('./pages/fail-auth/index.tsx')],
  ['/onboarding/*', () => import('./pages/onboarding/index.tsx')],
  ['/select-account', () => import('./pages/select-account/index.tsx')],
  ['/subscription-confirmation', () => import('./pages/subscription-confirmation/index.tsx')],
  ['/invite', () => import('./pages/invite/index.tsx')],
  ['/invite-signup', inviteSignup],
  ['/invite-signup/:code', inviteSignup],
  ['/job-search', jobSearch],
  ['/job-search/:page', jobSearch],
  ['/advising', () => import('./pages/advising/index.tsx')],
  ['/group-advising-confirmation', () => import('./pages/group-advising-confirmation/index.tsx')],
  ['/resources', () => import('./pages/resources/index.tsx')],
  ['/settings', () => import('./pages/settings/index.tsx')],
  ['/contact', () => import('./pages/contact/index.tsx')],
  ['/request', () => import('./pages/request/index.tsx')],
  ['/request-confirmation', () => import('./pages/request-confirmation/index.tsx')],
  ['/release-history', () => import('./pages/release-history/index.tsx')],
  ['/release-history-archive', () => import('./pages/release-history-archive/index.tsx')],
  ['/monthly-update', () => import('./pages/monthly-update/index.tsx')],
  ['/roadmap', () => import('./pages/roadmap/index.tsx')],
  ['/roadmap-history', () => import('./pages/roadmap-history/index.tsx')],
  ['/tracker', () => import('./pages/tracker/index.tsx')],
  ['/unsubscribe', () => import('./pages/unsubscribe/index.tsx')],
  ['/dev/mailbox', () => import('./pages/dev-mailbox/index.tsx')],
  // The operator console: its own chunks (and those of its sections), never part of a job seeker's load.
  ['/admin/*', () => import('./pages/admin/index.tsx')],
  ['*', () => import('./pages/not-found/index.tsx')],
];

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: loads.map(([path, load]) => ({ path, element: screen(load), handle: load })),
  },
];

/**
 * Start fetching the screen of the address the app opens on, alongside the shell's own requests (the
 * current user), rather than only once the shell renders it.
 */
export function preloadScreen(location: Pick<Location, 'pathname'>): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, location) ?? []).map((match) => {
      const load = match.route.handle as Load | undefined;
      return load?.().then(
        (module) => loaded.set(load, module),
        () => {
          // The screen's own render reports the failure (RouteError).
        },
      );
    }),
  );
}

/** Every screen of the app, inside the layout (auth state, routing rules, navigation and footer). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
