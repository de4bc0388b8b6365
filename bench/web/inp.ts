import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

/** Lighthouse's mobile preset: a Moto G Power's screen, and its 4× slower CPU. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const CPU_SLOWDOWN = 4;

/**
 * Records the page's interactions as the Event Timing API reports them (what web-vitals' INP reads): per
 * interaction the longest event, from input to the next paint. Fewer than 50 interactions: INP is the longest.
 * Below 16 ms the browser reports no interaction; the first input is reported whatever its duration.
 */
const OBSERVE_INTERACTIONS = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = window.__interactions.get(e.interactionId) ?? 0;
      window.__interactions.set(e.interactionId, Math.max(seen, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__firstInput = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__firstInput = e.duration;
  }).observe({ type: 'first-input', buffered: true });
`;

export interface InteractionRun {
  /** Interaction to next paint in ms; 0 when every interaction took under 16 ms (nothing reported). */
  inp: number;
  interactions: number;
}

/**
 * Open `url` in a fresh phone-sized page with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as
 * Lighthouse's mobile preset), let it load and settle as a reader would, do `interact` (which must wait for
 * the interaction's visible effect, or throw), then read the longest interaction.
 */
export async function measureInteraction(
  url: string,
  interact: (page: Page) => Promise<void>,
  cookie?: string,
): Promise<InteractionRun> {
  const browser: Browser = await chromium.launch({
    ...chromiumLaunchOptions,
  });
  try {
    const context = await browser.newContext({
      ...PHONE,
      extraHTTPHeaders: cookie ? { cookie } : {},
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE_INTERACTIONS);
    await page.goto(url, { waitUntil: 'networkidle' });
    await interact(page);
    // Event Timing entries arrive after the next paint: give the slowed page two frames and a moment.
    await page.evaluate(
      'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))',
    );
    const durations = await page.evaluate<number[]>('[...window.__interactions.values()]');
    // First input is reported whatever its duration: without it the browser saw no real input (a script-set
    // value, say), and an INP of 0 would be a measurement of nothing.
    const firstInput = await page.evaluate<number | null>('window.__firstInput');
    if (firstInput === null)
      throw new Error(`no input reached the page at ${url}: the interaction measured nothing`);
    return { inp: durations.length ? Math.max(...durations) : 0, interactions: durations.length };
  } finally {
    await browser.close();
  }
}
