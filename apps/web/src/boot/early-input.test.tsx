(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, createElement, type MouseEvent, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useLocation } from '../lib/router/index.ts';
import { holdEarlyInput } from './early-input.ts';
import { Island } from './Island.tsx';

// A form as the server rendered it, acted on before React hydrates it, then hydrated.

function Search({ log }: { log: string[] }) {
  const [keywords, setKeywords] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  return (
    <div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          log.push(`searched "${keywords}"`);
        }}
      >
        <input aria-label="Keywords" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
        <input
          type="checkbox"
          aria-label="Subscribe"
          checked={subscribed}
          onChange={(e) => {
            setSubscribed(e.target.checked);
            log.push(`subscribed ${e.target.checked}`);
          }}
        />
        <button type="button" onClick={() => log.push('helped')}>
          Help
        </button>
        <a href="#elsewhere">Elsewhere</a>
      </form>
      <button type="button" aria-label="Save job" onClick={() => log.push('saved')}>
        <svg aria-hidden="true">
          <path d="M0 0h1" />
        </svg>
      </button>
    </div>
  );
}

const type = (input: HTMLInputElement, text: string) => {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const pressEnter = (input: HTMLInputElement) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
/** Let the held actions play out (each in a task of its own; a loaded machine runs timers late). */
const settle = (then: () => void = () => {}) =>
  act(async () => {
    then();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

function rendered(log: string[]) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Search log={log} />);
  document.body.append(root);
  const get = (label: string) => root.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  return {
    root,
    keywords: get('Keywords'),
    subscribe: get('Subscribe'),
    help: root.querySelector('button')!,
    link: root.querySelector('a')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what is done on a rendered page before it hydrates', () => {
  it('is held, then done again in order once it has: text, a box, a button, Enter', async () => {
    const log: string[] = [];
    const page = rendered(log);
    const held = holdEarlyInput(page.root);

    type(page.keywords, 'engineer');
    page.subscribe.click();
    page.help.click();
    expect(pressEnter(page.keywords)).toBe(false);
    // Nothing happened yet, and the box was not ticked behind React's back.
    expect(page.subscribe.checked).toBe(false);

    await act(async () => {
      hydrateRoot(page.root, <Search log={log} />);
    });
    expect(log).toEqual([]);
    await settle(() => held.release(true));

    expect(log).toEqual(['subscribed true', 'helped', 'searched "engineer"']);
    expect(page.keywords.value).toBe('engineer');
    expect(page.subscribe.checked).toBe(true);
  });

  it('leaves links alone and holds nothing outside the page', () => {
    const page = rendered([]);
    const outside = document.createElement('button');
    document.body.append(outside);
    let outsideClicks = 0;
    outside.addEventListener('click', () => {
      outsideClicks += 1;
    });
    holdEarlyInput(page.root);

    const followed = page.link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    outside.click();

    expect(followed).toBe(true);
    expect(outsideClicks).toBe(1);
  });

  it('drops what it held when the client never comes, and stops holding', async () => {
    const log: string[] = [];
    const page = rendered(log);
    const held = holdEarlyInput(page.root);
    page.help.click();
    held.release(false);

    await act(async () => {
      hydrateRoot(page.root, <Search log={log} />);
    });
    await settle();
    expect(log).toEqual([]);
    page.help.click();
    expect(log).toEqual(['helped']);
  });

  it('holds a click on an icon and does it again on its button', async () => {
    const log: string[] = [];
    const page = rendered(log);
    const held = holdEarlyInput(page.root);
    const path = page.root.querySelector('path')!;
    path.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    await act(async () => {
      hydrateRoot(page.root, <Search log={log} />);
    });
    await settle(() => held.release(true));
    expect(log).toEqual(['saved']);
  });
});

// An island (Island.tsx) hydrates after the screen around it, here when first used.

function Page() {
  return <h1>{useLocation().pathname === '/' ? 'Page 1' : 'Page 2'}</h1>;
}

function Card({ log }: { log: string[] }) {
  return (
    <MemoryRouter>
      <Page />
      <ul>
        <Island as="li" wake="used">
          <button type="button" onClick={() => log.push('saved the job')}>
            Save job
          </button>
          {/* A menu's toggle as Bootstrap's NavDropdown draws it: a link that is a button. */}
          {createElement(
            'a',
            {
              href: '#',
              role: 'button',
              onClick: (e: MouseEvent) => {
                e.preventDefault();
                log.push('opened the menu');
              },
            },
            'Menu',
          )}
        </Island>
      </ul>
      <Link to="/2" className="page-link">
        Page 2
      </Link>
    </MemoryRouter>
  );
}

function renderedCard() {
  const root = document.createElement('div');
  // The server: no window, so the island renders its content.
  vi.stubGlobal('window', undefined);
  try {
    root.innerHTML = renderToString(<Card log={[]} />);
  } finally {
    vi.unstubAllGlobals();
  }
  document.body.append(root);
  return {
    root,
    island: root.querySelector('li')!,
    button: root.querySelector('button')!,
    link: root.querySelector<HTMLAnchorElement>('a.page-link')!,
    menu: root.querySelector<HTMLAnchorElement>('a[role="button"]')!,
  };
}

describe('what is done in an island that has not hydrated yet', () => {
  it('is held after the screen has hydrated, wakes the island and is done once it is live', async () => {
    const log: string[] = [];
    const page = renderedCard();
    const held = holdEarlyInput(page.root);
    await act(async () => {
      hydrateRoot(page.root, <Card log={log} />);
    });
    await settle(() => held.release(true));
    // The screen is live, the island still the server's markup.
    expect(page.island.hasAttribute('data-island-live')).toBe(false);

    await settle(() => page.button.click());
    expect(page.island.hasAttribute('data-island-live')).toBe(true);
    expect(page.root.querySelector('button')).toBe(page.button);
    expect(log).toEqual(['saved the job']);
    await settle(() => page.button.click());
    expect(log).toEqual(['saved the job', 'saved the job']);
  });

  it('holds a tap on a link that stands for a button (a menu toggle) until the island is live', async () => {
    const log: string[] = [];
    const page = renderedCard();
    const held = holdEarlyInput(page.root);
    await act(async () => {
      hydrateRoot(page.root, <Card log={log} />);
    });
    await settle(() => held.release(true));
    const followed = page.menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toBe(false);
    await settle();
    expect(log).toEqual(['opened the menu']);
  });

  it('is held while the screen hydrates, and done once the island it was in is live', async () => {
    const log: string[] = [];
    const page = renderedCard();
    const held = holdEarlyInput(page.root);
    page.button.click();
    await act(async () => {
      hydrateRoot(page.root, <Card log={log} />);
    });
    await settle(() => held.release(true));
    await settle();
    expect(log).toEqual(['saved the job']);
  });

  it('is never held in an island the browser rendered itself (results of a search made in the page)', async () => {
    const log: string[] = [];
    const root = document.createElement('div');
    document.body.append(root);
    const held = holdEarlyInput(root);
    await settle(() => held.release(true));
    await act(async () => {
      createRoot(root).render(<Card log={log} />);
    });
    await settle();
    expect(root.querySelector('li')!.hasAttribute('data-island-live')).toBe(true);
    root.querySelector('button')!.click();
    expect(log).toEqual(['saved the job']);
  });

  it('wakes when the page navigates: the new page is not held up by an island asleep', async () => {
    const page = renderedCard();
    const held = holdEarlyInput(page.root);
    await act(async () => {
      hydrateRoot(page.root, <Card log={[]} />);
    });
    await settle(() => held.release(true));
    expect(page.island.hasAttribute('data-island-live')).toBe(false);
    await settle(() => page.link.click());
    expect(page.root.querySelector('h1')!.textContent).toBe('Page 2');
    expect(page.island.hasAttribute('data-island-live')).toBe(true);
  });
});
