import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeOut, useCountUp } from './useCountUp.ts';

function Counter({ target }: { target: number }) {
  return <span data-testid="n">{useCountUp(target).toLocaleString('en-US')}</span>;
}

describe('useCountUp', () => {
  let now = 0;
  let callbacks: FrameRequestCallback[] = [];
  beforeEach(() => {
    now = 0;
    callbacks = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => callbacks.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const frame = (at: number) =>
    act(() => {
      now = at;
      const pending = callbacks;
      callbacks = [];
      for (const cb of pending) cb(at);
    });

  it('counts from the fallback to the real total over 1000 ms, easing out, with thousands separators', () => {
    const { rerender } = render(<Counter target={10000} />);
    expect(screen.getByTestId('n')).toHaveTextContent('10,000');
    rerender(<Counter target={1234567} />);
    frame(500);
    const half = Math.round(10000 + (1234567 - 10000) * easeOut(0.5));
    expect(screen.getByTestId('n')).toHaveTextContent(half.toLocaleString('en-US'));
    // ease-out: past the midpoint in value at half the time
    expect(half).toBeGreaterThan((10000 + 1234567) / 2);
    frame(1000);
    expect(screen.getByTestId('n')).toHaveTextContent('1,234,567');
    expect(callbacks).toHaveLength(0);
  });
});
