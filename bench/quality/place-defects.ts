import type { NormalisedJob, SourceJob } from '../../apps/server/src/modules/ingestion/index.ts';
import { countryNamedBy, placeOddities } from './oddities.ts';

/**
 * Places a job seeker would find wrong or missing on a card, told apart mechanically (issue 22, item 4).
 * Each is a kind of defect; a job counts once however many it has.
 */

/** Normalisation keeps at most this many places (MAX_PLACES): a job holding that many may have lost some. */
const PLACE_CAP = 20;

/**
 * Words that name no place: "N/A" split into "N" and "A", "Home based", "Office", "Hybrid", and the work-mode words
 * of other languages ("Remoto", "Télétravail", "Homeoffice", "Híbrido")…
 */
const NOT_A_PLACE =
  /^(n\/?a|na|tbd|tba|none|home|home based|office|hq|headquarters|hybrid|remote|anywhere|multiple|multiple locations|various|various locations|virtual|global|worldwide|flexible|other|onsite|on-site|in office|field|any|national|nationwide|internships?|remoto|remota|t[ée]l[ée]travail|teletrabajo|teletrabalho|home ?office|h[íi]brid[oa]|hybride)$/i;
/**
 * The words of a location that says only how or whether the work is placed ("In-Person", "In-Office", "Field -
 * Based", "Flexible / Hybrid", "TBC"): each word is one of these, so the text names no place however they are joined.
 */
const MODE_ONLY_WORD =
  /^(?:remote(?:ly)?|hybrid|h[íi]brid[oa]|hybride|remot[oa]|on|site|onsite|in|office|person|field|based|home|flexible|first|friendly|optional|fully|work|from|wfh|tbd|tbc|tba|n\/?a|any|all)$/i;
const namesOnlyAWorkMode = (text: string) => {
  const words = text.split(/[\s,;|/()\-–—]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => MODE_ONLY_WORD.test(w));
};

/**
 * Whole location texts that name no place either: a board's test postings, talent pools, "any of our sites", a
 * time zone alone. Read by a person from the corpus's own texts; a job given no place for them is not missing one.
 */
const NAMES_NO_PLACE =
  /^(?:z-?\s*)?test\b.*\btemplates?\b|\b(?:future (?:open )?(?:positions|opportunities|roles)|stay in touch|submit your (?:cv|resume)|talent (?:pool|community|network))\b|^(?:flexible\s*[-–]\s*)?(?:open to )?(?:any|all)\b.*\b(?:sites?|locations?|offices?)$|^location:\s*any$|^\W*corporate\W*$|^(?:eastern|central|mountain|pacific) time ?zone$/i;

/**
 * Parts of the world a posting names as its only place ("Latin America", "EMEA", "North America"): a region
 * row (no city, no country) says what the posting says, so it is not a place without a country.
 */
const WORLD_REGIONS = new Set(
  'EMEA,Europe,APAC,Asia,LATAM,South America,North America,Americas,Africa,Middle East,MENA,Nordics,DACH,Benelux,Oceania,Anywhere,Baltics,Central America,Caribbean,Southeast Asia,ANZ'.split(
    ',',
  ),
);
const isWorldRegion = (p: NormalisedJob['places'][number]) =>
  p.city === null && p.country === null && p.state !== null && WORLD_REGIONS.has(p.state);

/** The parts of a location text that may each name a country ("Anywhere in France, Belgium, Spain"). */
const PARTS = /\s*(?:[,;|/()•·\n]|\s[-–—]\s| or | and | & )\s*/i;
const LEAD_WORDS = /^(?:(?:remote|anywhere|hybrid|based|only|fully)\s*)*(?:in|within|from)?\s*/i;

/** Street numbers, postcodes, "HQ", "(Office)", "Suite": an address or a label, not a city. */
const ADDRESS_IN_CITY = /\d|\(|\b(hq|headquarters|office|suite|street|avenue|road|boulevard|floor)\b/i;

/**
 * Why a posting names no place, one reason per kind ("an empty location", "a word for no place"…); null when
 * one of its location texts or fields does name a place. A job given no place for one of these reasons is what
 * its posting says, not a place missed.
 */
export function whyNoPlaceNamed(source: SourceJob | undefined): string | null {
  const texts = [...(source?.places ?? []), ...(source?.fallbackPlaces ?? [])];
  let reason: string | null = null;
  for (const p of texts) {
    if (!('text' in p) || p.text === undefined) {
      if (p.city || p.region || p.country) return null;
      continue;
    }
    const why = whyTextNamesNoPlace(p.text.trim());
    if (why === null) return null;
    // The first reason of a job's texts, an empty one only when no other is given.
    if (reason === null || reason === EMPTY) reason = why;
  }
  return reason ?? EMPTY;
}

const EMPTY = 'an empty location';

function whyTextNamesNoPlace(text: string): string | null {
  if (text === '') return EMPTY;
  // "Hybrid", "Remote", "In-Person", "Field - Based" alone say how the work is done, not where.
  if (namesOnlyAWorkMode(text)) return 'a work mode alone (Remote, Hybrid, In-Person…)';
  if (NOT_A_PLACE.test(text)) return 'a word for no place (N/A, TBD, Multiple Locations, National…)';
  if (NAMES_NO_PLACE.test(text)) return 'a talent pool, test posting, any site, a time zone';
  return null;
}

const show = (p: NormalisedJob['places'][number]) =>
  `${p.remote ? 'remote ' : ''}${[p.city, p.state, p.country].map((x) => x ?? '–').join(' | ')}`;

/** The defects of one job's places, each with the place that shows it. */
export function placeDefects(job: NormalisedJob, source: SourceJob | undefined): [string, string][] {
  const found: [string, string][] = [];
  if (job.places.length === 0) {
    if (whyNoPlaceNamed(source) === null) found.push(['missing (the posting names one)', '(none)']);
    return found;
  }
  if (job.places.length >= PLACE_CAP)
    found.push(['at the place cap (countries may be lost)', `${job.places.length} places`]);
  // A country the location names outright that no place of the job has (an office or a remote row).
  const countries = new Set(job.places.map((p) => p.country));
  for (const p of source?.places ?? []) {
    const text = 'text' in p && p.text !== undefined ? p.text : null;
    if (!text) continue;
    for (const part of text.split(PARTS)) {
      const code = countryNamedBy(part.replace(LEAD_WORDS, '').trim());
      if (code && !countries.has(code))
        found.push(['a country the posting names is lost', `${code} of "${text}"`]);
    }
  }
  for (const p of job.places) {
    const city = p.city?.trim() ?? '';
    if (!p.remote && p.country === null && !isWorldRegion(p))
      found.push(['on-site place without a country', show(p)]);
    if (job.remote && !p.remote && p.city === null && p.country !== null)
      found.push(['remote job with a country or state kept as an office', show(p)]);
    if (!p.remote && city !== '' && (city.length <= 2 || NOT_A_PLACE.test(city) || namesOnlyAWorkMode(city)))
      found.push(['a fragment or a word for no place as a city', show(p)]);
    if (!p.remote && ADDRESS_IN_CITY.test(city)) found.push(['an address or label in the city', show(p)]);
    for (const kind of placeOddities(p)) found.push([kind, show(p)]);
  }
  return found;
}
