// The screens of the web client: spec §2's routes (exact matches) and the product's own additions. This table is
// the one list of them: the web router draws each path with its page (apps/web/src/pages/<page>/index.tsx), the
// server renders the `rendered` ones with their content, and answers every path here with the client (status
// 200); any other path gets the client's not-found screen with a 404.

export interface Screen {
  /** ':x' is one segment; a trailing '/*' is the path itself and anything under it. */
  path: string;
  /** The page's folder under apps/web/src/pages/. */
  page: string;
  /**
   * The server renders the page to HTML with its content: 'live' pages read live data and are rendered on every
   * request; 'kept' pages change only with a release.
   */
  rendered?: 'live' | 'kept';
}

export const SCREENS = [
  { path: '/', page: 'landing', rendered: 'live' },
  { path: '/login', page: 'login', rendered: 'kept' },
  { path: '/signup', page: 'signup', rendered: 'kept' },
  { path: '/logout', page: 'logout' },
  { path: '/check-your-email', page: 'check-your-email' },
  { path: '/auth/confirm', page: 'auth-confirm' },
  { path: '/delete-account', page: 'delete-account' },
  { path: '/waitlist', page: 'waitlist' },
  { path: '/waitlist-no-access', page: 'waitlist-no-access' },
  { path: '/fail-auth', page: 'fail-auth' },
  { path: '/onboarding/*', page: 'onboarding' },
  { path: '/select-account', page: 'select-account' },
  { path: '/subscription-confirmation', page: 'subscription-confirmation' },
  { path: '/invite', page: 'invite' },
  { path: '/invite-signup', page: 'invite-signup' },
  { path: '/invite-signup/:code', page: 'invite-signup' },
  { path: '/job-search', page: 'job-search', rendered: 'live' },
  { path: '/job-search/:page', page: 'job-search', rendered: 'live' },
  { path: '/advising', page: 'advising', rendered: 'kept' },
  { path: '/group-advising-confirmation', page: 'group-advising-confirmation' },
  { path: '/resources', page: 'resources', rendered: 'kept' },
  { path: '/settings', page: 'settings', rendered: 'live' },
  { path: '/contact', page: 'contact' },
  { path: '/request', page: 'request' },
  { path: '/request-confirmation', page: 'request-confirmation' },
  { path: '/release-history', page: 'release-history', rendered: 'kept' },
  { path: '/release-history-archive', page: 'release-history-archive' },
  { path: '/monthly-update', page: 'monthly-update' },
  { path: '/roadmap', page: 'roadmap' },
  { path: '/roadmap-history', page: 'roadmap-history' },
  { path: '/tracker', page: 'tracker', rendered: 'live' },
  { path: '/unsubscribe', page: 'unsubscribe' },
  { path: '/dev/mailbox', page: 'dev-mailbox' },
  // The operator console: its sections are routed inside its page, each its own chunk.
  { path: '/admin/*', page: 'admin' },
] as const satisfies readonly Screen[];

/** The page of any path that is no screen. */
export const NOT_FOUND_PAGE = 'not-found';

/** Does `path` match one of SCREENS' paths (':x' is one segment, a trailing '/*' the path and any rest)? */
export function isScreen(path: string): boolean {
  return screenAt(path) !== null;
}

/** The screen whose path matches `path` (a trailing slash ignored), or null. */
export function screenAt(path: string): Screen | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    SCREENS.find((screen: Screen) => {
      const route = screen.path;
      if (route.endsWith('/*')) return clean.startsWith(route.slice(0, -1)) || clean === route.slice(0, -2);
      const a = route.split('/');
      const b = clean.split('/');
      return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
    }) ?? null
  );
}
