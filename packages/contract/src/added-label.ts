import { ADDED_TIME_ZONE } from './constants.ts';
import { dateFormat } from './wording.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateInCentral = dateFormat({
  timeZone: ADDED_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

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
  return `added ${dateInCentral(time)}`;
}
