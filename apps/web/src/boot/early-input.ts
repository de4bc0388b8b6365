import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_WAKE,
  ISLAND_WAKE_ATTRIBUTE,
} from './islands.ts';

// What a visitor does on a server-rendered page before the client has taken it over: kept, and done again once the
// screen has hydrated. A rendered page shows its content before its scripts arrive (boot.ts), so a click on a
// button, a checked box, Enter in a field or text typed can come before React listens; without this they would do
// nothing, or the browser's default (a form posted to itself), and be lost.
//
// The same holds later for an island (islands.ts): a part that hydrates after the screen, when it comes into view,
// is first used or its code arrives. React drops a click on a part it cannot hydrate at once; so what is done inside
// an island that is not live yet is held too, the island is asked to hydrate, and it is done again once it is live.
//
// Links are left alone: the browser follows them to another rendered page (a link standing for a button is not one). Everything else a visitor can act on
// (buttons, boxes, fields, forms) is held, in order, and done again after hydration: a click as a click, Enter as
// Enter (with the form's implicit submission), a field's text as a change React sees.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Action =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'enter'; target: HTMLInputElement }
  | { kind: 'submit'; form: HTMLFormElement }
  | { kind: 'value'; field: Field; value: string };

/** An action and the island it waits for (null: only the screen). */
interface Held {
  action: Action;
  island: HTMLElement | null;
}

export interface EarlyInput {
  /**
   * The screen has hydrated (`replay`): do again, in order, what was held outside islands still asleep, and keep
   * holding inside those until each is live. Without `replay` (the client never came): drop it all, stop holding.
   */
  release(replay: boolean): void;
}

const DORMANT = `[${ISLAND_ATTRIBUTE}]:not([${ISLAND_LIVE_ATTRIBUTE}])`;

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** A field whose value is its text (not a box, a button or a file). */
const holdsText = (field: Field) =>
  !(field instanceof HTMLInputElement) ||
  !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image'].includes(field.type);

/**
 * The element a click is done again on: the target itself, or, for a click on an icon's drawing (an SVG element,
 * which has no click()), the nearest HTML element around it (the icon's button).
 */
function clickable(target: EventTarget | null): HTMLElement | null {
  let el = target instanceof Element ? target : null;
  while (el && !(el instanceof HTMLElement)) el = el.parentElement;
  return el;
}

/**
 * Set a field's value so that React reports it as a change. React remembers the value it last saw on the element
 * (through its own `value` setter) and ignores an input event that does not change it; after hydration that value
 * is the text already typed. So: set something else through React's setter, the typed text through the
 * browser's, then the event (as @testing-library's fireEvent.change does).
 */
