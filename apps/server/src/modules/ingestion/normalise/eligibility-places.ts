import { fold, type Geography } from './geo.ts';

/** Parts of the world postings name instead of countries. */
export const ELIGIBILITY_REGIONS = [
  'EUROPE',
  'EU',
  'EMEA',
  'LATAM',
  'APAC',
  'ASIA',
  'AMERICAS',
  'NORTH_AMERICA',
  'AFRICA',
  'MIDDLE_EAST',
  'OCEANIA',
] as const;
export type EligibilityRegion = (typeof ELIGIBILITY_REGIONS)[number];

/** A place a posting names: a country (ISO alpha-2), a US state (postal code) or a region. */
export type Place =
  | { kind: 'country' | 'usState'; code: string }
  | { kind: 'region'; code: EligibilityRegion };
/** A place and where in the words it was named. */
export type NamedPlace = Place & { at: number };

// Region names and the everyday names of the US and UK that the country list leaves out or spells otherwise.
const REGION_NAMES: Record<string, EligibilityRegion> = {
  europe: 'EUROPE',
  'european union': 'EU',
  eu: 'EU',
  emea: 'EMEA',
  latam: 'LATAM',
  'latin america': 'LATAM',
  'south america': 'LATAM',
  'central and south america': 'LATAM',
  apac: 'APAC',
  'asia pacific': 'APAC',
  asia: 'ASIA',
  americas: 'AMERICAS',
  'the americas': 'AMERICAS',
  'north america': 'NORTH_AMERICA',
  'northern america': 'NORTH_AMERICA',
  africa: 'AFRICA',
  'middle east': 'MIDDLE_EAST',
  oceania: 'OCEANIA',
};
const COUNTRY_ALIASES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'u s': 'US',
  'u s a': 'US',
  'united states': 'US',
  'contiguous us': 'US',
  'continental us': 'US',
  'lower 48': 'US',
  uk: 'GB',
  'u k': 'GB',
  'great britain': 'GB',
};
// Two capitals that are a US state's code and also an everyday word or abbreviation in capitals.
const WORDLIKE_STATE_CODES = new Set([
  'IN',
  'OR',
  'ME',
  'HI',
  'OK',
  'ID',
  'DE',
  'CO',
  'PA',
  'LA',
  'MA',
  'AL',
  'MD',
  'GA',
  'SC',
  'MS',
  'MO',
  'NE',
  'VA',
]);
// Three capitals that are a time zone before they are a country code ("EST" is not Estonia).
const ZONE_ABBREVIATIONS = new Set([
  'EST',
  'EDT',
  'CST',
  'CDT',
  'MST',
  'MDT',
  'PST',
  'PDT',
  'CET',
  'EET',
  'WET',
  'GMT',
  'UTC',
  'BST',
  'IST',
  'AST',
  'HST',
  'SGT',
  'JST',
  'BRT',
  'ART',
]);
// A place named as a language or a clock ("UK English", "US hours") is not where someone lives.
const NOT_A_PLACE_AFTER =
  /^[\s-]+(?:English|Spanish|Portuguese|French|German|Dutch|Italian|time|timezones?|time-zones?|hours|business hours|holidays|dollars?|GAAP|law|laws|market|markets|payroll|tax|taxes|customers|clients|companies|employers)\b/;
// Countries whose one-word name is also a US state, read as the state when the words are about the US.
const STATE_OR_COUNTRY = new Set(['georgia']);

