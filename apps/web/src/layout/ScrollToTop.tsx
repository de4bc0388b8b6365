import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router/index.ts';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A new screen starts at its top, as a new page would. Only when the location changes: the first screen of a visit
 * is a page the browser has already placed (at its top, at its #anchor, or where the visitor left it on Back), and a
 * server-rendered one may hydrate after the visitor has scrolled down to a form. Scrolling it then would carry the
 * page away from under their finger, and a tap made during the glide would land on whatever passed under it.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const at = `${pathname}${search}`;
    const before = shown.current;
    shown.current = at;
    // The first screen, or the same one again (an effect run twice in development).
    if (before === null || before === at) return;
    window.scrollTo({ top: 0, behavior: reducedMotion() ? 'instant' : 'smooth' });
  }, [pathname, search]);
  return null;
}
