import { useEffect } from 'react';
import { SCREEN_HYDRATED } from './screen-hydrated.ts';

/**
 * Put after the screen, inside the Suspense boundary it hydrates in: its effect runs once the screen has hydrated
 * (or rendered, in a client-rendered page), and tells the page's boot script to hand over what it held.
 */
export function ScreenHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(SCREEN_HYDRATED));
  }, []);
  return null;
}
