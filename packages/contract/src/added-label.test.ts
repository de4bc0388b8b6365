import { describe, expect, it } from 'vitest';
import { addedLabel, dayInCentralTime } from './added-label.ts';

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

describe('the day in Central Time', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

  it("is Intl's, every quarter hour around each change of the clocks and every 5 hours between, 2006–2031", () => {
    for (let year = 2006; year <= 2031; year += 1) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 5 * 3_600_000)
        expect(dayInCentralTime(t), new Date(t).toISOString()).toBe(intl.format(t));
      for (const month of [2, 3, 9, 10])
        for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month + 1, 1); t += 15 * 60_000) {
          const iso = new Date(t).toISOString();
          // Only near midnight Central does the day depend on the offset: check those hours all month.
          if (iso.slice(11, 13) >= '04' && iso.slice(11, 13) <= '07')
            expect(dayInCentralTime(t), iso).toBe(intl.format(t));
        }
    }
  });
});
