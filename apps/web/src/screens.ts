import { NOT_FOUND_PAGE, SCREENS } from '@upstream/contract';
import type { ComponentType } from 'react';

/** A page's module, fetched on first visit. */
export type Load = () => Promise<{ default: ComponentType }>;

// Every page's module, each its own chunk (the glob is expanded at build time into one import per page).
const PAGES = import.meta.glob<{ default: ComponentType }>('./pages/*/index.tsx');

/** The module of the page in apps/web/src/pages/<page>/. */
export function pageLoad(page: string): Load {
  const load = PAGES[`./pages/${page}/index.tsx`];
  if (!load) throw new Error(`The screen table names a page with no module: ${page}`);
  return load;
}

// The contract's screen table (SCREENS) is the one list of screens: the server answers the same paths with 200.
// Two paths of one page (/job-search, /job-search/:page) share one load, so one lazy component.
export const SCREEN_ROUTES: [path: string, load: Load][] = [
  ...SCREENS.map((screen): [string, Load] => [screen.path, pageLoad(screen.page)]),
  ['*', pageLoad(NOT_FOUND_PAGE)],
];
