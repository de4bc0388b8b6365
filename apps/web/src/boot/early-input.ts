// What a visitor does on a server-rendered page before the client has taken it over: kept, and done again once the
// screen has hydrated. A rendered page shows its content before its scripts arrive (boot.ts), so a click on a
// button, a checked box, Enter in a field or text typed can come before React listens; without this they would do
// nothing, or the browser's default (a form posted to itself), and be lost.
//
// Links are left alone: the browser follows them to another rendered page. Everything else a visitor can act on
// (buttons, boxes, fields, forms) is held, in order, and done again after hydration: a click as a click, Enter as
// Enter (with the form's implicit submission), a field's text as a change React sees.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Action =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'enter'; target: HTMLInputElement }
  | { kind: 'submit'; form: HTMLFormElement }
  | { kind: 'value'; field: Field; value: string };

export interface EarlyInput {
  /** Stop holding; with `replay`, do again what was held, in order (once the screen has hydrated). */
  release(replay: boolean): void;
}

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** A field whose value is its text (not a box, a button or a file). */
const holdsText = (field: Field) =>
  !(field instanceof HTMLInputElement) ||
  !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image'].includes(field.type);

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
 * One action at a time, each in a task of its own: React applies what one did (a field's new text) before the next
 * reads it (Enter in that field), as it would between a person's keystrokes.
 */
async function replayInTurn(actions: Action[]) {
  for (const action of actions) {
    replay(action);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/** Hold what is done inside `root` from now until `release`. */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const held: Action[] = [];
  const inside = (target: EventTarget | null): target is HTMLElement =>
    target instanceof HTMLElement && root.contains(target);
  const hold = (event: Event, action: Action) => {
    event.preventDefault();
    // Once React listens (while it hydrates), it must not also act on what is done again later.
    event.stopImmediatePropagation();
    held.push(action);
  };

  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        const { target } = event;
        if (!inside(target) || target.closest('a[href]')) return;
        hold(event, { kind: 'click', target });
      },
    ],
    [
      'keydown',
      (event) => {
        const { target } = event;
        if ((event as KeyboardEvent).key !== 'Enter' || !inside(target)) return;
        if (target instanceof HTMLInputElement && holdsText(target)) hold(event, { kind: 'enter', target });
      },
    ],
    [
      'submit',
      (event) => {
        if (inside(event.target) && event.target instanceof HTMLFormElement)
          hold(event, { kind: 'submit', form: event.target });
      },
    ],
  ];
  // Typing is not held (the text stays in the field); the field's last text is noted, where it was first changed.
  const noteValue = (event: Event) => {
    const { target } = event;
    if (!inside(target) || !isField(target) || !holdsText(target)) return;
    event.stopImmediatePropagation();
    const noted = held.find(
      (a): a is Extract<Action, { kind: 'value' }> => a.kind === 'value' && a.field === target,
    );
    if (noted) noted.value = target.value;
    else held.push({ kind: 'value', field: target, value: target.value });
  };
  listeners.push(['input', noteValue], ['change', noteValue]);

  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  let released = false;
  return {
    release(again) {
      if (released) return;
      released = true;
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
      if (again) void replayInTurn(held.splice(0));
    },
  };
}
