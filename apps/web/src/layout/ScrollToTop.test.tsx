import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from '../lib/router/index.ts';
import { ScrollToTop } from './ScrollToTop.tsx';

let go: ((to: string) => void) | null = null;
function Navigator() {
  go = useNavigate();
  return null;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );

describe('ScrollToTop', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves the first screen where the visitor has scrolled it (a rendered page hydrating under their finger)', () => {
    renderAt('/settings');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts each later screen at its top', () => {
    renderAt('/settings');
    act(() => go?.('/tracker'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => go?.('/tracker?status=applied'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('jumps without a glide for a visitor who asked for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    renderAt('/settings');
    act(() => go?.('/tracker'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