function replayValue(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  nativeSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(action: Action) {
  switch (action.kind) {
    case 'value':
      if (action.field.isConnected) replayValue(action.field, action.value);
      return;
    case 'click':
      if (action.target.isConnected) action.target.click();
      return;
    case 'enter': {
      const { target } = action;
      if (!target.isConnected) return;
      const enter = new KeyboardEvent('keydown', {
        key: 'Enter',
        code: 'Enter',
        bubbles: true,
        cancelable: true,
      });
      // A made-up keydown has no default action: what the browser would do with Enter in a field, submit its
      // form, is done here unless the app took the key.
      if (target.dispatchEvent(enter) && target.form) target.form.requestSubmit();
      return;
    }
    case 'submit':
      if (action.form.isConnected) action.form.requestSubmit();
  }
}

/**
 * A link the browser follows to another page: left alone. A link that only stands for a button (a menu's toggle,
 * `href="#"` or `role="button"`) does nothing without the app, and is held like one.
 */
function goesElsewhere(target: Element) {
  const link = target.closest('a[href]');
  return link !== null && link.getAttribute('href') !== '#' && link.getAttribute('role') !== 'button';
}

/** Ask an island to hydrate now: marked (for an island not yet listening) and told (for one that is). */
function wake(island: HTMLElement) {
  if (island.hasAttribute(ISLAND_WAKE_ATTRIBUTE)) return;
  island.setAttribute(ISLAND_WAKE_ATTRIBUTE, '');
  island.dispatchEvent(new Event(ISLAND_WAKE));
}

/** Hold what is done inside `root` from now until the screen, and then each island in it, has hydrated. */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const held: Held[] = [];
  let screenLive = false;
  let replaying = false;

  /** What `target` waits for: undefined when nothing (it is live), else its island asleep, or null for the screen. */
  const waitingFor = (target: EventTarget | null): HTMLElement | null | undefined => {
    if (!(target instanceof Element) || !root.contains(target)) return undefined;
    const island = target.closest<HTMLElement>(DORMANT);
    if (island) return island;
    return screenLive ? undefined : null;
  };
  const ready = ({ island }: Held) =>
    screenLive && (island === null || !island.isConnected || island.hasAttribute(ISLAND_LIVE_ATTRIBUTE));

  /**
   * Do again what is ready, in order, one action at a time, each in a task of its own: React applies what one did
   * (a field's new text) before the next reads it (Enter in that field), as it would between a person's keystrokes.
   */
  const replayReady = async () => {
    if (replaying) return;
    replaying = true;
    for (let i = held.findIndex(ready); i >= 0; i = held.findIndex(ready)) {
      const [next] = held.splice(i, 1);
      if (next) replay(next.action);
      await new Promise((resolve) => setTimeout(resolve));
    }
    replaying = false;
  };

  const hold = (event: Event, action: Action, island: HTMLElement | null) => {
    event.preventDefault();
    // Once React listens (while it hydrates), it must not also act on what is done again later.
    event.stopImmediatePropagation();
    held.push({ action, island });
    if (island && screenLive) wake(island);
  };

  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        const target = clickable(event.target);
        const island = waitingFor(target);
        if (island === undefined || !target || goesElsewhere(target)) return;
        hold(event, { kind: 'click', target }, island);
      },
    ],
    [
      'keydown',
      (event) => {
        const { target } = event;
        if ((event as KeyboardEvent).key !== 'Enter') return;
        const island = waitingFor(target);
        if (island === undefined) return;
        if (target instanceof HTMLInputElement && holdsText(target))
          hold(event, { kind: 'enter', target }, island);
      },
    ],
    [
      'submit',
      (event) => {
        const island = waitingFor(event.target);
        if (island !== undefined && event.target instanceof HTMLFormElement)
          hold(event, { kind: 'submit', form: event.target }, island);
      },
    ],
  ];
  // Typing is not held (the text stays in the field); the field's last text is noted, where it was first changed.
  const noteValue = (event: Event) => {
    const { target } = event;
    const island = waitingFor(target);
    if (island === undefined || !isField(target) || !holdsText(target)) return;
    event.stopImmediatePropagation();
    const noted = held.find((h) => h.action.kind === 'value' && h.action.field === target);
    if (noted?.action.kind === 'value') noted.action.value = target.value;
    else held.push({ action: { kind: 'value', field: target, value: target.value }, island });
  };
  listeners.push(['input', noteValue], ['change', noteValue]);
  // Pointing at, touching or focusing an island asleep wakes it, before the click that usually follows.
  const wakeOnApproach = (event: Event) => {
    const island = screenLive ? waitingFor(event.target) : undefined;
    if (island) wake(island);
  };
  // Passive: they never hold anything, and a touch listener that could would delay scrolling.
  const approaches = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
  const islandLive = () => void replayReady();

  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  for (const type of approaches)
    document.addEventListener(type, wakeOnApproach, { capture: true, passive: true });
  document.addEventListener(ISLAND_LIVE, islandLive);
  let stopped = false;
  return {
    release(again) {
      if (screenLive || stopped) return;
      if (!again) {
        stopped = true;
        for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
        for (const type of approaches) document.removeEventListener(type, wakeOnApproach, true);
        document.removeEventListener(ISLAND_LIVE, islandLive);
        held.length = 0;
        return;
      }
      screenLive = true;
      for (const { island } of held) if (island?.isConnected) wake(island);
      void replayReady();
    },
  };
}
