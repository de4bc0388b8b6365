import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PAGE, SCREENS } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { pageLoad, SCREEN_ROUTES } from './screens.ts';

// The router draws the contract's screen table and nothing else: a screen the server answers with 200 has a
// page here, and no page is reachable at a path the server would answer with 404.

const pagesDir = join(import.meta.dirname, 'pages');

describe('the router and the screen table', () => {
  it('route every screen of the table to its page', () => {
    for (const screen of SCREENS) {
      const route = SCREEN_ROUTES.find(([path]) => path === screen.path);
      expect(route, screen.path).toBeDefined();
      expect(route?.[1], screen.path).toBe(pageLoad(screen.page));
    }
  });

  it('route no path outside the table but the not-found page', () => {
    const outside = SCREEN_ROUTES.filter(([path]) => !SCREENS.some((screen) => screen.path === path));
    expect(outside).toEqual([['*', pageLoad(NOT_FOUND_PAGE)]]);
  });

  it('leave no page folder without a screen', () => {
    const pages = readdirSync(pagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const routed = new Set<string>([...SCREENS.map((screen) => screen.page), NOT_FOUND_PAGE]);
    expect(pages.filter((page) => !routed.has(page))).toEqual([]);
  });
});
