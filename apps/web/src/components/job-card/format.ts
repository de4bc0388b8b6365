import { dateFormat, dayInCentralTime, placeLabel } from '@upstream/contract';

/** The full posting date on hover: 'Posted Mar 8, 2026' (Central Time). */
export function postedTitle(postedAt: string): string | undefined {
  const at = new Date(postedAt);
  return Number.isNaN(at.getTime()) ? undefined : `Posted ${dayInCentralTime(at)}`;
}

/**
 * Locations as 'city, state', skipping missing parts, and remote places as 'Remote (US)', 'Remote (Europe)',
 * 'Remote (anywhere)'; several joined with ' · '.
 */
export function locationsLabel(locations: { city: string | null; state: string | null }[]): string {
  return locations.map(placeLabel).filter(Boolean).join(' · ');
}

/** A card names this many places in full; an opening posted in more names the first ones and counts the rest. */
const PLACES_NAMED = 3;

/**
 * The card's places line: every place up to PLACES_NAMED, else the first two and how many more ('New York, NY ·
 * London +3'; an opening posted once per city lists all its places, issue 22), with the whole list beside it.
 */
export function placesSummary(locations: { city: string | null; state: string | null }[]): {
  short: string;
  all: string;
} {
  const labels = locations.map(placeLabel).filter(Boolean);
  const all = labels.join(' · ');
  if (labels.length <= PLACES_NAMED) return { short: all, all };
  return { short: `${labels.slice(0, 2).join(' · ')} +${labels.length - 2}`, all };
}

const timestamp = dateFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A note's time, in the reader's own zone. */
export function noteTimestamp(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : timestamp(at);
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
