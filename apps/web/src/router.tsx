import { type ComponentType, lazy, type ReactNode } from 'react';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteErrorBoundary } from './layout/RouteError.tsx';
import { type Location, matchRoutes, type RouteObject, useLocation, useRoutes } from './lib/router/index.ts';
import { type Load, SCREEN_ROUTES } from './screens.ts';

// Declarative routes, drawn by the app's own router (lib/router): no screen uses loaders, actions or fetchers, and
// React Router, data router or not, was ~10 KB compressed of every first load (issues 4 and 25's
// budgets). Screens load lazily (React.lazy; BrowserRouter navigates in a transition, so the current screen stays
// up while the next one loads) and a failing screen shows RouteError.

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

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: SCREEN_ROUTES.map(([path, load]) => ({ path, element: screen(load), handle: load })),
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
