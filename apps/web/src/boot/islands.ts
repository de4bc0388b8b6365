/**
 * The names an island (Island.tsx) and the page's boot script (early-input.ts) share. Only constants: the bundler
 * writes them into both scripts, so the boot script imports nothing.
 *
 * An island is a part of a server-rendered page that hydrates later than the screen around it (when it comes
 * into view, when it is first used, when its code arrives). Its element carries ISLAND_ATTRIBUTE from the server
 * on, and ISLAND_LIVE_ATTRIBUTE once React has hydrated it; the boot script holds what is done inside an island
 * that is not live yet, asks it to hydrate (ISLAND_WAKE_ATTRIBUTE and the ISLAND_WAKE event on its element) and
 * does it again once the island says it is live (ISLAND_LIVE on `document`).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
export const ISLAND_WAKE_ATTRIBUTE = 'data-island-wake';
export const ISLAND_WAKE = 'upstream:island-wake';
export const ISLAND_LIVE = 'upstream:island-live';
