import { type ReactNode, Suspense, useState } from 'react';

/** A closed Bootstrap dropdown's toggle, as Dropdown.Toggle renders it. */
export interface ToggleLook {
  id: string;
  /** The button's classes besides dropdown-toggle (btn, its variant and size, and any of the caller's). */
  className: string;
  label: string;
  content: ReactNode;
}

/**
 * A dropdown menu brought in when first used. Until then (and on the server) it is its closed toggle, the same
 * markup Bootstrap's dropdown renders closed; pointing at it or focusing it starts loading the menu, and a click
 * shows it, open. Dropdowns and their positioning (Popper) are the heaviest part of a job card, and a visitor
 * reading results needs none of them to see the page.
 */
export function DropdownOnDemand({
  toggle,
  prefetch,
  menu,
}: {
  toggle: ToggleLook;
  /** Start loading the menu's module (the lazy component's own import). */
  prefetch: () => void;
  /** The lazily loaded menu, shown open. */
  menu: ReactNode;
}) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <div className="dropdown">
      <button
        type="button"
        id={toggle.id}
        aria-expanded="false"
        aria-label={toggle.label}
        className={`dropdown-toggle ${toggle.className}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setUsed(true)}
      >
        {toggle.content}
      </button>
    </div>
  );
  if (!used) return standIn;
  return <Suspense fallback={standIn}>{menu}</Suspense>;
}
