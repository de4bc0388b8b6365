import { REMOTE_CITY } from '@upstream/contract';
import { type City, cityName, fold, type Geography } from './geo.ts';
import { cleanLine } from './text.ts';

/** One place of a posting as stored (job_locations): shown as 'city, state'. */
export interface JobPlace {
  city: string | null;
  /** US state code; for other countries the country name; for remote rows the country or region. */
  state: string | null;
  /** ISO 3166 alpha-2 when known. */
  country: string | null;
  remote: boolean;
}

/** How the work is done: at the employer's place, partly there, or from elsewhere. */
export type WorkMode = 'on-site' | 'hybrid' | 'remote';

/**
 * A place as a feed gives it: free text (with the country the feed gives beside it, if any), or structured
 * parts (any may be missing; a city may hold a list, as Ashby localities sometimes do).
 */
export type SourcePlace =
  | {
      text: string;
      remote?: boolean;
      country?: string | null;
      /** The text is a URL's words joined by hyphens ("US-CA-Santa-Clara" of a Workday path): read only if every word is placed. */
      slug?: boolean;
    }
  | {
      city?: string | null;
      region?: string | null;
      country?: string | null;
      remote?: boolean;
      text?: undefined;
    };

/**
 * More places than this on one posting is a feed listing every office: further places are kept only when they
 * add a country (or region) the first ones do not name, so no country is lost.
 */
export const MAX_PLACES = 20;

const SEPARATORS = /\s*(?:;|\||•|·|\n|\/| or | and |\s&\s|\s\+\s)\s*/i;
// Remote, hybrid and on-site as the boards write them, each word list once: the work-mode readers below test for
// them, and MODE_WORDS strips them (with other filler) from the text around a city.
// Remote in the languages the boards write it ("Remoto", "Télétravail", "Homeoffice", "Zdalnie", "재택").
const REMOTE_TERMS = String.raw`remoto|remota|t[ée]l[ée]travail|teletrabajo|teletrabalho|home[- ]?based|home[- ]?office|telework(?:ing)?|telearbeit|mobiles arbeiten|smart working|(?:praca\s+)?zdaln(?:ie|a|y)|thuiswerk(?:en)?|distansarbete|hjemmekontor|hjemmearbejde`;
const REMOTE_SCRIPTS = 'リモート|재택(?:근무)?';
const HYBRID_TERMS = String.raw`hybrid|h[íi]brid[oa]|hybride`;
const ONSITE_TERMS = String.raw`on-?site|in[- ]office|in[- ]person|office`;
const REMOTE_WORD = new RegExp(
  String.raw`\b(remote|remotely|work from home|wfh|telecommute|anywhere|distributed|virtual|${REMOTE_TERMS})\b|${REMOTE_SCRIPTS}`,
  'i',
);
const HYBRID_WORD = new RegExp(String.raw`\b(${HYBRID_TERMS})\b`, 'i');
const ONSITE_WORD = new RegExp(String.raw`\b(${ONSITE_TERMS})\b`, 'i');
const MODE_WORDS = new RegExp(
  String.raw`\b(anywhere\s+(?:in|within|from)|remote|remotely|${HYBRID_TERMS}|${REMOTE_TERMS}|${ONSITE_TERMS}|work from home|wfh|telecommute|flexible|based|first|friendly|optional|option|only|field|preferred|strongly)\b|${REMOTE_SCRIPTS}`,
  'gi',
);
/** Labels around a city that are not part of it: "NYC Global HQ", "Head office - Montreal", "Austin Region". */
const LABEL_WORDS =
  /\b((global|corporate|main|head)\s+)?(hq|headquarters|head\s+office|main\s+office|campus|corporate|metro(politan)?\s+area|(?<!bay\s)area|region|cbd)\b/gi;
/** Time zones beside a place ("Remote - US (PST/MST)"): no place. PT, MT, CT and ET are left, being places too. */
const TIME_ZONES =
  /\b(PST|PDT|MST|MDT|CST|CDT|EST|EDT|CET|CEST|GMT|UTC|BST|((eastern|central|pacific|mountain|atlantic)\s+)?time\s*zones?)\b([+-]\d{1,2})?/gi;
/** A text that names no place: "N/A", "TBD", "Multiple Locations", "Nationwide". */
const NO_PLACE =
  /^(n\/?a|na|tbd|tba|tbc|none|any|all|other|multiple( locations)?|various( locations)?|national|nationwide|internships?)$/i;
/**
 * A whole location that is no place: a board's test postings ("z-Test & Templates Only"), talent pools ("To be
 * considered for future open positions", "We want to stay in touch!", "Submit your CV"), any office of the
 * employer ("Flexible - Any SpaceX Site", "Open to any AvePoint location").
 */
const NOT_A_PLACE_TEXT =
  /^(?:z-?\s*)?test\b.*\btemplates?\b|\b(?:future (?:open )?(?:positions|opportunities|roles)|stay in touch|submit your (?:cv|resume|résumé)|talent (?:pool|community|network))\b|^(?:flexible\s*[-–]\s*)?(?:open to )?(?:any|all)\b.*\b(?:sites?|locations?|offices?)$|^location:\s*any$/i;
/** Where a remote place is named after a preposition: "Anywhere in France", "Remote within the US". */
const LEAD_PREPOSITION = /^(?:(?:in|within|from|across|the)\s+)+/i;
/**
 * Postcodes: US ZIP codes and others of digits alone ("NY 11214", "10115 Berlin"), and the shapes of the Dutch
 * ("1012 AB Amsterdam"), Polish ("00-001 Warszawa"), Portuguese and Brazilian ("1000-001", "01310-100"), Japanese
 * ("100-0005") and Swedish or Czech ("114 55") ones.
 */
const POSTCODE =
  /\b(?:\d{5}-\d{4}|\d{4,5}-\d{3}|\d{3}-\d{4}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}|\d{3} \d{2}|\d{4,6})\b/g;
