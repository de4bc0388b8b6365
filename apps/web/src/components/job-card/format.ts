import { ADDED_TIME_ZONE, placeLabel } from '@upstream/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateInCentral = new Intl.DateTimeFormat('en-US', {
  timeZone: ADDED_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The card's 'added …' line (spec §2) from the job's posted date (postedAt, the wire's formatted_date: when the
 * company posted it, as its board says, never later than when Upstream first saw it): minutes under an hour, hours under a day, else the calendar
 * date in Central Time, where the product reckons its days.
 */
export function addedLabel(postedAt: string, now: Date = new Date()): string {
  const at = new Date(postedAt);
  if (Number.isNaN(at.getTime())) return '';
  const ago = Math.max(0, now.getTime() - at.getTime());
  if (ago < HOUR) {
    const minutes = Math.floor(ago / MINUTE);
    return minutes <= 1 ? 'added 1 minute ago' : `added ${minutes} minutes ago`;
  }
  if (ago < DAY) {
    const hours = Math.floor(ago / HOUR);
    return hours === 1 ? 'added 1 hour ago' : `added ${hours} hours ago`;
  }
  return `added ${dateInCentral.format(at)}`;
}

/** The full posting date on hover: 'Posted Mar 8, 2026' (Central Time). */
export function postedTitle(postedAt: string): string | undefined {
  const at = new Date(postedAt);
  return Number.isNaN(at.getTime()) ? undefined : `Posted ${dateInCentral.format(at)}`;
}

/**
 * Locations as 'city, state', skipping missing parts, and remote places as 'Remote (US)', 'Remote (Europe)',
 * 'Remote (anywhere)'; several joined with ' · '.
 */
export function locationsLabel(locations: { city: string | null; state: string | null }[]): string {
  return locations.map(placeLabel).filter(Boolean).join(' · ');
}

const timestamp = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A note's time, in the reader's own zone. */
export function noteTimestamp(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : timestamp.format(at);
}

const PROFESSIONAL_NETWORK = 'https://www.linkedin.com';

/** Spec §2: find the job itself, searched as the lowercased 'title at company'. */
export function findJobUrl(title: string, company: string): string {
  const keywords = `${title} at ${company}`.toLowerCase();
  return `${PROFESSIONAL_NETWORK}/jobs/search/?keywords=${encodeURIComponent(keywords)}`;
}

/** Spec §2: find a hiring manager, searched as 'title AND hiring AND company'. */
export function findHiringManagerUrl(title: string, company: string): string {
  const keywords = `${title} AND hiring AND ${company}`;
  return `${PROFESSIONAL_NETWORK}/search/results/people/?keywords=${encodeURIComponent(keywords)}`;
}

/** A company's website as a link target (some boards give a bare domain). */
export function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
