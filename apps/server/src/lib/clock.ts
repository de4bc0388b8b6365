/** Time as the service sees it; tests pass a controllable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  set(to: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = '2026-01-15T12:00:00Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
