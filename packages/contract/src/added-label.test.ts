import { describe, expect, it } from 'vitest';
import { addedLabel } from './added-label.ts';

describe("a job's 'added …'", () => {
  const now = new Date('2026-03-10T18:00:00Z');

  it('counts minutes under an hour, never fewer than one', () => {
    expect(addedLabel('2026-03-10T17:35:00Z', now)).toBe('added 25 minutes ago');
    expect(addedLabel(new Date('2026-03-10T17:59:30Z'), now)).toBe('added 1 minute ago');
    expect(addedLabel('2026-03-10T18:00:05Z', now)).toBe('added 1 minute ago');
  });

  it('counts hours under a day', () => {
    expect(addedLabel('2026-03-10T17:00:00Z', now)).toBe('added 1 hour ago');
    expect(addedLabel(new Date('2026-03-09T18:30:00Z'), now)).toBe('added 23 hours ago');
  });

  it('gives the calendar day in Central Time from a day on', () => {
    // 03:00 UTC on the 9th is the evening of the 8th in Chicago.
    expect(addedLabel('2026-03-09T03:00:00Z', now)).toBe('added Mar 8, 2026');
  });

  it('says nothing of a date that does not parse', () => {
    expect(addedLabel('not a date', now)).toBe('');
  });
});
