(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrating } from '../boot/Island.tsx';
import { RenderClockProvider, RenderClockRelease, useRenderNow } from './render-clock.tsx';

// A page rendered at RENDERED, with a part that hydrates later (as a card island does, on coming into view).
const RENDERED = Date.UTC(2026, 10, 26, 12, 0, 30);
const POSTED = RENDERED - 52 * 60_000 - 20_000;

function Added() {
  const now = useRenderNow() ?? new Date();
  return <p>added {Math.floor((now.getTime() - POSTED) / 60_000)} minutes ago</p>;
}

const done = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Held back while hydrating until `later` settles, as an island asleep is. */
function Later({ later }: { later: Promise<void> }) {
  const hydrating = useHydrating();
  use(hydrating && typeof window !== 'undefined' ? later : done);
  return <Added />;
}

function Page({ later }: { later: Promise<void> }) {
  return (
    <RenderClockProvider at={RENDERED}>
      <Suspense fallback={null}>
        <Later later={later} />
      </Suspense>
      <RenderClockRelease />
    </RenderClockProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('relative times on a server-rendered page', () => {
  it('a part hydrated after a minute’s edge keeps the server’s markup, then shows the browser’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(RENDERED);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page later={done} />);
    document.body.append(container);
    expect(container.textContent).toBe('added 52 minutes ago');

    let wake = () => {};
    const later = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page later={later} />, { onRecoverableError: recoverable });
    });
    const markup = container.querySelector('p');
    // The part wakes a minute later, past the edge between 52 and 53 minutes.
    vi.setSystemTime(RENDERED + 60_000);
    await act(async () => {
      wake();
      await later;
    });
    expect(recoverable).not.toHaveBeenCalled();
    // Hydrated, not rendered anew: the server's element is the one on the page.
    expect(container.querySelector('p')).toBe(markup);
    expect(container.textContent).toBe('added 53 minutes ago');
  });
});
