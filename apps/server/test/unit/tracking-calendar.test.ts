import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from '../../src/lib/control-characters.ts';
import { buildCalendar } from '../../src/modules/tracking/calendar.ts';

describe('the calendar feed', () => {
  it('cannot be given extra lines through a value', () => {
    const ics = buildCalendar(
      [
        {
          uid: 'upstream-job-1-user-2@localhost',
          date: '2026-03-01',
          summary: 'Interview: Engineer\r\nATTENDEE:mailto:evil@example.com',
          description: 'Acme; notes, more',
          url: 'https://acme.example/jobs/1\r\nATTENDEE:mailto:evil@example.com',
        },
      ],
      new Date('2026-02-01T00:00:00Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines).toContain('URL:https://acme.example/jobs/1ATTENDEE:mailto:evil@example.com');
    expect(ics).toContain('SUMMARY:Interview: Engineer\\nATTENDEE:mailto:evil@example.com');
    expect(ics).toContain('DESCRIPTION:Acme\\; notes\\, more');
  });

  it('ends no line at a bare CR (or any other control character) in a value', () => {
    const ics = buildCalendar(
      [
        {
          uid: 'upstream-job-1-user-2@localhost',
          date: '2026-03-01',
          summary: 'Interview\rATTENDEE:mailto:evil@example.com',
          description: 'Status: applied\nnotes\rORGANIZER:mailto:evil@example.com\u0000\u000b',
          url: 'https://acme.example/jobs/1\r',
        },
      ],
      new Date('2026-02-01T00:00:00Z'),
    );
    // No CR anywhere but in the CRLF that ends each line.
    expect(hasControlCharacter(ics.replace(/\r\n/g, ''))).toBe(false);
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => /^(ATTENDEE|ORGANIZER)/.test(l))).toEqual([]);
    expect(ics).toContain('SUMMARY:Interview\\nATTENDEE:mailto:evil@example.com');
  });
});
