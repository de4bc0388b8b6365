import type { EligibilityRegion } from './eligibility-places.ts';
import type { Geography } from './geo.ts';
import { eligibilityLabel, type RemoteEligibility, remoteEligibility } from './remote-eligibility.ts';
import { postingSentences } from './sentences.ts';
import { mayMentionVisas, visaSponsorshipIn } from './visa.ts';

// The facts a job stores for searches and cards (issues 22 and 23): its visa reading and, for a remote job,
// where it may be done from, spelled out as the places the remote-region filter matches.

/** A remote job open anywhere: matches every remote-region value. */
export const ANYWHERE = '*';

/**
 * The countries of each region a posting may name, so "Remote · Portugal" finds jobs open to "Europe", "EU" or
 * "EMEA". Regions as people use them in postings: Europe is the continent with the UK, Switzerland, Norway,
 * the Balkans, Ukraine and Turkey; EMEA adds the Middle East and Africa; the Americas run from Canada to
 * Argentina with the Caribbean.
 */
const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const EUROPE = [...EU, ...'GB CH NO IS LI AD MC SM VA AL BA ME MK RS XK MD UA BY TR GE AM AZ'.split(' ')];
const MIDDLE_EAST = 'AE BH EG IL IQ IR JO KW LB OM PS QA SA SY YE'.split(' ');
const AFRICA =
  `DZ AO BJ BW BF BI CV CM CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR
  MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW`
    .split(/\s+/)
    .filter(Boolean);
const NORTH_AMERICA = ['US', 'CA', 'MX'];
const LATAM = `MX GT BZ SV HN NI CR PA CU DO HT PR JM TT BS BB AR BO BR CL CO EC GY PY PE SR UY VE`.split(
  /\s+/,
);
const ASIA =
  `CN JP KR KP MN TW HK MO IN PK BD LK NP BT MV AF KZ KG TJ TM UZ TH VN KH LA MM MY SG ID PH BN TL`.split(
    /\s+/,
  );
const OCEANIA = 'AU NZ FJ PG SB VU WS TO KI FM MH PW NR TV'.split(' ');
const REGION_COUNTRIES: Record<EligibilityRegion, readonly string[]> = {
  EUROPE,
  EU,
  EMEA: [...EUROPE, ...MIDDLE_EAST, ...AFRICA],
  LATAM,
  APAC: [...ASIA, ...OCEANIA],
  ASIA,
  AMERICAS: [...NORTH_AMERICA, ...LATAM],
  NORTH_AMERICA,
  AFRICA,
  MIDDLE_EAST,
  OCEANIA,
};

/** The countries a region covers (for tests and the filter's reading). */
export const regionCountries = (region: EligibilityRegion): readonly string[] => REGION_COUNTRIES[region];

/**
 * The places a remote reading opens a job to, as the remote-region filter matches them: '*' for anywhere, each
 * country (a region's countries spelled out), 'US-TX' for a US state (with 'US': the job is in the US), and
 * the places it leaves out. A reading of time zones only names no place.
 */
export function remotePlaces(e: RemoteEligibility): { openTo: string[]; excluded: string[] } {
  const open = new Set<string>();
  if (e.anywhere) open.add(ANYWHERE);
  for (const code of e.include.countries) open.add(code);
  for (const region of e.include.regions) for (const code of REGION_COUNTRIES[region]) open.add(code);
  for (const state of e.include.usStates) open.add(`US-${state}`);
  // Excluding places of an otherwise unnamed area ("not CA, NY") leaves the rest of the US open.
  if (open.size === 0 && e.exclude.usStates.length > 0) open.add('US');
  const excluded = [...e.exclude.countries, ...e.exclude.usStates.map((s) => `US-${s}`)];
  for (const code of e.exclude.countries) open.delete(code);
  return { openTo: [...open].sort(), excluded: excluded.sort() };
}

/**
 * The version of the facts reader (this file, visa.ts, remote-eligibility.ts and what they read with). Raise it
 * with any change to what they read: each job stores the version that read it, and a background work
 * (facts-backfill.ts) re-reads the stored jobs of an older one, so the change reaches every job without waiting
 * for its board to be rewritten.
 */
export const JOB_FACTS_VERSION = 7;

export interface JobFacts {
  visaSponsorship: 'sponsors' | 'no-sponsorship' | null;
  visaSentence: string | null;
  remoteOpenTo: string[];
  remoteExcluded: string[];
  remoteLabel: string | null;
  remoteSentence: string | null;
  factsVersion: number;
}

/** Read a posting's facts: the visa reading of every job, and the remote reading of a remote one. */
export function jobFacts(
  posting: { title: string; location: string | null; description: string | null; remote: boolean },
  geo: Geography,
): JobFacts {
  // The description's sentences once, for both readers, and only when one of them will read them.
  // The visa words looked for once: the visa reader is given the answer with the sentences.
  const description = posting.description;
  const mentionsVisas = !!description && mayMentionVisas(description);
  const sentences = description && (posting.remote || mentionsVisas) ? postingSentences(description) : [];
  const visa = mentionsVisas ? visaSponsorshipIn(sentences) : null;
  const remote = posting.remote ? remoteEligibility({ ...posting, sentences }, geo) : null;
  const places = remote ? remotePlaces(remote) : { openTo: [], excluded: [] };
  return {
    visaSponsorship: visa?.sponsorship ?? null,
    visaSentence: visa?.sentence ?? null,
    remoteOpenTo: places.openTo,
    remoteExcluded: places.excluded,
    remoteLabel: remote ? eligibilityLabel(remote, geo) || null : null,
    remoteSentence: remote?.sentence ?? null,
    factsVersion: JOB_FACTS_VERSION,
  };
}
