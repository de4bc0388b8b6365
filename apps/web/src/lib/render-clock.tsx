import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The time a server-rendered page was rendered at: while the browser hydrates it, times shown relative to now
 * ('added 3 minutes ago') are computed from the same instant as the server's, so the markup matches; once the
 * screen has hydrated, the clock is the browser's own.
 *
 * The switch re-renders nothing: it is read by the next render that happens anyway (a card changed by an action,
 * the cards of the next page). Changing a context value instead made React hydrate the screen's Suspense boundary
 * at once, in one synchronous pass, and then render every job card a second time: a long task of 300–450 ms on a
 * phone (4× slower CPU), most of /job-search's total blocking time, to redraw labels that could only move by the
 * seconds between rendering and hydrating.
 */
interface Clock {
  at: number | null;
}

const RenderClock = createContext<Clock>({ at: null });

export function RenderClockProvider({ at, children }: { at: number | null; children: ReactNode }) {
  // One clock per rendered page (the server renders many at once), kept for the life of the app.
  const [clock] = useState<Clock>(() => ({ at }));
  return <RenderClock value={clock}>{children}</RenderClock>;
}

/**
 * Put after the screen, inside the Suspense boundary it hydrates in: its effect runs once the screen has
 * hydrated, and from then on relative times follow the browser's clock.
 */
export function RenderClockRelease() {
  const clock = useContext(RenderClock);
  useEffect(() => {
    clock.at = null;
  }, [clock]);
  return null;
}

/** The server's render time while hydrating, else undefined (the caller's own clock). */
export function useRenderNow(): Date | undefined {
  const { at } = useContext(RenderClock);
  return at === null ? undefined : new Date(at);
}
