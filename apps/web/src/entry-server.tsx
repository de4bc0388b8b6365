import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screenAt } from '@upstream/contract';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { apiTokensQuery } from './api/account/api-tokens.ts';
import { CURRENT_USER_KEY, currentUserQuery } from './api/account/current-user.ts';
import { createApi, type Transport } from './api/client.ts';
import { clientConfigQuery } from './api/config/client-config.ts';
import { contentQuery } from './api/content/content.ts';
import { inboxAddressQuery, inboxMessagesQuery } from './api/inbox/inbox.ts';
import { jobCountsQuery, jobSearchQuery, searchInputsQuery, totalCountsQuery } from './api/jobs/jobs.ts';
import { savedSearchFeedsQuery } from './api/saved-searches/feeds.ts';
import { emailCountQuery } from './api/saved-searches/saved-searches.ts';
import { blockedCompaniesQuery, savedAndTrackedCountsQuery, trackerQuery } from './api/tracker/tracker.ts';
import { type AuthValue, authStatus, redirectFor } from './auth/access.ts';
import { RenderClockProvider } from './lib/render-clock.tsx';
import { matchPath, StaticRouter } from './lib/router/index.ts';
import { hasAnyFilter, parseSearchUrl, searchRequest } from './lib/search-url.ts';
import { DesktopGuess } from './lib/useIsDesktop.ts';
import { pageTitle, RenderedHead } from './lib/usePageTitle.ts';
import { QUERY_DEFAULTS } from './query-defaults.ts';
import { AppRoutes } from './router.tsx';

// The server's side of the web client (built with `vite build --ssr`): the pages a visitor lands on are
// rendered to HTML from the same components, with the answers they read fetched first, so the page shows its
// content before any script runs; the client then hydrates it with those answers (no second fetch, no flash).

export type { Transport };

interface Page {
  /** The page's module as the client build's manifest names it (its chunk, CSS and imports go into the HTML). */
  module: string;
  /** The page reads live data: rendered on every request, never kept. */
  live: boolean;
}

/** The server-rendered page at `pathname`, or null for a screen the client renders alone. */
export function pageAt(pathname: string): Page | null {
  const screen = screenAt(pathname);
  if (!screen?.rendered) return null;
  return { module: `src/pages/${screen.page}/index.tsx`, live: screen.rendered === 'live' };
}

type Call = ReturnType<typeof createApi>;

/** What the page at `pathname` reads besides the current user and the client settings (the same queries). */
function pageQueries(
  client: QueryClient,
  pathname: string,
  search: string,
  auth: AuthValue,
  call: Call,
): Promise<void>[] {
  if (pathname === '/')
    return [client.prefetchQuery(totalCountsQuery(call)), client.prefetchQuery(jobCountsQuery(call))];
  const jobSearch = matchPath('/job-search/:page?', pathname);
  if (jobSearch) {
    const url = parseSearchUrl(jobSearch.params.page, new URLSearchParams(search).toString());
    const member = authStatus(auth) === 'signed-in';
    // A member's saved search (or filters matched against theirs) loads in the browser, as before.
    const lookup = member && (url.searchId !== null || hasAnyFilter(url));
    const inputs = client.prefetchQuery(searchInputsQuery(call));
    // A member's "Saved (n)" and "Tracked (n)" beside the heading: rendered as "…" they were narrower, and the
    // numbers arriving after load wrapped them onto a line of their own, moving the results down (CLS 0.19).
    // And the daily-email searches left, shown in the form: arriving after hydration, it re-rendered the screen.
    const counts = member
      ? [client.prefetchQuery(savedAndTrackedCountsQuery(call)), client.prefetchQuery(emailCountQuery(call))]
      : [];
    return [
      inputs,
      ...counts,
      ...(lookup ? [] : [client.prefetchQuery(jobSearchQuery(searchRequest(url), call))]),
    ];
  }
  // The board arrives with its cards; each card's controls hydrate as it nears the screen (TrackerBoard.tsx).
  if (pathname === '/tracker') return [client.prefetchQuery(trackerQuery(call))];
  if (pathname === '/settings')
    return [
      client.prefetchQuery(inboxAddressQuery(call)),
      client.prefetchQuery(inboxMessagesQuery(call)),
      client.prefetchQuery(blockedCompaniesQuery(call)),
      client.prefetchQuery(searchInputsQuery(call)),
      client.prefetchQuery(savedSearchFeedsQuery(call)),
      client.prefetchQuery(apiTokensQuery(call)),
    ];
  if (pathname === '/resources') return [client.prefetchQuery(contentQuery('resources', true, '', call))];
  if (pathname === '/release-history')
    return [client.prefetchQuery(contentQuery('releaseHistory', true, '', call))];
  return [];
}

export interface Rendered {
  /** The routing rules send this visitor elsewhere (a signed-in member on /login…). */
  redirect?: string;
  /** The markup of #root. */
  html: string;
  title: string;
  /** The answers the page was rendered with, for the client to hydrate from (JSON). */
  state: string;
  /** Nobody signed in: the same HTML serves every visitor. */
  anonymous: boolean;
}

/**
 * Render `url` (path and query) for the visitor whose calls `transport` makes. `desktop` is the server's guess of
 * the screen; the client hydrates with the same guess.
 */
export async function render(url: string, transport: Transport, desktop: boolean): Promise<Rendered> {
  const call = createApi(transport);
  const { pathname, search } = new URL(url, 'http://localhost');
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  try {
    await Promise.all([
      client.prefetchQuery(currentUserQuery(call)),
      client.prefetchQuery(clientConfigQuery(call)),
    ]);
    const auth = (client.getQueryData(CURRENT_USER_KEY) as AuthValue | undefined) ?? null;
    const target = redirectFor(pathname, auth);
    if (target && target !== pathname)
      return { redirect: target, html: '', title: '', state: '', anonymous: false };
    await Promise.all(pageQueries(client, pathname, search, auth, call));
    // A failed answer is asked again by the browser: the page renders it as still loading, as the browser will.
    client.removeQueries({ predicate: (q) => q.state.status === 'error' });

    const head: { title?: string } = {};
    const now = Date.now();
    const { prelude } = await prerender(
      <StrictMode>
        <RenderedHead value={head}>
          <DesktopGuess value={desktop}>
            <RenderClockProvider at={now}>
              <QueryClientProvider client={client}>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </QueryClientProvider>
            </RenderClockProvider>
          </DesktopGuess>
        </RenderedHead>
      </StrictMode>,
      {
        // Every part inline in document order: no boundary is sent apart with a script to move it into place
        // (the CSP runs no inline script, and the page must read the same without scripts).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          // A part that fails here is rendered by the browser instead; the log says why.
          console.error('server render:', error);
        },
      },
    );
    const html = await new Response(prelude).text();
    return {
      html,
      title: head.title ?? pageTitle(''),
      state: JSON.stringify({ desktop, now, queries: dehydrate(client) }),
      anonymous: authStatus(auth) === 'signed-out',
    };
  } finally {
    client.clear();
  }
}
