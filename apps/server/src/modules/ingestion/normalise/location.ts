import { COUNTRIES, countryCode, KNOWN_CITIES, REGIONS, US_STATE_CODES, US_STATES } from './places.ts';
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

/** A place as a feed gives it: free text, or structured parts (any may be missing). */
export type SourcePlace =
  | { text: string; remote?: boolean }
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
const MODE_WORDS =
  /\b(remote|remotely|hybrid|on-?site|in[- ]office|office|work from home|wfh|telecommute|flexible|based|first|friendly|optional|only)\b/gi;
const ROLLUP = /^\d+\s+locations?$/i;

/** How a country is shown in the state column: 'US' for the United States, otherwise its name. */
export function countryLabel(code: string): string {
  return code === 'US' ? 'US' : (COUNTRIES[code]?.name ?? code);
}

function usStateCode(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 2 && US_STATE_CODES.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return US_STATES[trimmed.toLowerCase()] ?? null;
}

function titleCase(value: string): string {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return value;
  return value
    .toLowerCase()
    .replace(/(^|[\s\-'(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** A place without its work-mode words; null when nothing but mode words was given. */
function placeOf(segment: string): string | null {
  const rest = segment
    .replace(MODE_WORDS, ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(/^[\s,:\-–—]+|[\s,:\-–—]+$/g, '')
    .replace(/\s*[-–—]\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
  return rest === '' ? null : rest;
}

/** Parse one place ("Austin, TX", "Berlin, Germany", "London") into city, state and country. */
function parsePlace(text: string): Omit<JobPlace, 'remote'> | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const first = parts[0]!;
  const known = KNOWN_CITIES[first.toLowerCase()];
  const whole = KNOWN_CITIES[text.trim().toLowerCase()];
  if (whole && parts.length <= 2 && !countryCode(parts[1] ?? '')) {
    return { city: whole[0], state: whole[1] || countryLabel(whole[2]), country: whole[2] };
  }

  let country: string | null = null;
  let state: string | null = null;
  const rest = [...parts];
  const last = rest[rest.length - 1]!;
  // A trailing two-letter code is a US state ("Portland, OR") unless the city is known abroad ("Berlin, DE").
  const lastState = rest.length > 1 ? usStateCode(last) : null;
  if (lastState && !(last.length === 2 && known && known[2] !== 'US')) {
    state = lastState;
    country = 'US';
    rest.pop();
  } else {
    const code = countryCode(last);
    if (code) {
      country = code;
      rest.pop();
      const region = rest.length > 1 ? rest[rest.length - 1]! : null;
      if (code === 'US' && region) {
        const regionState = usStateCode(region);
        if (regionState) {
          state = regionState;
          rest.pop();
        }
      } else if (region && rest.length > 1) {
        rest.pop(); // a region of a non-US country: the country is what the card shows
      }
    }
  }

  if (rest.length === 0) {
    if (state) return { city: null, state, country };
    return country ? { city: null, state: countryLabel(country), country } : null;
  }
  const cityText = rest[0]!;
  if (!state && !country && rest.length === 1) {
    const onlyState = usStateCode(cityText);
    if (onlyState && cityText.length > 2) return { city: null, state: onlyState, country: 'US' };
    const cityKnown = KNOWN_CITIES[cityText.toLowerCase()];
    if (cityKnown)
      return { city: cityKnown[0], state: cityKnown[1] || countryLabel(cityKnown[2]), country: cityKnown[2] };
    return { city: titleCase(cityText), state: null, country: null };
  }
  const cityKnown = KNOWN_CITIES[cityText.toLowerCase()];
  if (!state && !country && cityKnown) {
    return { city: cityKnown[0], state: cityKnown[1] || countryLabel(cityKnown[2]), country: cityKnown[2] };
  }
  if (!state && !country) {
    // "Bengaluru, Karnataka": an unknown second part is the best state we have.
    return { city: titleCase(cityText), state: titleCase(rest[1] ?? '') || null, country: null };
  }
  if (!state && country) state = countryLabel(country);
  const city = cityKnown && cityKnown[2] === country ? cityKnown[0] : titleCase(cityText);
  return { city, state, country };
}

/** A remote row: city 'Remote', with the country or region it is limited to when the feed says. */
function remotePlace(where: string | null): JobPlace {
  if (!where) return { city: 'Remote', state: null, country: null, remote: true };
  const region = REGIONS[where.toLowerCase()];
  if (region) return { city: 'Remote', state: region, country: null, remote: true };
  const parsed = parsePlace(where);
  if (!parsed) return { city: 'Remote', state: null, country: null, remote: true };
  return {
    city: 'Remote',
    state: parsed.state ?? (parsed.country ? countryLabel(parsed.country) : null),
    country: parsed.country,
    remote: true,
  };
}

/** Every place named in a free-text location ("San Francisco, CA; New York, NY", "Remote - US"). */
export function parseLocationText(value: string, remoteHint = false): JobPlace[] {
  const text = cleanLine(value, 1000);
  if (text === '' || ROLLUP.test(text)) return remoteHint ? [remotePlace(null)] : [];
  const places: JobPlace[] = [];
  for (const segment of text.split(SEPARATORS)) {
    if (!segment) continue;
    const where = placeOf(segment);
    const remote = REMOTE_WORD.test(segment);
    if (remote) {
      places.push(remotePlace(where));
      continue;
    }
    if (!where) continue;
    const region = REGIONS[where.toLowerCase()];
    if (region) {
      places.push({ city: null, state: region, country: null, remote: false });
      continue;
    }
    const parsed = parsePlace(where);
    if (parsed) places.push({ ...parsed, remote: false });
  }
  return places;
}

/** A structured place (city, region, country parts) as stored. */
export function structuredPlace(input: {
  city?: string | null;
  region?: string | null;
  country?: string | null;
  remote?: boolean;
}): JobPlace | null {
  const city = cleanLine(input.city ?? '');
  const region = cleanLine(input.region ?? '');
  const countryText = cleanLine(input.country ?? '');
  const code =
    countryCode(countryText) ?? (countryText === '' && region && usStateCode(region) ? 'US' : null);
  if (input.remote || REMOTE_WORD.test(city)) {
    return remotePlace(code ? countryLabel(code) : countryText || null);
  }
  if (!city && !region && !countryText) return null;
  if (code === 'US' || (!code && region && usStateCode(region))) {
    const state = usStateCode(region) ?? (region || null);
    return { city: city ? titleCase(city) : null, state, country: 'US', remote: false };
  }
  if (code)
    return { city: city ? titleCase(city) : null, state: countryLabel(code), country: code, remote: false };
  const parsed = parsePlace([city, region, countryText].filter(Boolean).join(', '));
  return parsed ? { ...parsed, remote: false } : null;
}

/**
 * All places of a posting, deduplicated, with a remote row when the posting is remote and no place
 * says so (spec: remote postings are listed as 'Remote').
 */
export function jobPlaces(sources: readonly SourcePlace[], remote: boolean): JobPlace[] {
  const out: JobPlace[] = [];
  const seen = new Set<string>();
  const add = (p: JobPlace) => {
    const key = `${p.city ?? ''}|${p.state ?? ''}|${p.remote}`.toLowerCase();
    if (seen.has(key) || out.length >= MAX_PLACES) return;
    seen.add(key);
    out.push(p);
  };
  for (const source of sources) {
    if (source.text !== undefined) {
      for (const p of parseLocationText(source.text, source.remote ?? false)) add(p);
    } else {
      const p = structuredPlace(source);
      if (p) add(p);
    }
  }
  if (remote && !out.some((p) => p.remote)) {
    const country = out.find((p) => p.country)?.country ?? null;
    add(remotePlace(country ? countryLabel(country) : null));
  }
  return out;
}

/** The key of a posting's places for repost matching: order-free, case-free. */
export function placesKey(places: readonly JobPlace[]): string {
  return places
    .map((p) => `${p.city ?? ''}|${p.state ?? ''}|${p.remote ? 'r' : ''}`.toLowerCase())
    .sort()
    .join(';');
}
