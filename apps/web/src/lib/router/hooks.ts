import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouterContext, type RouterValue } from './context.ts';
import { type Location, type Params, resolveTo, type To } from './path.ts';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router)
    throw new Error('A link or route is used outside a router (BrowserRouter, StaticRouter, MemoryRouter).');
  return router;
}

export const useLocation = (): Location => useRouter().location;

export const useParams = <P extends Params = Params>(): P => useContext(RouteContext).params as P;

/** Go to `to` (a new history entry, or in place with `replace`), or `delta` entries back or forth. */
export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter();
  const { pathnameBase } = useContext(RouteContext);
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return navigator.go(to);
      const path = resolveTo(to, pathnameBase, location.pathname);
      (options.replace ? navigator.replace : navigator.push)(path, options.state);
    },
    [navigator, pathnameBase, location.pathname],
  ) as NavigateFunction;
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];

const searchParams = (init: SearchInit) =>
  new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
        ),
  );

/** The address's query, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${searchParams(init)}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