const WORD = /[\p{L}][\p{L}\p{M}.'’]*|\d+/gu;

interface Word {
  text: string;
  start: number;
  end: number;
}

function words(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    // "U.S." and "U.K." keep their dots; a trailing full stop of a sentence does not belong to the word.
    const raw = /^(?:\p{L}\.){2,}$/u.test(m[0]) ? m[0] : m[0].replace(/[.'’]+$/u, '');
    out.push({ text: raw, start: m.index ?? 0, end: (m.index ?? 0) + raw.length });
  }
  return out;
}

const isCapitalised = (w: string) => /^\p{Lu}/u.test(w);
const isCodeLike = (w: string) => /^\p{Lu}{2}$/u.test(w);

/**
 * Phrases looked up so far, per geography: a remote posting's every capitalised run of up to five words is looked
 * up, and postings repeat the same ones ("United States", "We", "Remote"). Emptied when full. Callers copy a
 * place before adding to it.
 */
const lookedUp = new WeakMap<Geography, Map<string, Place | null>>();
const LOOKED_UP_MAX = 50_000;

function lookUp(geo: Geography, phrase: string, usContext: boolean): Place | null {
  let known = lookedUp.get(geo);
  if (!known) {
    known = new Map();
    lookedUp.set(geo, known);
  }
  const key = usContext ? `1${phrase}` : `0${phrase}`;
  const found = known.get(key);
  if (found !== undefined) return found;
  const place = readPhrase(geo, phrase, usContext);
  if (known.size >= LOOKED_UP_MAX) known.clear();
  known.set(key, place);
  return place;
}

function readPhrase(geo: Geography, phrase: string, usContext: boolean): Place | null {
  const key = fold(phrase).replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  if (key === '') return null;
  const region = REGION_NAMES[key];
  if (region) return { kind: 'region', code: region };
  const alias = COUNTRY_ALIASES[key];
  if (alias) return { kind: 'country', code: alias };
  if (STATE_OR_COUNTRY.has(key) && usContext) {
    const state = geo.usStateCode(phrase);
    if (state) return { kind: 'usState', code: state };
  }
  // State names before countries: "Washington" and "New Mexico" are states to a US posting.
  if (phrase.length > 2) {
    const state = geo.usStateCode(phrase);
    if (state && !STATE_OR_COUNTRY.has(key)) return { kind: 'usState', code: state };
  }
  if (/^\p{Lu}{3}$/u.test(phrase)) {
    if (ZONE_ABBREVIATIONS.has(phrase)) return null;
    const code = geo.countryCode(phrase);
    return code ? { kind: 'country', code } : null;
  }
  const country = geo.countryByName(phrase);
  return country ? { kind: 'country', code: country } : null;
}

/**
 * The countries, US states and regions named in a piece of a posting, in order, longest name first ("New
 * Mexico" before "Mexico", "United States" before "States"). Names must be written as names (capitalised);
 * two-letter state codes only where a person would read them as states: in a list of codes, after "in", a
 * comma or a bracket, or alone in a location field (`codes: 'always'`).
 */
export function namedPlaces(
  geo: Geography,
  text: string,
  options: { codes?: 'in-context' | 'always' } = {},
): readonly NamedPlace[] {
  // A board's postings repeat their sentences (the company, the benefits, where it hires): each read once.
  const codes = options.codes ?? 'in-context';
  return geo.remembered.remember('namedPlaces', `${codes}\u0000${text}`, () =>
    readNamedPlaces(geo, text, codes),
  );
}

function readNamedPlaces(geo: Geography, text: string, codes: 'in-context' | 'always'): NamedPlace[] {
  const ws = words(text);
  // Text in capitals ("FOR IGBO WRITING EXPERTS ONLY") turns every short word into a code; lists of codes
  // themselves ("AK, AL, AR") do not count as shouting.
  const long = ws.filter((w) => w.text.length >= 3 && /^\p{L}+$/u.test(w.text));
  const shouting =
    long.length > 3 && long.filter((w) => w.text === w.text.toUpperCase()).length / long.length > 0.6;
  const usContext =
    /\b(U\.?S\.?A?|United States|states?)\b/.test(text) || /\b[A-Z]{2}, [A-Z]{2}\b/.test(text);
  const found: NamedPlace[] = [];
  for (let i = 0; i < ws.length; ) {
    let matched = 0;
    for (let n = Math.min(5, ws.length - i); n >= 1; n--) {
      const first = ws[i]!;
      const last = ws[i + n - 1]!;
      if (!isCapitalised(first.text) && !/^the$/i.test(first.text)) continue;
      const phrase = text.slice(first.start, last.end);
      if (n === 1 && isCodeLike(first.text)) {
        const place = twoLetters(geo, first.text, text, first, ws, i, codes, shouting);
        if (place && !NOT_A_PLACE_AFTER.test(text.slice(first.end))) {
          found.push({ ...place, at: first.start });
          matched = 1;
        }
        break;
      }
      if (shouting && n === 1 && first.text.length <= 3 && !/^(USA|UK|EU|EMEA|LATAM|APAC)$/.test(first.text))
        break;
      const place = lookUp(geo, phrase, usContext);
      if (place && NOT_A_PLACE_AFTER.test(text.slice(last.end))) {
        matched = n;
        break;
      }
      if (place) {
        found.push({ ...place, at: first.start });
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  // Among other US states ("Alabama, Arizona, Florida, Georgia, Texas"), Georgia is the state.
  if (found.filter((p) => p.kind === 'usState').length >= 2)
    return found.map((p) =>
      p.kind === 'country' && p.code === 'GE' ? { kind: 'usState', code: 'GA', at: p.at } : p,
    );
  return found;
}

function twoLetters(
  geo: Geography,
  code: string,
  text: string,
  word: Word,
  ws: Word[],
  index: number,
  codes: 'in-context' | 'always',
  shouting: boolean,
): Place | null {
  if (code === 'US') return { kind: 'country', code: 'US' };
  if (code === 'UK') return { kind: 'country', code: 'GB' };
  if (code === 'EU') return { kind: 'region', code: 'EU' };
  const country = listedCountryCode(geo, code, text, ws, index);
  if (country) return { kind: 'country', code: country };
  const state = geo.usStateCode(code);
  if (!state) return null;
  if (codes === 'always') return { kind: 'usState', code: state };
  if (shouting) return null;
  const before = text.slice(Math.max(0, word.start - 4), word.start);
  const after = text.slice(word.end, word.end + 2);
  // Codes in a list are joined by commas or "and"/"or" ("AL, AR, AZ", "CA and NY"), not by a bare space
  // ("log IN OR register"); a list may run through a connecting word.
  const isStateCode = (w: Word | undefined) =>
    w !== undefined && isCodeLike(w.text) && geo.usStateCode(w.text) !== null;
  const joined = (a: Word, b: Word) =>
    /^\s*(?:,|\/|&|\||•|·|;|\band\b|\bor\b|,\s*(?:and|or)\b)\s*$/.test(text.slice(a.end, b.start));
  const listed = (j: number, step: 1 | -1) => {
    const other = ws[j];
    if (!other) return false;
    if (isStateCode(other)) return step === 1 ? joined(word, other) : joined(other, word);
    // "CA and NY": the connecting word is a word of its own.
    const next = ws[j + step];
    if (/^(and|or)$/i.test(other.text) && isStateCode(next))
      return step === 1 ? joined(word, next!) : joined(next!, word);
    return false;
  };
  const inList = listed(index - 1, -1) || listed(index + 1, 1);
  const placed = /(\bin |, |\(|- )$/.test(before) || /^\)/.test(after);
  if (inList) return { kind: 'usState', code: state };
  if (placed && !WORDLIKE_STATE_CODES.has(code)) return { kind: 'usState', code: state };
  if (placed && /, $/.test(before)) return { kind: 'usState', code: state };
  return null;
}

// "Remote within USA, UK, CA, AU or NZ": in a list of countries a two-letter code is a country's, CA Canada. The
// list must name a country other than the US ("San Francisco, CA, US" keeps California) and hold nothing but
// countries' names and codes.
const COUNTRY_LIST_JOIN = /^\s*(?:,|\/|&|\||;|\bor\b|\band\b|,\s*(?:and|or)\b)\s*$/i;
function listedCountryCode(
  geo: Geography,
  code: string,
  text: string,
  ws: Word[],
  index: number,
): string | null {
  const own = geo.countryCode(code);
  if (!own) return null;
  const run: string[] = [code];
  for (const step of [-1, 1] as const) {
    let j = index;
    while (true) {
      // "AU or NZ": the connecting word is a word of its own.
      const skip = /^(?:and|or)$/i.test(ws[j + step]?.text ?? '') ? 2 : 1;
      const next = ws[j + skip * step];
      if (!next) break;
      const gap = step === 1 ? text.slice(ws[j]!.end, next.start) : text.slice(next.end, ws[j]!.start);
      if (!COUNTRY_LIST_JOIN.test(gap)) break;
      run.push(next.text);
      j += skip * step;
    }
  }
  const countries = run.map((w) =>
    isCodeLike(w) || /^USA$/.test(w) ? geo.countryCode(w) : geo.countryByName(w),
  );
  if (countries.some((c) => c === null) || run.length < 3) return null;
  const beyondUs = run.some(
    (w, i) => countries[i] !== 'US' && (!isCodeLike(w) || w === 'UK' || geo.usStateCode(w) === null),
  );
  return beyondUs ? own : null;
}

/** The country and US state of a city named alone ("Dublin", "Los Angeles"), when one city dwarfs its namesakes. */
export function cityPlace(geo: Geography, name: string): { country: string; usState: string | null } | null {
  const city = geo.findCity(name.trim());
  if (!city) return null;
  return { country: city.country, usState: city.country === 'US' ? city.admin : null };
}
