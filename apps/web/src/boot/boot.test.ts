import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The boot script of a rendered page, run on a page of its own: it reads the list of scripts, fetches them all at
// once and runs the entry's chunks one after another (the browser's `load` of each, played by hand).

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function boot(list: { modules: string[]; preloads: string[] }) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="upstream-scripts">${JSON.stringify(list)}</script>`;
  // No paint timing here: the scripts are added at once.
  vi.stubGlobal('PerformanceObserver', undefined);
  await import('./boot.ts');
}

const running = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('the boot script', () => {
  it('fetches every script at once and runs the entry’s chunks one by one, each once the one before has run', async () => {
    await boot({ modules: ['/runtime.js', '/react-dom.js', '/index.js'], preloads: ['/screen.js'] });
    expect(preloaded()).toEqual(['/react-dom.js', '/index.js', '/screen.js']);
    expect(running()).toEqual(['/runtime.js']);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    // Not in the same task: a script already fetched would run at once, in one long task with the one before.
    expect(running()).toEqual(['/runtime.js']);
    vi.runAllTimers();
    expect(running()).toEqual(['/runtime.js', '/react-dom.js']);
    document.head.querySelectorAll('script')[1]!.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(running()).toEqual(['/runtime.js', '/react-dom.js', '/index.js']);
    for (const script of document.head.querySelectorAll('script')) {
      expect(script.type).toBe('module');
      expect(script.getAttribute('crossorigin')).toBe('');
    }
  });

  it('runs no later chunk when one fails to load', async () => {
    await boot({ modules: ['/runtime.js', '/index.js'], preloads: [] });
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    vi.runAllTimers();
    expect(running()).toEqual(['/runtime.js']);
  });
});
