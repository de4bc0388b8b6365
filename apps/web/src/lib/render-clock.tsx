import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The time a server-rendered page was rendered at: while the browser hydrates it, times shown relative to now
 * ('added 3 minutes ago') are computed from the same instant as the server's, so the markup matches; after
 * hydration the clock is the browser's own.
 */
const RenderClock = createContext<number | null>(null);

export function RenderClockProvider({ at, children }: { at: number | null; children: ReactNode }) {
  const [now, setNow] = useState(at);
  useEffect(() => setNow(null), []);
  return <RenderClock value={now}>{children}</RenderClock>;
}

/** The server's render time while hydrating, else undefined (the caller's own clock). */
export function useRenderNow(): Date | undefined {
  const at = useContext(RenderClock);
  return at === null ? undefined : new Date(at);
}
