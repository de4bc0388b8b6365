import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

// The browser's paint timing, played by hand: which paints have been reported, and the observer told of them.

let paints: string[] = [];
let observers: FakeObserver[] = [];

class FakeObserver {
  static supportedEntryTypes = ['paint'];
  connected = false;
  constructor(private readonly callback: () => void) {
    observers.push(this);
  }
  observe() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  report() {
    if (this.connected) this.callback();
  }
}

/** The browser presents a paint and tells the observers. */
function paint(name: 'first-paint' | 'first-contentful-paint') {
  paints.push(name);
  for (const observer of observers) observer.report();
}

const showPage = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

beforeEach(() => {
  paints = [];
  observers = [];
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    paints.filter((p) => p === name).map(() => ({}) as PerformanceEntry),
  );
  showPage('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the client is fetched after the first paint', () => {
  it('waits for the first contentful paint, not any paint, and goes once', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('goes at once when the page has painted already or is not shown', () => {
    const painted = vi.fn();
    paints.push('first-contentful-paint');
    afterFirstPaint(painted);
    expect(painted).toHaveBeenCalledTimes(1);

    paints = [];
    showPage('hidden');
    const hidden = vi.fn();
    afterFirstPaint(hidden);
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('goes at once in a browser that cannot report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('goes after 3 seconds when no paint is ever reported', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
