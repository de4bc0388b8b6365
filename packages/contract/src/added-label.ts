import { ADDED_TIME_ZONE } from './constants.ts';
import { dateFormat, utcDay } from './wording.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const intlDayInCentral = dateFormat({
  timeZone: ADDED_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

// Central Time's daylight saving as the US has kept it since 2007: from 2:00 on the second Sunday of March (08:00
// UTC) to 2:00 on the first Sunday of November (07:00 UTC). Written out because a job card wording its date was a
// page's first call into Intl's time zones, a long task on a slowed phone; an earlier year asks Intl.
const RULES_SINCE = 2007;
const sundayFrom = (year: number, month: number, day: number) =>
  day + ((7 - new Date(Date.UTC(year, month, day)).getUTCDay()) % 7);

function centralOffset(time: number, year: number): number {
  const daylightFrom = Date.UTC(year, 2, sundayFrom(year, 2, 8), 8);
  const daylightTo = Date.UTC(year, 10, sundayFrom(year, 10, 1), 7);
  return time >= daylightFrom && time < daylightTo ? -5 * HOUR : -6 * HOUR;
}

/** The calendar day in Central Time, where the product reckons its days: "Mar 8, 2026". */
export function dayInCentralTime(at: Date | number): string {
  const time = new Date(at).getTime();
  // The year is UTC's: across its new year Central Time is in standard time either side, so either year's rules agree.
  const year = new Date(time).getUTCFullYear();
  if (ADDED_TIME_ZONE !== 'America/Chicago' || year < RULES_SINCE) return intlDayInCentral(time);
  return utcDay(new Date(time + centralOffset(time, year)));
}

/**
 * The 'added …' of a job (spec §2), worded the same on the card and in the daily email, from the date the job
 * shows (when the company posted it, as its board says, else when Upstream first saw it): minutes under an hour,
 * hours under a day, else the calendar date in Central Time, where the product reckons its days. '' for a date
 * that does not parse.
 */
export function addedLabel(at: Date | string, now: Date = new Date()): string {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return '';
  const ago = Math.max(0, now.getTime() - time);
  if (ago < HOUR) {
    const minutes = Math.floor(ago / MINUTE);
    return minutes <= 1 ? 'added 1 minute ago' : `added ${minutes} minutes ago`;
  }
  if (ago < DAY) {
    const hours = Math.floor(ago / HOUR);
    return hours === 1 ? 'added 1 hour ago' : `added ${hours} hours ago`;
  }
  return `added ${dayInCentralTime(time)}`;
}
