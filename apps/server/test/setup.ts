import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it; expected ones are asserted with vi.spyOn.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore?.();
  if (errors.length)
    throw new Error(`Unexpected console.error: ${errors.map((e) => e.join(' ')).join('\n')}`);
});
