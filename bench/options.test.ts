import { describe, expect, it } from 'vitest';
import { positiveInteger } from './options.ts';

describe('a bench option that counts something', () => {
  it('reads a whole number of 1 or more', () => {
    expect(positiveInteger('rounds', '3')).toBe(3);
  });

  it('refuses anything else with a message naming the option and what was given', () => {
    for (const bad of ['0', '-2', '1.5', 'three', '', undefined])
      expect(() => positiveInteger('rounds', bad)).toThrow(
        `--rounds must be a whole number of 1 or more, not "${bad}"`,
      );
  });
});
