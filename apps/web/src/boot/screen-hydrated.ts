/**
 * The event the app sends on `document` once the screen has hydrated (ScreenHydrated.tsx), for the page's boot
 * script (boot.ts) to hand over what it held. Only a constant: the bundler writes it into both scripts, so the boot
 * script imports nothing.
 */
export const SCREEN_HYDRATED = 'upstream:screen-hydrated';
