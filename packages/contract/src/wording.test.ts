import { describe, expect, it } from 'vitest';
import { dateFormat, groupDigits, utcDay, utcMonthName } from './wording.ts';

describe('the product wording of numbers and dates', () => {
  it('groups digits as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 10_000, 12_345, 100_000, 1_234_567, 250_000, -4321, 9_007_199])
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });

  it('writes a UTC day and month as Intl does, on every day of a leap year and across years', () => {
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
    for (let d = Date.UTC(2024, 0, 1); d < Date.UTC(2025, 0, 3); d += 86_400_000) {
      // Late in the UTC day: a local time zone must not move it.
      const at = new Date(d + 23.5 * 3_600_000);
      expect(utcDay(at)).toBe(day.format(at));
      expect(utcMonthName(at)).toBe(month.format(at));
    }
    expect(utcDay(new Date('1999-09-30T00:00:00Z'))).toBe('Sep 30, 1999');
  });

  it('formats with the time zone it is given, made on first use', () => {
    const central = dateFormat({
      timeZone: 'America/Chicago',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    // 03:00 UTC on Mar 9 is still Mar 8 in Chicago.
    expect(central(new Date('2026-03-09T03:00:00Z'))).toBe('Mar 8, 2026');
  });
});