/** The end of a street in an address ("977 Fox Street", "5090 N 9th Ave"), then the unit if any, then the city. */
const STREET =
  /\d+\w*\s+(?:[\w.'-]+\s+){0,5}?(?:(?:U\.?S\.?|route|rte|highway|hwy|state\s+road|county\s+road)\s*-?\s*\d+[A-Z]?|street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|pike|plaza|place|pl|court|ct|parkway|pkwy|highway|hwy|square|sq|terrace|circle|cir|trail|route|rte|[A-Z]{2}-\d+[A-Z]?(?:\s+[NSEW])?)\b\.?(?:\s+(?:[NS][EW]|[NSEW]|(?:north|south|east|west)(?=[.,]))\b\.?)?(?:\s+(?:#\s*\w+|suite\s+\w+|unit\s+\w+|space\s+#?\w+|[A-Z](?=\s)))?\s*/i;
const ROLLUP = /^\d+\s+locations?$/i;

/** Broad regions postings name instead of a country: folded name → the label shown. */
// biome-ignore format: a table reads better packed
const REGIONS: Record<string, string> = {
  emea: 'EMEA', europe: 'Europe', eu: 'Europe', 'european union': 'Europe', apac: 'APAC', asia: 'Asia',
  'asia pacific': 'APAC', latam: 'LATAM', 'latin america': 'LATAM', 'south america': 'South America',
  'north america': 'North America', americas: 'Americas', 'the americas': 'Americas', africa: 'Africa',
  'middle east': 'Middle East', mena: 'MENA', nordics: 'Nordics', dach: 'DACH', benelux: 'Benelux',
  oceania: 'Oceania', worldwide: 'Anywhere', global: 'Anywhere', anywhere: 'Anywhere', world: 'Anywhere',
  international: 'Anywhere', 'all locations': 'Anywhere', 'continental europe': 'Europe', 'western europe': 'Europe',
  'eastern europe': 'Europe', 'central europe': 'Europe', 'northern europe': 'Europe', 'southern europe': 'Europe',
  scandinavia: 'Nordics', baltics: 'Baltics', 'central america': 'Central America', caribbean: 'Caribbean',
  'asia-pacific': 'APAC', amer: 'Americas', 'southeast asia': 'Southeast Asia', 'south east asia': 'Southeast Asia', anz: 'ANZ',
};

/** Parts of the US named instead of a state or city ("Northeast US", "Midwest US", "East Coast"): the country. */
const US_PART =
  /^(?:(?:north|south)?(?:east|west)(?:ern)?|north(?:ern)?|south(?:ern)?|mid-?west(?:ern)?|central|mid-?atlantic)\s+(?:US|USA|U\.S\.A?\.?|United States)$|^(?:US|USA)\s+(?:central|east|west|north|south)$|^(?:east|west) coast$|^mid-?west$|^mid-?atlantic$/i;
/** Words around a state or city that narrow it without naming another place: "Northern Virginia", "NW Arkansas",
 * "Greater Chicago", "Downtown Naperville", "New York State", "Central Coast of California". */
const AROUND_A_PLACE =
  /^(?:(?:north|south)?(?:east|west)(?:ern)?|north(?:ern)?|south(?:ern)?|central|upstate|downstate|downtown|midtown|greater|[NS][EW])\s+(?:\w+\s+of\s+)?/i;

/** Words that make a new name of the place after them ("New England", "North Macedonia"). */
const NARROWING_WORD =
  /^(?:new|north|south|east|west|upper|lower|greater|central|northern|southern|eastern|western)$/i;

/** A city this big opening an unknown label is where the label is (see metropolisAround). */
const METROPOLIS = 1_000_000;

/** Countries that are one city: a place naming the country names the city too. */
const CITY_STATES = new Set(['SG', 'HK', 'MO', 'MC', 'VA', 'GI']);

const regionOf = (value: string): string | null => REGIONS[fold(value)] ?? null;

function titleCase(value: string): string {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return value;
  // A short code in capitals ("BC", "NSW") is an abbreviation, shown as the posting writes it.
  if (/^\p{Lu}{2,3}$/u.test(value)) return value;
  return value
    .toLowerCase()
    .replace(/(^|[\s\-'(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** How a text names its work mode ("Remote - US", "Hybrid (London)", "San Francisco Office"); null if it does not. */
export function textWorkMode(text: string): WorkMode | null {
  if (HYBRID_WORD.test(text)) return 'hybrid';
  if (REMOTE_WORD.test(text)) return 'remote';
  if (ONSITE_WORD.test(text)) return 'on-site';
  return null;
}

/**
 * An ATS's own work-mode value ("Remote", "Hybrid", "OnSite", "on_site", "In-Office", "Fully Remote") as a
 * work mode; null when it says nothing ("unspecified", "Flexible", empty).
 */
export function workModeValue(value: unknown): WorkMode | null {
  const text = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
  if (typeof text !== 'string') return null;
  const v = text.toLowerCase().replace(/[_\s-]+/g, '');
  if (v.includes('hybrid')) return 'hybrid';
  if (v.includes('remote') || v === 'fully' || v === 'telecommute') return 'remote';
  if (/^(onsite|inoffice|office|inperson|onpremises|onlocation|notremote|none)$/.test(v)) return 'on-site';
  return null;
}

type Resolved = Omit<JobPlace, 'remote'>;

/** "Remote (US & Canada)" → "Remote - US; Remote - Canada", so the list is not split into loose places. */
function expandRemoteLists(text: string): string {
  return text.replace(/\bremote\s*[-–—:,]?\s*[([]([^)\]]+)[)\]]/gi, (_m, inner: string) =>
    inner
      .split(/,|\s&\s|\s+and\s+|\s+or\s+|\//)
      .map((w) => w.trim())
      .filter(Boolean)
      .map((w) => `Remote - ${w}`)
      .join('; '),
  );
}

/** How the sources' texts name the work mode, the first that does. */
export function sourcesWorkMode(sources: readonly SourcePlace[]): WorkMode | null {
  for (const source of sources) {
    const text = source.text ?? source.city ?? '';
    const mode = textWorkMode(text);
    if (mode) return mode;
    if (source.remote) return 'remote';
  }
  return null;
}

/** The key of a posting's places for repost matching: order-free, case-free. */
export function placesKey(places: readonly JobPlace[]): string {
  return places
    .map((p) => `${p.city ?? ''}|${p.state ?? ''}|${p.remote ? 'r' : ''}`.toLowerCase())
    .sort()
    .join(';');
}

/** A remote row open to a country or region (a module-level function: tsx names every closure per call). */
function remote(state: string | null, country: string | null): JobPlace {
  return { city: REMOTE_CITY, state, country, remote: true };
}

/** What turns a posting's place texts and fields into places, over the geography it is given. */
export type PlaceReader = ReturnType<typeof createPlaceReader>;

/** Built once per process (services.ts) over its geography, so the datasets' indexes are read once. */
export function createPlaceReader(geography: Geography) {
  const {
    cityIn,
    citiesNamed,
    countryByName,
    countryCode,
    countryMistyped,
    countryName,
    findCity,
    isListCity,
    shortCodeCountries,
    stateCountries,
    subdivisionCountries,
    usStateCode,
  } = geography;

  /** Is the name a city of the dataset anywhere? (A name it does not know may be qualified by anything.) */
  const knownCity = (name: string) => citiesNamed(name).length > 0;

  /** How a country is shown in the state column: 'US' for the United States, otherwise its name. */
  function countryLabel(code: string): string {
    return code === 'US' ? 'US' : countryName(code);
  }

  /** A place without its work-mode words; null when nothing but mode words was given. */
  function placeOf(segment: string): string | null {
    let rest = segment
      .replace(LABEL_WORDS, ' ')
      .replace(MODE_WORDS, ' ')
      .replace(TIME_ZONES, ' ')
      // "Brazil (São Paulo)", "Mountain View, California (HQ)": what the brackets hold is one more part.
      .replace(/\s*[([]\s*/g, ', ')
      .replace(/[)\]]/g, ' ')
      .replace(/\s*,(\s*[,\-–—:]\s*)+/g, ', ')
      .replace(/^[\s,:\-–—*]+|[\s,:\-–—*]+$/g, '')
      .replace(/\s+/g, ' ')
      .replace(LEAD_PREPOSITION, '')
      .trim();
    // Country codes joined by hyphens, country first: "US-NC-Cary", "US-Remote", "DE-Berlin".
    const coded = /^([A-Z]{2,3})-(?:([A-Z0-9]{1,3})-)?(\S.*)$/.exec(rest);
    if (coded && (coded[1]!.length === 2 ? countryCode(coded[1]!) : countryByName(coded[1]!))) {
      rest = [coded[1], coded[2], coded[3]].filter(Boolean).join(', ');
    }
    rest = rest
      .replace(/\s+[-–—]\s+|\s*[–—]\s*/g, ', ')
      .split(',')
      .map((part, i, all) => {
        const cleaned = withoutAddress(part.trim());
        // "415 Main, Lady Lake, FL": a part still opening with a street number, before the city, is the street.
        // "1704 S. Neil St. C, Champaign": a unit letter left of the street is no place either.
        if (i < all.length - 1 && (/^\d+[A-Za-z]?\s/.test(cleaned) || /^\p{L}$/u.test(cleaned))) return '';
        return cleaned;
      })
      .map(plainPlaceName)
      .flatMap(splitTrailingPlace)
      .flatMap(splitCountryWord)
      .flatMap(splitCountryHyphen)
      .filter((part) => part !== '' && !NO_PLACE.test(part))
      .join(', ');
    return rest === '' ? null : rest;
  }

  /** A part of a location without its street, unit and postcode: "1221 Chestnut St Philadelphia" → "Philadelphia". */
  function withoutAddress(part: string): string {
    let rest = part;
    const street = STREET.exec(rest);
    if (street) rest = rest.slice(street.index + street[0].length);
    rest = rest.replace(POSTCODE, ' ').replace(/\s+/g, ' ').trim();
    // A unit or a number left alone ("Suite 200", "#147", "Floor 3") is no place.
    if (/^(suite|unit|floor|space|#)\b|^#|^\d+\w*$/i.test(rest)) return '';
    // "Brooklyn NY", "Vernon BC", "Victoria B.C": a state or province code after the city, without the comma.
    const stateAfter = /^(.+?)\s+([A-Za-z]\.?[A-Za-z]\.?[A-Za-z]?\.?)$/.exec(rest);
    const code = stateAfter?.[2]?.replace(/\./g, '').toUpperCase();
    if (stateAfter && code && !knownCity(rest)) {
      const countries = shortCodeCountries(code).filter((c) => c === 'US' || c === 'CA' || c === 'AU');
      if (countries.some((c) => cityIn(stateAfter[1]!, { country: c }))) return `${stateAfter[1]}, ${code}`;
    }
    return rest;
  }

  /** A part the datasets know whole ("North Carolina", "New South Wales", "Queensland", "North America"). */
  function namesAPlaceWhole(part: string): boolean {
    return (
      regionOf(part) !== null ||
      knownCity(part) ||
      usStateCode(part) !== null ||
      countryByName(part) !== null ||
      stateCountries(part).length > 0
    );
  }

  /**
   * A part as the gazetteer names it: a part of the US is the US, the words narrowing a state or city are left
   * out ("Northern VA" → "VA", "Greater Chicago" → "Chicago", "Chicagoland" → "Chicago", "Washington State" →
   * "Washington"), and a slug of two cities is the two ("san_francisconew_york").
   */
  function plainPlaceName(part: string): string {
    if (US_PART.test(part)) return 'US';
    if (namesAPlaceWhole(part)) return part;
    const narrowed = part.replace(AROUND_A_PLACE, '');
    if (narrowed !== part && narrowed !== '') {
      // A state named in full or by its code stays the state, in the US ("Northern Virginia" is not Virginia,
      // South Africa; "Northern VA" is not the Vatican, which has no north).
      if (usStateCode(narrowed)) return `${narrowed}, United States`;
      if (isListCity(narrowed)) return narrowed;
    }
    const state = /^(.+?)\s+state$/i.exec(part);
    if (state && usStateCode(state[1]!) && state[1]!.length > 2) return state[1]!;
    const land = /^(.+?)land$/i.exec(part);
    if (land && isListCity(land[1]!)) return land[1]!;
    if (/^[a-z]+(?:_[a-z]+)+$/.test(part)) return slugCities(part);
    return metropolisAround(part) ?? part;
  }

  /**
   * A metropolis opening a label the gazetteer does not know: "Toronto Eaton Centre", "San Diego S. Orange County"
   * (a store, a venue, a sales area in it). Only cities of a million people or more, so "Washington Square" (a
   * shopping centre in Oregon) stays the unknown label it is.
   */
  function metropolisAround(part: string): string | null {
    const words = part.split(/\s+/);
    if (words.length < 2 || namesAPlaceWhole(part)) return null;
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      const head = words.slice(0, n).join(' ');
      if (citiesNamed(head).some((c) => c.population >= METROPOLIS)) return head;
    }
    return null;
  }

  /** "san_francisconew_york": city slugs run together, cut where a known city ends (two parts); the slug if none does. */
  function slugCities(slug: string): string {
    const words = slug.split('_');
    const cities: string[] = [];
    let current: string[] = [];
    for (const word of words) {
      current.push(word);
      const name = current.join(' ');
      if (knownCity(name)) continue;
      // A word that runs into the next city's first word: "francisconew" is "francisco" + "new" (the longest
      // city first: "san fran" is a city too).
      for (let cut = word.length - 1; cut >= 1; cut--) {
        const head = [...current.slice(0, -1), word.slice(0, cut)].join(' ');
        if (isListCity(head)) {
          cities.push(head);
          current = [word.slice(cut)];
          break;
        }
      }
    }
    const last = current.join(' ');
    if (cities.length === 0 || !knownCity(last)) return slug.replace(/_/g, ' ');
    return [...cities, last].map(titleCase).join(', ');
  }

  /**
   * "Boston Massachusetts", "London United Kingdom", "Mitratech India", "USA VA Chantilly", "DEU Wiesbaden": a
   * state or country named beside the rest without a comma, as parts of their own; a word before a country that
   * is no city (a company's name) is left out.
   */
  function splitTrailingPlace(part: string): string[] {
    if (namesAPlaceWhole(part)) return [part];
    const coded = /^([A-Z]{3}|US)\s+(?:([A-Z]{2})\s+)?(\p{Lu}[\p{L} .'-]+)$/u.exec(part);
    if (coded && (coded[1]!.length === 3 ? countryByName(coded[1]!) : true))
      return [coded[3]!, coded[2], coded[1]!].filter((x): x is string => Boolean(x));
    const words = part.split(/\s+/);
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      const tail = words.slice(-n).join(' ');
      const head = words.slice(0, -n).join(' ');
      // A two-letter tail is a country code only where no state has it ("Mitratech MX", not "Salem OR").
      if (tail.length <= 2) {
        if (
          n === 1 &&
          /^[A-Z]{2}$/.test(tail) &&
          !part.includes(',') &&
          !usStateCode(tail) &&
          countryCode(tail)
        )
          return knownCity(head) ? [head, tail] : [tail];
        continue;
      }
      if (usStateCode(tail)) return [head, tail];
      if (countryByName(tail)) {
        if (knownCity(head)) return [head, tail];
        // One word before a country that is no city is a name ("Mitratech India"); "New England" and "Democratic
        // Republic of the Congo" are not a country after a word.
        if (n === 1 && words.length === 2 && !NARROWING_WORD.test(head)) return [tail];
      }
    }
    return [part];
  }

  /** "US California": a country and a state or city side by side without a comma, as two parts. */
  function splitCountryWord(part: string): string[] {
    const words = /^(\S+)\s+(.+)$/.exec(part);
    if (!words || knownCity(part)) return [part];
    const [, first, rest] = words;
    if (countryWordCode(first!) && (usStateCode(rest!) || isListCity(rest!))) return [first!, rest!];
    return [part];
  }

  /**
   * "Paris-France", "India-Bangalore": a country and a city joined by a hyphen, as two parts; so are a city and the
   * code of its state or province ("Curitiba-PR", "Austin-TX").
   */
  function splitCountryHyphen(part: string): string[] {
    const joined = /^(.+?)\s*-\s*(.+)$/.exec(part);
    if (!joined || citiesNamed(part).length > 0) return [part];
    const [, a, b] = joined;
    if (countryByName(a!) || countryByName(b!)) return [a!.trim(), b!.trim()];
    const code = b!.trim();
    if (
      /^\p{Lu}{2,3}$/u.test(code) &&
      knownCity(a!.trim()) &&
      (usStateCode(code) || shortCodeCountries(code).length > 0 || subdivisionCountries(code).length > 0)
    )
      return [a!.trim(), code];
    return [part];
  }

  /** A place of text parts: the city first, then what qualifies it (state, region, country), any of them known. */
  function resolveGroup(group: string[], hint: string | null): Resolved | null {
    const [cityText, ...qualifiers] = group;
    if (!cityText) return null;
    // The group is a country, a region or a US state alone.
    if (qualifiers.length === 0) {
      const region = regionOf(cityText);
      if (region) return { city: null, state: region, country: null };
      const onlyCountry = countryWordCode(cityText);
      if (onlyCountry) return countryPlace(onlyCountry);
      // A province alone ("British Columbia", "Nova Scotia"): its country, unless a big city has the name or a
      // city elsewhere does ("Santa Barbara" is a department of Honduras and a Californian city).
      const provinceOf = stateCountries(cityText).filter((c) => c !== 'US');
      const elsewhere = citiesNamed(cityText).some((c) => c.country !== provinceOf[0]);
      if (provinceOf.length === 1 && !usStateCode(cityText) && !isListCity(cityText) && !elsewhere)
        return countryPlace(provinceOf[0]!);
      // A country code alone ("EE"), when no US state has it.
      if (/^[A-Z]{2}$/.test(cityText) && countryCode(cityText) && !usStateCode(cityText))
        return countryPlace(countryCode(cityText)!);
      // A country's name with a slip of the keyboard ("United Kingdon"), when no place has the name as written.
      const mistyped = namesAPlaceWhole(cityText) ? null : countryMistyped(cityText);
      if (mistyped) return countryPlace(mistyped);
    }
    // A US state alone, or followed by the country only ("New Jersey, United States", "Virginia, United States":
    // the state, not the small town of that name in Minnesota).
    if (qualifiers.every((q) => countryWordCode(q) === 'US')) {
      // A two-letter state alone only when no country has that code ("NY office", not "CA" or "IN"), or when the
      // US is named beside it ("IL, US").
      const onlyState =
        cityText.length > 2 || !countryCode(cityText) || qualifiers.length > 0 ? usStateCode(cityText) : null;
      const cityToo = qualifiers.length ? isListCity(cityText, 'US') : isListCity(cityText);
      if (onlyState && !cityToo) return { city: null, state: onlyState, country: 'US' };
    }
    // A province followed by its country only ("Alberta, Canada"), or alone where the feed gives the country
    // ("Ontario" of a Canadian posting, not the Californian city): the country, as no city is named.
    const [only, ...others] = qualifiers.length ? qualifiers.map(countryWordCode) : [hint];
    if (only && only !== 'US' && others.every((c) => c === only)) {
      if (stateCountries(cityText).includes(only) && !isListCity(cityText, only)) return countryPlace(only);
    }
    let country: string | null = null;
    let state: string | null = null;
    let unknown: string | null = null;
    for (const q of qualifiers) {
      // "Belo Horizonte, MG", "Mumbai, MH", "Darwin, NT", "Bogotá, D.C.": a code of a state or province of the
      // city's country, where no US state or country of that code has the city (MG is Madagascar, MH the Marshall
      // Islands, DC the American capital).
      const province = provinceCodeCountry(cityText, q);
      if (province) {
        country = province;
        continue;
      }
      // "Vancouver, BC", "Cape Town, SA", "Perth, WA": the short code's country where the city is.
      const options = shortCodeCountries(q);
      if (options.length > 1 || (options.length === 1 && q.length === 3)) {
        const st = q.length === 2 ? usStateCode(q) : null;
        const inOption = options.find((c) =>
          c === 'US' && st
            ? cityIn(cityText, { country: 'US', state: st })
            : cityIn(cityText, { country: c }),
        );
        const chosen = inOption ?? (st ? 'US' : options[0]!);
        country = chosen;
        if (chosen === 'US' && st) state = st;
        continue;
      }
      if (q.length === 2) {
        const st = usStateCode(q);
        const code = countryCode(q);
        const inCountry = code !== null && cityIn(cityText, { country: code });
        if (st && (!code || cityIn(cityText, { country: 'US', state: st }) || !inCountry)) {
          state = st;
          country = 'US';
        } else if (code) country = code;
        else if (options[0]) country = options[0];
        else unknown ??= q;
        continue;
      }
      const st = usStateCode(q);
      const code = countryByName(q);
      // "Georgia" is a country and a state: Atlanta says which.
      if (code && !(st && cityIn(cityText, { country: 'US', state: st }))) {
        country = code;
        continue;
      }
      if (st && (!country || country === 'US')) {
        state = st;
        country = 'US';
        continue;
      }
      const of = stateCountries(q);
      if (of.length) {
        country ??= of.find((c) => cityIn(cityText, { country: c })) ?? (of.length === 1 ? of[0]! : null);
        continue;
      }
      if (regionOf(q)) continue;
      unknown ??= q;
    }
    country ??= hint;
    if (country && CITY_STATES.has(country) && countryCode(cityText) === country)
      return countryPlace(country);
    const found = findCity(cityText, { country, state });
    if (found && !country) {
      country = found.country;
      if (found.country === 'US') state = found.admin;
    } else if (found && country === 'US' && !state) state = found.admin;
    const city = found ? cityName(found) : titleCase(cityText);
    const shown =
      country === 'US' ? (state ?? 'US') : country ? countryLabel(country) : unknown && titleCase(unknown);
    return { city, state: shown || null, country };
  }

  /**
   * The country of a city followed by a short code that no US state, province or country of that code has the city
   * in: the country whose state or province has the code and the city, else the country of the city the name means
   * on its own ("Monterrey, NL" is Nuevo León's, not the Netherlands'; "Belfast, NI" is Northern Ireland's, not
   * Nicaragua's; "Belgrade, SE" is Serbia's, not Sweden's).
   */
  function provinceCodeCountry(cityText: string, q: string): string | null {
    if (!/^\p{Lu}\.?\p{Lu}\.?(?:\p{Lu}\.?)?$/u.test(q)) return null;
    const code = q.replace(/\./g, '');
    const st = usStateCode(code);
    const options = shortCodeCountries(code);
    if (options.some((c) => cityIn(cityText, { country: c, state: c === 'US' ? st : null }))) return null;
    const where = subdivisionCountries(code).filter((c) => cityIn(cityText, { country: c }));
    // Two countries with the code and the city: the one where the city is biggest.
    if (where.length > 0)
      return citiesNamed(cityText).find((c) => where.includes(c.country))?.country ?? null;
    // A US state's code ("Valera, TX": a Texan hamlet the dataset does not know) and "US" or "UK" (a country of
    // their own after a city: "Pristina, UK (Remote)") say where, whatever the name means alone.
    if (st || isCountryWord(code)) return null;
    const alone = findCity(cityText);
    return alone && !options.includes(alone.country) ? alone.country : null;
  }

  function countryPlace(code: string): Resolved {
    return {
      city: CITY_STATES.has(code) ? countryName(code) : null,
      state: countryLabel(code),
      country: code,
    };
  }

  const isCountryWord = (part: string) => countryByName(part) !== null || /^(US|UK)$/.test(part);
  const countryWordCode = (part: string) =>
    countryByName(part) ?? (/^(US|UK)$/.test(part) ? countryCode(part) : null);

  /**
   * The groups of a list that names a country first ("India, Pune", "US, CA, Santa Clara", "Singapore, Sydney",
   * "Slovenia, Cyprus, Barcelona"): each country opens a group for the cities and states after it; a country
   * nothing follows is a place of its own, and so is a city of another country, with its own country.
   */
  function countryFirstGroups(first: string, rest: readonly string[]): string[][] {
    // A state or province of the country, not a big city of it ("Ontario", "Jalisco", "NY"; not "Osaka").
    const stateOf = (part: string, code: string | null, state: string | null) =>
      code === 'US'
        ? usStateCode(part) !== null && !cityIn(part, { country: 'US', state })
        : code !== null && stateCountries(part).includes(code) && !isListCity(part, code);
    const groups: string[][] = [];
    let country = first;
    let states: string[] = [];
    // Whether the country's own row or a city or state in it is among the groups yet.
    let placed = false;
    const keepCountry = () => {
      if (!placed) groups.push(states[0] ? [states[0], country] : [country]);
      placed = true;
    };
    for (const part of rest) {
      const code = countryWordCode(country);
      // "United States, Georgia, Atlanta": after the US, a state that shares a country's name is the state.
      if (isCountryWord(part) && !(code === 'US' && usStateCode(part))) {
        if (countryWordCode(part) === code) continue;
        keepCountry();
        country = part;
        states = [];
        placed = false;
      } else if (
        code &&
        knownCity(part) &&
        !cityIn(part, { country: code }) &&
        !stateCountries(part).includes(code)
      ) {
        // "Singapore, Sydney", "Singapore, Dublin" (Dublin is an Irish county too): a city of another country.
        keepCountry();
        groups.push([part]);
      } else if (stateOf(part, code, states[0] ?? null)) {
        // "Mexico, Guadalajara, Jalisco", "US, Austin, TX": a state after a city of the country, where that city is.
        const last = groups[groups.length - 1];
        const city = last?.length === 2 && last[1] === country ? last[0]! : null;
        if (placed && city && (code !== 'US' || cityIn(city, { country: 'US', state: usStateCode(part) }))) {
          last!.splice(1, 0, part);
          continue;
        }
        // "US, CA, Santa Clara", "Canada, Ontario": a state before its cities; one no city follows is a place.
        if (states[0] && !placed) groups.push([states[0], country]);
        states = [part];
        placed = false;
      } else {
        groups.push([part, ...states, country]);
        placed = true;
      }
    }
    keepCountry();
    return groups;
  }

  /**
   * The places a comma-separated text names, in groups of city and qualifiers:
   * - country first ("India, Pune", "US, CA, Santa Clara", "United Kingdom, London"): each country opens a group;
   * - otherwise a country closes the group it follows ("Paris, France, Barcelona, Spain" is two places), and a
   *   sizeable city that is not a state of the city before starts a new one ("London, New York", "San Francisco,
   *   Seattle"), while a state, province or unknown word qualifies it ("Portland, OR", "Bengaluru, Karnataka").
   */
  function placeGroups(text: string): string[][] {
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      // "Toronto, Washington, DC": the capital is one place, not the state of Washington and a qualifier.
      .flatMap((p, i, all) =>
        /^D\.?C\.?$/.test(p) && /^washington$/i.test(all[i - 1] ?? '')
          ? []
          : /^washington$/i.test(p) && /^D\.?C\.?$/.test(all[i + 1] ?? '')
            ? [`${p} DC`]
            : [p],
      );
    if (parts.length === 0) return [];
    // "CT, IL, MN, MO, NJ, PA": a list of state codes is a list of US states, though some are countries' codes too.
    if (parts.length > 2 && parts.every((p) => /^[A-Z]{2}$/.test(p) && usStateCode(p)))
      return parts.map((p) => [p, 'US']);
    const first = parts[0]!;
    const stateFirst =
      parts.length > 1 &&
      usStateCode(first) &&
      cityIn(parts[1]!, { country: 'US', state: usStateCode(first) });
    if (
      !stateFirst &&
      parts.length > 1 &&
      isCountryWord(first) &&
      parts.slice(1).some((p) => !isCountryWord(p) && !regionOf(p))
    ) {
      return countryFirstGroups(first, parts.slice(1));
    }
    const groups: string[][] = [];
    let current: string[] | null = null;
    let closed = true;
    for (const part of parts) {
      if (closed || !current) {
        // A country after a closed group repeats it ("London, England, United Kingdom").
        if (
          current &&
          closed &&
          isCountryWord(part) &&
          countryCode(part) === countryCode(current[current.length - 1]!)
        )
          continue;
        if (current && closed && isCountryWord(part) && current.length > 1) {
          current.push(part);
          continue;
        }
        // "Georgia, United States": the state, not the country it shares a name with.
        if (current?.length === 1 && countryWordCode(part) === 'US' && usStateCode(current[0]!)) {
          current.push(part);
          continue;
        }
        current = [part];
        groups.push(current);
        closed = isCountryWord(part) || regionOf(part) !== null;
        continue;
      }
      const city = current[0]!;
      const partCountry = part.length > 2 ? countryByName(part) : null;
      if (partCountry) {
        // "Shanghai, Singapore": a country the city is not in is a place of its own.
        // …unless one of them is a US state ("Atlanta, Georgia", "Maryland, United States").
        const theState =
          (partCountry === 'US' && usStateCode(city)) ||
          (usStateCode(part) && cityIn(city, { country: 'US', state: usStateCode(part) }));
        const province = stateCountries(city).includes(partCountry);
        if (knownCity(city) && !cityIn(city, { country: partCountry }) && !theState && !province) {
          current = [part];
          groups.push(current);
        } else current.push(part);
        closed = true;
        continue;
      }
      // "DC, NY, PA, MD, VA": a list of state codes is a list of states.
      if (part.length === 2 && usStateCode(part) && city.length === 2 && usStateCode(city)) {
        current = [part];
        groups.push(current);
        continue;
      }
      if (part.length === 2) {
        current.push(part);
        if (!usStateCode(part) || !cityIn(city, { country: 'US', state: usStateCode(part) }))
          closed = countryCode(part) !== null;
        continue;
      }
      const st = usStateCode(part);
      const startsNew = isListCity(part) && !regionOf(part);
      if (st) {
        // After a place the capital is a place of its own only when that is a big city ("Los Angeles, Washington,
        // DC", "Toronto, Washington, DC"); a smaller name is a part of it ("Georgetown, Washington, DC").
        const apart =
          st !== 'DC' || isListCity(city, 'US') || (citiesNamed(city)[0]?.population ?? 0) >= METROPOLIS;
        if (cityIn(city, { country: 'US', state: st }) || !startsNew || !knownCity(city) || !apart)
          current.push(part);
        else {
          current = [part];
          groups.push(current);
        }
        continue;
      }
      const ofCountries = stateCountries(part);
      // A state of another country qualifies a city only if the city is there ("New York City, Santa Barbara" is
      // two American places, not one in Honduras), or the city is not one the dataset knows; a state that is also
      // a big city of another state of the city's country is that city ("Tokyo, Osaka", "São Paulo, Rio de Janeiro").
      const apart = ofCountries.length ? bigCityOfAnotherState(city, part, ofCountries) : null;
      if (apart) {
        // The city before is a city of that country too, given by its code so that a city which is also a
        // district ("Jinja, Kampala") is read as the city, not as the district a name and its country would be.
        if (current.length === 1) current.push(apart);
        current = [part];
        groups.push(current);
        continue;
      }
      if (
        ofCountries.length &&
        (ofCountries.some((c) => cityIn(city, { country: c })) || (!startsNew && !knownCity(city)))
      ) {
        current.push(part);
        continue;
      }
      // A city of the same country as the city before is a place of its own ("New York City, Santa Barbara").
      if (knownCity(city) && citiesNamed(part).some((c) => cityIn(city, { country: c.country }))) {
        current = [part];
        groups.push(current);
        continue;
      }
      if (startsNew && !regionOf(part)) {
        current = [part];
        groups.push(current);
        continue;
      }
      current.push(part);
    }
    return groups;
  }

  /**
   * The country where a state's name after a city is also a big city, in another state than the city ("Tokyo,
   * Osaka"; not "Campinas, São Paulo" or "Montreal, Quebec", in the state of that name); null when it is not.
   */
  function bigCityOfAnotherState(city: string, part: string, countries: readonly string[]): string | null {
    for (const country of countries) {
      if (!isListCity(part, country)) continue;
      const there = findCity(city, { country });
      if (there !== null && there.admin !== findCity(part, { country })?.admin) return country;
    }
    return null;
  }

  /** The places of one text segment without work-mode words ("Austin, TX", "Paris, France, Barcelona, Spain"). */
  function parsePlaces(text: string, hint: string | null): Resolved[] {
    const region = regionOf(text);
    if (region) return [{ city: null, state: region, country: null }];
    return placeGroups(text)
      .map((g) => resolveGroup(g, hint))
      .filter((p): p is Resolved => p !== null);
  }

  /** A remote row: city 'Remote', with the country or region it is open to ('Anywhere' when the feed says so). */
  function remotePlaces(where: string | null, hint: string | null): JobPlace[] {
    if (!where) return [remote(hint ? countryLabel(hint) : null, hint)];
    const parts = where
      .split(/,|\s&\s|\//)
      .map((p) => p.trim())
      .filter(Boolean);
    // "Remote - US, Canada", "Remote (EMEA)": one row per country or region.
    if (parts.every((p) => regionOf(p) || countryCode(p))) {
      return parts.map((p) => {
        const region = regionOf(p);
        if (region) return remote(region, null);
        const code = countryCode(p)!;
        return remote(countryLabel(code), code);
      });
    }
    // Every place it names is a remote row ("Anywhere in France, Belgium, Spain" keeps the three).
    const named = parsePlaces(where, hint);
    if (named.length === 0) return [remote(hint ? countryLabel(hint) : null, hint)];
    return named.map((place) =>
      remote(place.state ?? (place.country ? countryLabel(place.country) : null), place.country),
    );
  }

  /**
   * Every place named in a free-text location ("San Francisco, CA; New York, NY", "Remote - US", "India, Pune").
   * `country` is the country the feed gives beside the text, used where the text names none.
   */
  function parseLocationText(value: string, remoteHint = false, country: string | null = null): JobPlace[] {
    const text = expandRemoteLists(cleanLine(value, 1000).replace(/\bN\/A\b/gi, ''));
    if (text === '' || ROLLUP.test(text) || NOT_A_PLACE_TEXT.test(text))
      return remoteHint ? remotePlaces(null, country) : [];
    const places: JobPlace[] = [];
    for (const part of text.split(SEPARATORS)) {
      if (!part) continue;
      // "remote_us": a slug naming its work mode reads as words.
      const spaced = /^\p{L}+(?:_\p{L}+)+$/u.test(part) ? part.replace(/_/g, ' ') : part;
      const segment = REMOTE_WORD.test(spaced) || HYBRID_WORD.test(spaced) ? spaced : part;
      const where = placeOf(segment);
      if (REMOTE_WORD.test(segment) && !HYBRID_WORD.test(segment)) {
        places.push(...remotePlaces(where && regionOf(where) === 'Anywhere' ? 'Anywhere' : where, country));
        continue;
      }
      if (!where) continue;
      for (const p of parsePlaces(where, country)) places.push({ ...p, remote: false });
    }
    return places;
  }

  /**
   * The places of a URL slug ("US-CA-Santa-Clara", "Vietnam-Hanoi", "Poland-Remote"): its words cut into the fewest
   * names the datasets know (or work-mode words), read as a list. None when a word is no place ("Site", "Foo"): a
   * slug is a guess, so it names a place only when all of it does.
   */
  function slugPlaces(slug: string, country: string | null): JobPlace[] {
    const words = slug.split(/[-_\s]+/).filter(Boolean);
    if (words.length === 0 || words.length > 12) return [];
    const known = (name: string) =>
      namesAPlaceWhole(name) ||
      shortCodeCountries(name).length > 0 ||
      countryCode(name) !== null ||
      (!name.includes(' ') && (REMOTE_WORD.test(name) || HYBRID_WORD.test(name)));
    // best[i]: the fewest names covering the first i words.
    const best: (string[] | null)[] = [[]];
    for (let end = 1; end <= words.length; end++) {
      best[end] = null;
      for (let start = Math.max(0, end - 4); start < end; start++) {
        const before = best[start];
        const name = words.slice(start, end).join(' ');
        if (before && known(name) && (!best[end] || before.length + 1 < best[end]!.length))
          best[end] = [...before, name];
      }
    }
    const names = best[words.length];
    return names ? parseLocationText(names.join(', '), false, country) : [];
  }

  /** A structured place (city, region, country parts) as stored; a city holding a list gives several places. */
  function structuredPlaces(input: {
    city?: string | null;
    region?: string | null;
    country?: string | null;
    remote?: boolean;
  }): JobPlace[] {
    const region = cleanLine(input.region ?? '');
    const countryText = cleanLine(input.country ?? '');
    const localityText = cleanLine(input.city ?? '');
    // A locality that holds the country itself ("Latvia" of Latvia) names no city; a city-state's is its city.
    const localityCountry = countryByName(localityText);
    const city =
      localityCountry && localityCountry === countryCode(countryText) && !CITY_STATES.has(localityCountry)
        ? ''
        : localityText;
    const countryRegion = countryText ? regionOf(countryText) : null;
    const code =
      (countryRegion ? null : countryCode(countryText)) ??
      (countryText === '' && region && usStateCode(region) ? 'US' : null);
    if (input.remote || REMOTE_WORD.test(city)) {
      if (countryRegion) return remotePlaces(countryRegion, null);
      return remotePlaces(code ? countryLabel(code) : countryText || null, code);
    }
    if (!city && !region && !countryText) return [];
    // "San Francisco, Seattle" in one locality: each is a city of the given country.
    if (/[,;/|]/.test(city)) {
      return city
        .split(/[,;/|]/)
        .map((c) => c.trim())
        .filter(Boolean)
        .flatMap((c) =>
          structuredPlaces({
            city: c,
            region: cityIn(c, { country: code ?? 'US', state: usStateCode(region) }) ? region : null,
            country: input.country,
          }),
        );
    }
    if (code === 'US') {
      const state = usStateCode(region);
      const found = city ? findCity(city, { country: 'US', state }) : null;
      return [
        {
          city: found ? cityName(found) : city ? titleCase(city) : null,
          state: state ?? found?.admin ?? (region ? titleCase(region) : 'US'),
          country: 'US',
          remote: false,
        },
      ];
    }
    if (code) {
      const found = city ? findCity(city, { country: code }) : null;
      if (!city && CITY_STATES.has(code)) return [{ ...countryPlace(code), remote: false }];
      return [
        {
          city: found ? cityName(found) : city ? titleCase(city) : null,
          state: countryLabel(code),
          country: code,
          remote: false,
        },
      ];
    }
    if (countryRegion && !city) return [{ city: null, state: countryRegion, country: null, remote: false }];
    return parsePlaces([city, region, countryRegion ? '' : countryText].filter(Boolean).join(', '), null).map(
      (p) => ({ ...p, remote: false }),
    );
  }

  /** A place at a city of the dataset. */
  function cityPlace(found: City, remote: boolean): JobPlace {
    return {
      city: cityName(found),
      state: found.country === 'US' ? found.admin : countryLabel(found.country),
      country: found.country,
      remote,
    };
  }

  /**
   * The country of an on-site city named without one: the country of the posting's other places where the city
   * is one of theirs ("Chantilly/Herndon, VA"), else its most populous namesake ("Manchester", "Frankfurt").
   */
  function withCountry(place: JobPlace, all: readonly JobPlace[]): JobPlace {
    if (place.remote || place.country || !place.city) return place;
    for (const country of new Set(all.map((p) => p.country))) {
      const found = country ? findCity(place.city, { country }) : null;
      if (found) return cityPlace(found, false);
    }
    const likeliest = citiesNamed(place.city)[0];
    return likeliest ? cityPlace(likeliest, false) : place;
  }

  /**
   * Every place of the sources, deduplicated; past MAX_PLACES only those naming a country not yet named. A board
   * lists the same few locations over and over: each list is read once, and each posting gets its own copy.
   */
  function jobPlaces(sources: readonly SourcePlace[]): JobPlace[] {
    const places = geography.remembered.remember('jobPlaces', JSON.stringify(sources), () =>
      readJobPlaces(sources),
    );
    return places.map((p) => ({ ...p }));
  }

  function readJobPlaces(sources: readonly SourcePlace[]): JobPlace[] {
    const all: JobPlace[] = [];
    for (const source of sources) {
      all.push(
        ...(source.text === undefined
          ? structuredPlaces(source)
          : source.slug
            ? slugPlaces(source.text, countryCode(source.country ?? null))
            : parseLocationText(source.text, source.remote ?? false, countryCode(source.country ?? null))),
      );
    }
    const out: JobPlace[] = [];
    const seen = new Set<string>();
    const where = new Set<string>();
    const placed = all.some((p) => p.country !== null);
    for (const place of all) {
      const p = withCountry(place, all);
      // A name no gazetteer knows beside places it does is a label (a school, a building, a neighbourhood:
      // "LabCentral, Cambridge", "Walk in Clinic - Denver"), not a place of its own.
      if (placed && !p.remote && p.country === null && p.city !== null) continue;
      const key = `${p.city ?? ''}|${p.state ?? ''}|${p.remote}`.toLowerCase();
      const area = `${p.country ?? p.state ?? ''}|${p.remote}`;
      if (seen.has(key) || (out.length >= MAX_PLACES && where.has(area))) continue;
      seen.add(key);
      where.add(area);
      out.push(p);
    }
    return out;
  }

  /** A remote posting's row when no place says where it may be done from: the country of its first place. */
  function remoteRowFor(places: readonly JobPlace[]): JobPlace {
    const first = places[0];
    if (first && first.city === null && first.country === null && first.state)
      return { city: REMOTE_CITY, state: first.state, country: null, remote: true };
    const country = places.find((p) => p.country)?.country ?? null;
    return { city: REMOTE_CITY, state: country ? countryLabel(country) : null, country, remote: true };
  }

  return {
    prepare: geography.prepare,
    /** The geography itself, for the readers that name places in a description (remote eligibility). */
    geography,
    countryLabel,
    parseLocationText,
    structuredPlaces,
    jobPlaces,
    remoteRowFor,
  };
}
