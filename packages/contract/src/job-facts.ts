// Three facts of a job that searches filter on and cards show (issues 22 and 23): how recently it was posted,
// whether it sponsors a visa, and where a remote job may be done from. No zod here: the search page reads these
// on its first load.

/** "Posted within": the spans the filter offers, by the posting's own date (its POSTED_DATE). */
export const POSTED_WITHIN = ['24h', '3d', '7d', '14d', '30d'] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];
/** The form's words for each span. */
export const POSTED_WITHIN_LABELS: Record<PostedWithin, string> = {
  '24h': 'Past 24 hours',
  '3d': 'Past 3 days',
  '7d': 'Past 7 days',
  '14d': 'Past 14 days',
  '30d': 'Past 30 days',
};
/** How many days each span covers. */
export const POSTED_WITHIN_DAYS: Record<PostedWithin, number> = {
  '24h': 1,
  '3d': 3,
  '7d': 7,
  '14d': 14,
  '30d': 30,
};
export const isPostedWithin = (value: unknown): value is PostedWithin =>
  typeof value === 'string' && (POSTED_WITHIN as readonly string[]).includes(value);

/** What a posting says about sponsoring a visa or work permit (null on a card: it does not say). */
export const VISA_SPONSORSHIPS = ['sponsors', 'no-sponsorship'] as const;
export type VisaSponsorship = (typeof VISA_SPONSORSHIPS)[number];
export const VISA_LABELS: Record<VisaSponsorship, string> = {
  sponsors: 'Sponsors visas',
  'no-sponsorship': 'No visa sponsorship',
};

/** The visa filter: leave out the jobs that say they do not sponsor, or keep only the ones that say they do. */
export const VISA_FILTERS = ['sponsors-or-unsaid', 'sponsors'] as const;
export type VisaFilter = (typeof VISA_FILTERS)[number];
export const VISA_FILTER_LABELS: Record<VisaFilter, string> = {
  'sponsors-or-unsaid': 'Sponsors or not said',
  sponsors: 'Sponsors',
};
export const isVisaFilter = (value: unknown): value is VisaFilter =>
  typeof value === 'string' && (VISA_FILTERS as readonly string[]).includes(value);

/** Does a job with this reading pass the visa filter? (The one rule; the SQL executor says the same.) */
export function meetsVisaFilter(sponsorship: VisaSponsorship | null, filter: VisaFilter | ''): boolean {
  if (filter === 'sponsors') return sponsorship === 'sponsors';
  if (filter === 'sponsors-or-unsaid') return sponsorship !== 'no-sponsorship';
  return true;
}

/**
 * The countries the remote-region filter offers ("Remote · Portugal"), as ISO 3166 alpha-2 codes with the names
 * the form shows. Any alpha-2 code is accepted in the URL; these are the ones listed.
 */
export const REMOTE_REGION_COUNTRIES: Record<string, string> = {
  US: 'US',
  CA: 'Canada',
  MX: 'Mexico',
  BR: 'Brazil',
  AR: 'Argentina',
  CO: 'Colombia',
  GB: 'UK',
  IE: 'Ireland',
  PT: 'Portugal',
  ES: 'Spain',
  FR: 'France',
  DE: 'Germany',
  NL: 'Netherlands',
  BE: 'Belgium',
  IT: 'Italy',
  PL: 'Poland',
  SE: 'Sweden',
  CH: 'Switzerland',
  RO: 'Romania',
  UA: 'Ukraine',
  IL: 'Israel',
  AE: 'United Arab Emirates',
  ZA: 'South Africa',
  NG: 'Nigeria',
  IN: 'India',
  PH: 'Philippines',
  SG: 'Singapore',
  JP: 'Japan',
  AU: 'Australia',
  NZ: 'New Zealand',
};
/** The form's words for a remote-region value: "Remote · Portugal". */
export const remoteRegionLabel = (code: string): string =>
  `Remote · ${REMOTE_REGION_COUNTRIES[code] ?? code}`;

/** A remote-region value as the URL and the API take it: an ISO alpha-2 code, upper case. */
export const REMOTE_REGION_PATTERN = /^[A-Z]{2}$/;

/** A card's reading of where a remote job may be done from: the short line and the posting's deciding words. */
export interface RemoteEligibilityLine {
  label: string;
  sentence: string;
}
