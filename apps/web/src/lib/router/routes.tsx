import { Children, isValidElement, type ReactElement, type ReactNode, useContext, useEffect } from 'react';
import { RouteContext } from './context.ts';
import { useLocation, useNavigate } from './hooks.ts';
import { joinPaths, matchPath, type Params, type To } from './path.ts';

export interface RouteObject {
  /** Relative to the parent route; none for a layout route (it renders its matching child in its <Outlet />). */
  path?: string;
  /** The parent's own path, nothing after it. */
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  /** Anything the app keeps with the route (the screen's module, router.tsx). */
  handle?: unknown;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
  pathnameBase: string;
}

/**
 * The routes `pathname` renders, outermost first: the first route in order that matches, and within it the first
 * child that matches (so a catch-all '*' comes last). Null when none does.
 */
export function matchRoutes(
  routes: RouteObject[],
  location: { pathname: string },
  base = '/',
  parentParams: Params = {},
): RouteMatch[] | null {
  const { pathname } = location;
  for (const route of routes) {
    if (route.index) {
      const own = matchPath(base, pathname);
      if (own)
        return [{ route, params: parentParams, pathname: own.pathname, pathnameBase: own.pathnameBase }];
      continue;
    }
    const pattern = route.path === undefined ? base : joinPaths(base, route.path);
    if (route.children?.length) {
      const prefix = matchPath(pattern, pathname, false);
      if (prefix) {
        const params = { ...parentParams, ...prefix.params };
        const below = matchRoutes(route.children, location, prefix.pathnameBase, params);
        if (below) return [{ route, ...prefix, params: below.at(-1)!.params }, ...below];
      }
      if (route.path === undefined) continue;
    }
    const own = matchPath(pattern, pathname);
    if (own) return [{ route, ...own, params: { ...parentParams, ...own.params } }];
  }
  return null;
}

/** The element of the routes matching the current address, each route's child in its <Outlet />. */
export function useRoutes(routes: RouteObject[], location?: { pathname: string }): ReactNode {
  const current = useLocation();
  const parent = useContext(RouteContext);
  const matches = matchRoutes(routes, location ?? current, parent.pathnameBase, parent.params);
  if (!matches) return null;
  // Innermost first: each route's element gets its child's in its <Outlet />.
  let element: ReactNode = null;
  for (const match of [...matches].reverse()) {
    const value = { params: match.params, pathnameBase: match.pathnameBase, outlet: element };
    element = (
      <RouteContext.Provider value={value}>
        {match.route.element === undefined ? element : match.route.element}
      </RouteContext.Provider>
    );
  }
  return element;
}

type RouteProps = Omit<RouteObject, 'children'> & { children?: ReactNode };

/** One route of <Routes>: never rendered itself, <Routes> reads its props. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever a child of <Routes>.');
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .map(({ props }) => ({
      path: props.path,
      index: props.index,
      element: props.element,
      children: props.children ? routesOf(props.children) : undefined,
    }));
}

/** The first of its <Route>s that matches the address, relative to the route it is in. */
export function Routes({ children }: { children: ReactNode }) {
  return useRoutes(routesOf(children));
}

/** Where a layout route renders its matching child. */
export const Outlet = () => useContext(RouteContext).outlet;

/** Go to `to` once rendered (a redirect by the client). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per target, as React Router's <Navigate>.
  useEffect(() => navigate(JSON.parse(target) as To, { replace, state }), [navigate, target, replace]);
  return null;
}
