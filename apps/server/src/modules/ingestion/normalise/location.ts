import { REMOTE_CITY } from '@upstream/contract';
import { cityName, fold, type Geography } from './geo.ts';
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
  | { text: string; remote?: boolean; country?: string | null }
  | {
      city?: string | null;
      region?: string | null;
      country?: string | null;
      remote?: boolean;
      text?: undefined;
    };

/** More places than this on one posting is a feed listing every office; the first ones are kept. */
export const MAX_PLACES = 20;

const SEPARATORS = /\s*(?:;|\||•|·|\n|\/| or | and |\s&\s)\s*/i;
const REMOTE_WORD = /\b(remote|remotely|work from home|wfh|telecommute|anywhere|distributed|virtual)\b/i;
const HYBRID_WORD = /\bhybrid\b/i;
const ONSITE_WORD = /\b(on-?site|in[- ]office|in[- ]person|office)\b/i;
const MODE_WORDS =
  /\b(remote|remotely|hybrid|on-?site|in[- ]office|in[- ]person|office|work from home|wfh|telecommute|flexible|based|first|friendly|optional|only)\b/gi;
const ROLLUP = /^\d+\s+locations?$/i;

/** Broad regions postings name instead of a country: folded name → the label shown. */
// biome-ignore format: a table reads better packed
const REGIONS: Record<string, string> = {
  emea: 'EMEA', europe: 'Europe', eu: 'Europe', 'european union': 'Europe', apac: 'APAC', asia: 'Asia',
  'asia pacific': 'APAC', latam: 'LATAM', 'latin america': 'LATAM', 'south america': 'South America',
  'north america': 'North America', americas: 'Americas', 'the americas': 'Americas', africa: 'Africa',
  'middle east': 'Middle East', mena: 'MENA', nordics: 'Nordics', dach: 'DACH', benelux: 'Benelux',
  oceania: 'Oceania', worldwide: 'Anywhere', global: 'Anywhere', anywhere: 'Anywhere', world: 'Anywhere',
  international: 'Anywhere', 'all locations': 'Anywhere',
};

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

/** What turns a posting's place texts and fields into places, over the geography it is given. */
export type PlaceReader = ReturnType<typeof createPlaceReader>;

/** Built once per process (services.ts) over its geography, so the datasets' indexes are read once. */
export function createPlaceReader(geography: Geography) {
  const {
    cityIn,
    countryByName,
    countryCode,
    countryName,
    findCity,
    isListCity,
    stateCountries,
    usStateCode,
  } = geography;

  /** How a country is shown in the state column: 'US' for the United States, otherwise its name. */
  function countryLabel(code: string): string {
    return code === 'US' ? 'US' : countryName(code);
  }

  /** A place without its work-mode words; null when nothing but mode words was given. */
  function placeOf(segment: string): string | null {
    let rest = segment
      .replace(MODE_WORDS, ' ')
      .replace(/[()[\]]/g, ' ')
      .replace(/^[\s,:\-–—]+|[\s,:\-–—]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    // Country codes joined by hyphens, country first: "US-NC-Cary", "US-Remote", "DE-Berlin".
    const coded = /^([A-Z]{2,3})-(?:([A-Z0-9]{1,3})-)?(\S.*)$/.exec(rest);
    if (coded && (coded[1]!.length === 2 ? countryCode(coded[1]!) : countryByName(coded[1]!))) {
      rest = [coded[1], coded[2], coded[3]].filter(Boolean).join(', ');
    }
    rest = rest.replace(/\s+[-–—]\s+|\s*[–—]\s*/g, ', ').trim();
    return rest === '' ? null : rest;
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
    }
    // A US state alone, or followed by the country only ("New Jersey, United States", "Virginia, United States":
    // the state, not the small town of that name in Minnesota).
    if (qualifiers.every((q) => countryWordCode(q) === 'US')) {
      // A two-letter state alone only when no country has that code ("NY office", not "CA" or "IN").
      const onlyState = cityText.length > 2 || !countryCode(cityText) ? usStateCode(cityText) : null;
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
      if (q.length === 2) {
        const st = usStateCode(q);
        const code = countryCode(q);
        const inCountry = code !== null && cityIn(cityText, { country: code });
        if (st && (!code || cityIn(cityText, { country: 'US', state: st }) || !inCountry)) {
          state = st;
          country = 'US';
        } else if (code) country = code;
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
      .filter(Boolean);
    if (parts.length === 0) return [];
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
      const groups: string[][] = [];
      let country = first;
      let states: string[] = [];
      for (const part of parts.slice(1)) {
        if (isCountryWord(part)) {
          country = part;
          states = [];
        } else if (fold(country) !== 'us' && countryCode(country) !== 'US') {
          groups.push([part, country]);
        } else if (usStateCode(part) && !cityIn(part, { country: 'US', state: states[0] ?? null })) {
          states = [part];
        } else groups.push([part, ...states, country]);
      }
      return groups;
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
        current = [part];
        groups.push(current);
        closed = isCountryWord(part) || regionOf(part) !== null;
        continue;
      }
      const city = current[0]!;
      if (part.length > 2 && countryByName(part)) {
        current.push(part);
        closed = true;
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
        if (cityIn(city, { country: 'US', state: st }) || !startsNew) current.push(part);
        else {
          current = [part];
          groups.push(current);
        }
        continue;
      }
      const ofCountries = stateCountries(part);
      if (ofCountries.length && (!startsNew || ofCountries.some((c) => cityIn(city, { country: c })))) {
        current.push(part);
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
    const remote = (state: string | null, country: string | null): JobPlace => ({
      city: REMOTE_CITY,
      state,
      country,
      remote: true,
    });
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
    const place = parsePlaces(where, hint)[0];
    return [
      remote(place?.state ?? (place?.country ? countryLabel(place.country) : null), place?.country ?? null),
    ];
  }

  /**
   * Every place named in a free-text location ("San Francisco, CA; New York, NY", "Remote - US", "India, Pune").
   * `country` is the country the feed gives beside the text, used where the text names none.
   */
  function parseLocationText(value: string, remoteHint = false, country: string | null = null): JobPlace[] {
    const text = expandRemoteLists(cleanLine(value, 1000));
    if (text === '' || ROLLUP.test(text)) return remoteHint ? remotePlaces(null, country) : [];
    const places: JobPlace[] = [];
    for (const segment of text.split(SEPARATORS)) {
      if (!segment) continue;
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

  /** A structured place (city, region, country parts) as stored; a city holding a list gives several places. */
  function structuredPlaces(input: {
    city?: string | null;
    region?: string | null;
    country?: string | null;
    remote?: boolean;
  }): JobPlace[] {
    const city = cleanLine(input.city ?? '');
    const region = cleanLine(input.region ?? '');
    const countryText = cleanLine(input.country ?? '');
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

  /** Every place of the sources, deduplicated, at most MAX_PLACES. */
  function jobPlaces(sources: readonly SourcePlace[]): JobPlace[] {
    const out: JobPlace[] = [];
    const seen = new Set<string>();
    for (const source of sources) {
      const places =
        source.text !== undefined
          ? parseLocationText(source.text, source.remote ?? false, countryCode(source.country ?? null))
          : structuredPlaces(source);
      for (const p of places) {
        const key = `${p.city ?? ''}|${p.state ?? ''}|${p.remote}`.toLowerCase();
        if (seen.has(key) || out.length >= MAX_PLACES) continue;
        seen.add(key);
        out.push(p);
      }
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
