// Every screen route of spec §2 (exact matches), plus the product's own additions.
// The server answers these with the web client (status 200); any other path gets the client's 404 screen.
export const SPA_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/logout',
  '/check-your-email',
  '/auth/confirm',
  '/waitlist',
  '/waitlist-no-access',
  '/fail-auth',
  '/onboarding/*',
  '/select-account',
  '/subscription-confirmation',
  '/invite',
  '/invite-signup',
  '/invite-signup/:code',
  '/job-search',
  '/job-search/:page',
  '/advising',
  '/group-advising-confirmation',
  '/resources',
  '/settings',
  '/contact',
  '/request',
  '/request-confirmation',
  '/release-history',
  '/release-history-archive',
  '/monthly-update',
  '/roadmap',
  '/roadmap-history',
  '/tracker',
  '/unsubscribe',
  '/dev/mailbox',
] as const;

/** Does `path` match one of SPA_ROUTES (':x' is one segment, a trailing '*' any rest)? */
export function isSpaRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SPA_ROUTES.some((route) => {
    if (route.endsWith('/*')) return clean.startsWith(route.slice(0, -1)) || clean === route.slice(0, -2);
    const a = route.split('/');
    const b = clean.split('/');
    return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
  });
}
