import { type DehydratedState, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RenderClockProvider } from './lib/render-clock.tsx';
import { BrowserRouter } from './lib/router/index.ts';
import { DesktopGuess } from './lib/useIsDesktop.ts';
import { QUERY_DEFAULTS } from './query-defaults.ts';
import { AppRoutes, preloadScreen } from './router.tsx';
import './styles/app.scss';

const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

// A page the server rendered carries the answers it was rendered with: the client starts from the same
// answers (and the same guess of the screen), so hydrating changes nothing on screen and fetches nothing again.
const stateElement = document.getElementById('upstream-state');
const rendered = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as { desktop: boolean; now: number; queries: DehydratedState })
  : null;
if (rendered) hydrate(queryClient, rendered.queries);

const app = (
  <StrictMode>
    <DesktopGuess value={rendered?.desktop ?? true}>
      <RenderClockProvider at={rendered?.now ?? null}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </RenderClockProvider>
    </DesktopGuess>
  </StrictMode>
);

const root = document.getElementById('root')!;
const screen = preloadScreen(window.location);
if (rendered) {
  // The screen's script first (preloaded beside this one by the page's boot script), so the whole page hydrates in
  // one pass. As a transition, that pass yields to the browser every few milliseconds instead of holding a slow
  // phone for one long task; what the visitor did before is held by the boot script and done again once the
  // screen has hydrated (ScreenHydrated).
  screen.finally(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
