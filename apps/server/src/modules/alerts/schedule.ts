import { DIGEST_HOUR_ET, MONTHLY_REPORT_HOUR_ET, SCHEDULE_TIME_ZONE } from '@upstream/contract';
import { DAY } from '../../lib/clock.ts';
import { dueSlots } from '../../work/cron.ts';

// When the alerts go out. Cron expressions are evaluated in New York time, so 10:00 stays 10:00 ET across
// DST changes (the UTC instant moves, the local hour does not).

export const DIGEST_CRON = { expression: `0 ${DIGEST_HOUR_ET} * * *`, tz: SCHEDULE_TIME_ZONE };
/** Free tiers: the 1st of each month. */
export const MONTHLY_REPORT_CRON = {
  expression: `0 ${MONTHLY_REPORT_HOUR_ET} 1 * *`,
  tz: SCHEDULE_TIME_ZONE,
};
/** Paid tiers: every Monday. */
export const WEEKLY_REPORT_CRON = { expression: `0 ${MONTHLY_REPORT_HOUR_ET} * * 1`, tz: SCHEDULE_TIME_ZONE };

type Cron = { expression: string; tz: string };

/** The latest slot of `cron` at or before `now` (looking back `lookbackMs`), or null. */
export function latestSlot(cron: Cron, now: Date, lookbackMs = 40 * DAY): Date | null {
  return dueSlots({ cron }, new Date(now.getTime() - lookbackMs), now).at(-1) ?? null;
}

/** The slot before `slot`: the start of the period that `slot` closes. */
export function previousSlot(cron: Cron, slot: Date, lookbackMs = 40 * DAY): Date {
  const before = dueSlots({ cron }, new Date(slot.getTime() - lookbackMs), new Date(slot.getTime() - 1)).at(
    -1,
  );
  if (!before)
    throw new Error(`No slot of ${cron.expression} in the ${lookbackMs} ms before ${slot.toISOString()}`);
  return before;
}
