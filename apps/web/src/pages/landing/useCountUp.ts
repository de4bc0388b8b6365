import { COUNTER_ANIMATION_MS } from '@upstream/contract';
import { useEffect, useRef, useState } from 'react';

/** Ease-out cubic: fast at first, settling gently on the final number. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from where it stands to `target` over COUNTER_ANIMATION_MS (spec §4, §9), or jumps
 * straight there for people who ask for reduced motion.
 */
export function useCountUp(target: number, duration = COUNTER_ANIMATION_MS): number {
  const [value, setValue] = useState(target);
  const shown = useRef(target);
  useEffect(() => {
    const from = shown.current;
    if (from === target) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || duration <= 0) {
      shown.current = target;
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      const next = Math.round(from + (target - from) * easeOut(t));
      shown.current = next;
      setValue(next);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);
  return value;
}
