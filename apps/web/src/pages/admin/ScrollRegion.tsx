import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen: a named region that takes keyboard focus, so it can be
 * scrolled without a mouse; positioned, so nothing inside it widens the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-responsive position-relative" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
