import { DESKTOP_MIN_WIDTH } from '@upstream/contract';
import { useSyncExternalStore } from 'react';

const query = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** Desktop is 992px or wider (spec §2 and §9); below that the mobile layouts are used. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
