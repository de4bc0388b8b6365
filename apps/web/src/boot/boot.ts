import { afterFirstPaint } from './after-first-paint.ts';
import { holdEarlyInput } from './early-input.ts';
import { SCREEN_HYDRATED } from './screen-hydrated.ts';

// The one script a server-rendered page names (render-page.ts on the server). The page's HTML and inlined CSS are
// all its first paint needs; the client's scripts (the entry, the screen and what they import) only take it over.
// So they are fetched once the content has painted, not alongside it: on a slow connection the page's text gets
// the bandwidth first. Until the screen has hydrated, what the visitor does is held and then done again
// (early-input.ts), so nothing is lost to the wait.

interface PageScripts {
  /** Run as module scripts: the entry and the page's screen. */
  modules: string[];
  /** What they import, fetched at the same time. */
  preloads: string[];
}

const element = document.getElementById('upstream-scripts');
const root = document.getElementById('root');
if (element?.textContent && root) {
  const scripts = JSON.parse(element.textContent) as PageScripts;
  const earlyInput = holdEarlyInput(root);
  document.addEventListener(SCREEN_HYDRATED, () => earlyInput.release(true), { once: true });
  afterFirstPaint(() => {
    const add = (tag: 'link' | 'script', attributes: Record<string, string>) => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      // Without the client the page stays as rendered: links work, nothing else is held.
      if (tag === 'script') el.addEventListener('error', () => earlyInput.release(false));
      document.head.append(el);
    };
    for (const href of scripts.preloads) add('link', { rel: 'modulepreload', crossorigin: '', href });
    for (const src of scripts.modules) add('script', { type: 'module', crossorigin: '', src });
  });
}
