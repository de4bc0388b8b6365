import type { ReactNode } from 'react';

/**
 * A wide table's own sideways-scrolling region (a phone shows the rest by scrolling it, not the page). It is
 * named and reachable by keyboard so its hidden columns can be scrolled to without a mouse (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section className="table-responsive admin-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
