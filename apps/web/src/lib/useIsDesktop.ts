import { DESKTOP_MIN_WIDTH } from '@upstream/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';

const query = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/**
 * What the server guessed of the screen when it rendered the page (from the browser's mobile hint or user
 * agent): the server renders that layout and the client hydrates with the same one, then follows the real width.
 */
export const DesktopGuess = createContext(true);

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** Desktop is 992px or wider (spec §2 and §9); below that the mobile layouts are used. */
export function useIsDesktop(): boolean {
  const guess = useContext(DesktopGuess);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => guess,
  );
}
