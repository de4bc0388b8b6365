import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The time a server-rendered page was rendered at: whatever part of it React hydrates computes times relative to
 * now ('added 3 minutes ago') from the same instant as the server did, so the markup matches; what the browser
 * renders itself uses its own clock.
 *
 * Hydration reads the server's instant through useSyncExternalStore's server snapshot, so it holds for a card
 * island that hydrates seconds or minutes after the screen (on coming into view, when idle, on a tap): reading the
 * browser's clock there turned "52 minutes ago" into "53" across a minute's edge, React threw the card's markup
 * away (error 418) and a tap made on it was lost. The screen's own hydration re-renders nothing: until it has
 * hydrated the client snapshot is the same instant. An island hydrated later renders once more, by itself, with
 * the browser's clock. (Changing a context value instead made React hydrate the screen's Suspense boundary at
 * once and render every job card a second time: a long task of 300–450 ms on a phone.)
 */
interface Clock {
  /** The instant hydrating parts read: the server's render time (null when the browser rendered the page). */
  readonly renderedAt: number | null;
  /** The instant the browser's own renders read until the screen has hydrated, then null (its own clock). */
  at: number | null;
}

const RenderClock = createContext<Clock>({ renderedAt: null, at: null });

export function RenderClockProvider({ at, children }: { at: number | null; children: ReactNode }) {
  // One clock per rendered page (the server renders many at once), kept for the life of the app.
  const [clock] = useState<Clock>(() => ({ renderedAt: at, at }));
  return <RenderClock value={clock}>{children}</RenderClock>;
}

/**
 * Put after the screen, inside the Suspense boundary it hydrates in: its effect runs once the screen has
 * hydrated, and from then on the browser's own renders follow the browser's clock.
 */
export function RenderClockRelease() {
  const clock = useContext(RenderClock);
  useEffect(() => {
    clock.at = null;
  }, [clock]);
  return null;
}

const noSubscription = () => () => {};

/** The server's render time while hydrating (or rendering on the server), else undefined (the caller's own clock). */
export function useRenderNow(): Date | undefined {
  const clock = useContext(RenderClock);
  const at = useSyncExternalStore(
    noSubscription,
    () => clock.at,
    () => clock.renderedAt,
  );
  return at === null ? undefined : new Date(at);
}
