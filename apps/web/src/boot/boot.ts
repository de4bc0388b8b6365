import { afterFirstPaint } from './after-first-paint.ts';
import { holdEarlyInput } from './early-input.ts';
import { SCREEN_HYDRATED } from './screen-hydrated.ts';

// The one script a server-rendered page names (render-page.ts on the server). The page's HTML and inlined CSS are
// all its first paint needs; the client's scripts (the entry, the screen and what they import) only take it over.
// So they are fetched once the content has painted, not alongside it: on a slow connection the page's text gets
// the bandwidth first. Until the screen has hydrated, what the visitor does is held and then done again
// (early-input.ts), so nothing is lost to the wait.

interface PageScripts {
  /**
   * Run as module scripts, one after another, each once the one before has run: the entry's chunks, each after
   * those it imports, then the entry. A slowed phone evaluates them in several short tasks, not in one long one.
   */
  modules: string[];
  /** What they import later (the page's screen and its parts), fetched at the same time. */
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
      document.head.append(el);
      return el;
    };
    // Every script is fetched at once (the first by its script element); only their running waits its turn.
    for (const href of [...scripts.modules.slice(1), ...scripts.preloads])
      add('link', { rel: 'modulepreload', crossorigin: '', href });
    const run = (index: number) => {
      const src = scripts.modules[index];
      if (src === undefined) return;
      const script = add('script', { type: 'module', crossorigin: '', src });
      // The next in a task of its own: a script already fetched would otherwise run in the same task as this one.
      script.addEventListener('load', () => setTimeout(() => run(index + 1)), { once: true });
      // Without the client the page stays as rendered: links work, nothing else is held.
      script.addEventListener('error', () => earlyInput.release(false), { once: true });
    };
    run(0);
  });
}
