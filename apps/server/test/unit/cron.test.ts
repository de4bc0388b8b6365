import { describe, expect, it } from 'vitest';
import { dueSlots } from '../../src/work/cron.ts';
import { maintenanceWork } from '../../src/workers/maintenance.ts';

const tenAmEt = { cron: { expression: '0 10 * * *', tz: 'America/New_York' } };

describe('cron in America/New_York', () => {
  it('fires at 10:00 Eastern: 15:00 UTC in winter, 14:00 UTC in summer', () => {
    expect(dueSlots(tenAmEt, new Date('2026-01-15T00:00:00Z'), new Date('2026-01-16T00:00:00Z'))).toEqual([
      new Date('2026-01-15T15:00:00Z'),
    ]);
    expect(dueSlots(tenAmEt, new Date('2026-07-15T00:00:00Z'), new Date('2026-07-16T00:00:00Z'))).toEqual([
      new Date('2026-07-15T14:00:00Z'),
    ]);
  });

  it('fires exactly once a day across the spring-forward and fall-back weeks', () => {
    const spring = dueSlots(tenAmEt, new Date('2026-03-05T00:00:00Z'), new Date('2026-03-12T00:00:00Z'));
    expect(spring.map((d) => d.toISOString())).toEqual([
      '2026-03-05T15:00:00.000Z',
      '2026-03-06T15:00:00.000Z',
      '2026-03-07T15:00:00.000Z',
      '2026-03-08T14:00:00.000Z', // DST starts 2026-03-08
      '2026-03-09T14:00:00.000Z',
      '2026-03-10T14:00:00.000Z',
      '2026-03-11T14:00:00.000Z',
    ]);
    const fall = dueSlots(tenAmEt, new Date('2026-10-30T00:00:00Z'), new Date('2026-11-03T00:00:00Z'));
    expect(fall.map((d) => d.toISOString())).toEqual([
      '2026-10-30T14:00:00.000Z',
      '2026-10-31T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z', // DST ends 2026-11-01
      '2026-11-02T15:00:00.000Z',
    ]);
  });

  it('schedules the nightly maintenance at 3:00 Eastern', () => {
    const [job] = maintenanceWork;
    expect(job?.cron).toEqual({ expression: '0 3 * * *', tz: 'America/New_York' });
    expect(dueSlots(job!, new Date('2026-01-15T00:00:00Z'), new Date('2026-01-16T00:00:00Z'))).toEqual([
      new Date('2026-01-15T08:00:00Z'),
    ]);
  });
});
