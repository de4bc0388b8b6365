import { type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { type Navigator, RouterContext } from './context.ts';
import { createKey, createPath, type Location, type Path, parsePath } from './path.ts';

function Router({
  location,
  navigator,
  children,
}: {
  location: Location;
  navigator: Navigator;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigator }), [location, navigator]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The window's address, with the state and key this router stored in its history entry. */
function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * The app in a browser, on the History API. A navigation renders as a transition: the current screen stays up,
 * and answers taps, while the next one loads.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  const navigator = useMemo((): Navigator => {
    const show = () => startTransition(() => setLocation(windowLocation()));
    const write = (method: 'pushState' | 'replaceState') => (path: Path, state?: unknown) => {
      const url = createPath(path);
      try {
        window.history[method]({ usr: state ?? null, key: createKey() }, '', url);
      } catch {
        // A state the browser cannot store, or too many entries too fast (Safari): load the address instead.
        window.location.assign(url);
        return;
      }
      show();
    };
    return {
      push: write('pushState'),
      replace: write('replaceState'),
      go: (delta) => window.history.go(delta),
    };
  }, []);
  useLayoutEffect(() => {
    const back = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

const toLocation = (to: string | Partial<Path>, state: unknown, key: string): Location => ({
  pathname: '/',
  search: '',
  hash: '',
  ...(typeof to === 'string' ? parsePath(to) : to),
  state,
  key,
});

/** The server's renderer: one address, and nowhere to go (a redirect is decided before rendering). */
export function StaticRouter({
  location,
  children,
}: {
  location: string | Partial<Path>;
  children: ReactNode;
}) {
  const value = useMemo(() => toLocation(location, null, 'default'), [location]);
  const navigator = useMemo((): Navigator => {
    const refuse = () => {
      throw new Error('A page rendered on the server cannot navigate.');
    };
    return { push: refuse, replace: refuse, go: refuse };
  }, []);
  return (
    <Router location={value} navigator={navigator}>
      {children}
    </Router>
  );
}

/** A history kept in memory (the unit tests): starts on the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((entry, i) => toLocation(entry, null, i === 0 ? 'default' : createKey())),
    index: initialEntries.length - 1,
  }));
  const navigator = useMemo((): Navigator => {
    const update = (next: (h: typeof history) => typeof history) => startTransition(() => setHistory(next));
    return {
      push: (path, state) =>
        update(({ entries, index }) => ({
          entries: [...entries.slice(0, index + 1), toLocation(path, state ?? null, createKey())],
          index: index + 1,
        })),
      replace: (path, state) =>
        update(({ entries, index }) => ({
          entries: entries.map((entry, i) =>
            i === index ? toLocation(path, state ?? null, createKey()) : entry,
          ),
          index,
        })),
      go: (delta) =>
        update(({ entries, index }) => ({
          entries,
          index: Math.min(Math.max(index + delta, 0), entries.length - 1),
        })),
    };
  }, []);
  return (
    <Router location={history.entries[history.index]!} navigator={navigator}>
      {children}
    </Router>
  );
}
