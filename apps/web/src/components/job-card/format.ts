import { ADDED_TIME_ZONE, placeLabel } from '@upstream/contract';

const dateInCentral = new Intl.DateTimeFormat('en-US', {
  timeZone: ADDED_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

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
