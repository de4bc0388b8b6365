import { titleKey } from './keys.ts';

// One result per opening (issue 22, item 7; docs/decisions/0015): the rule that tells two postings of a board
// apart from two copies of one opening posted once per city. Pure functions, run where a board is normalised
// (off the event loop) and again where its openings are regrouped; the bench scores them on the real market.

/** A place as a posting gives it (the catalogue's job places). */
interface Place {
  city: string | null;
  state: string | null;
  country: string | null;
  remote: boolean;
}

/** Words a title ends with to say how or where the work is done, never what it is. */
const WORK_MODE_WORDS = new Set([
  'remote',
  'hybrid',
  'onsite',
  'on site',
  'in office',
  'office',
  'wfh',
  'home based',
  'homebased',
  'anywhere',
  'remote first',
  'fully remote',
  'remote friendly',
  'flexible',
  'global',
  'worldwide',
  'nationwide',
  'emea',
  'apac',
  'latam',
  'americas',
  'europe',
  'eu',
  'north america',
  'us',
  'usa',
  'uk',
]);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Each code's name, asked of Intl once: asking is slow, and postings name few countries. */
const countryNames = new Map<string, string | null>();

function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? null;
    } catch {
      name = null;
    }
    countryNames.set(code, name);
  }
  return name;
}

/** Every name the job's own places go by, folded as titles are ("new york", "ny", "united states", "us"). */
function placeWords(places: readonly Place[]): Set<string> {
  const words = new Set<string>();
  for (const p of places) {
    for (const name of [p.city, p.state, p.country, p.country ? countryName(p.country) : null]) {
      const folded = name ? titleKey(name) : '';
      if (folded) words.add(folded);
    }
  }
  return words;
}

/** Is this trailing piece of a title only places and work-mode words ("New York, NY", "Remote - US")? */
function onlyWhere(piece: string, places: readonly Place[], where: { words: Set<string> | null }): boolean {
  const parts = piece
    .split(/\s*(?:,|\/|\||;|\s-\s|\s–\s|\s—\s|\bor\b|\band\b|&)\s*/i)
    .map((p) => titleKey(p))
    .filter(Boolean);
  if (parts.length === 0) return false;
  for (const p of parts) {
    if (WORK_MODE_WORDS.has(p)) continue;
    // The places' names only when a piece could be one (most titles end in none).
    where.words ??= placeWords(places);
    if (!where.words.has(p)) return false;
  }
  return true;
}

const TRAILING_GROUP = /\s*[([]([^()[\]]*)[)\]]\s*$/;
const TRAILING_SEGMENT = /\s*(?:\s[-–—|:]\s*|,\s*|\s\/\s|\s@\s|\sin\s)([^-–—|:,/@]*)$/i;

/**
 * The title of the opening a posting is a copy of: its folded title (titleKey: case, accents, punctuation,
 * spacing, common abbreviations) without trailing pieces that only say where or how the work is done and that
 * the posting's own places confirm — "Account Executive - New York" and "Account Executive (London)" are both
 * "account executive" when posted in those cities, while "Account Executive - Enterprise" stays itself.
 */
export function openingTitle(title: string, places: readonly Place[]): string {
  const where = { words: null };
  let rest = title.trim();
  for (let i = 0; i < 4; i++) {
    const group = TRAILING_GROUP.exec(rest);
    if (group && onlyWhere(group[1] ?? '', places, where)) {
      rest = rest.slice(0, group.index);
      continue;
    }
    const segment = TRAILING_SEGMENT.exec(rest);
    if (segment && segment.index > 0 && onlyWhere(segment[1] ?? '', places, where)) {
      rest = rest.slice(0, segment.index);
      continue;
    }
    break;
  }
  return titleKey(rest) || titleKey(title);
}

/**
 * What a posting is grouped into openings by: its opening title and its department (folded), since one title in
 * two departments ("Software Engineer" of Payments and of Search) is two openings.
 */
export function openingKey(job: {
  title: string;
  department: string | null;
  places: readonly Place[];
}): string {
  const department = job.department ? titleKey(job.department) : '';
  return department
    ? `${openingTitle(job.title, job.places)} | ${department}`
    : openingTitle(job.title, job.places);
}

/**
 * A description's sketch: one-permutation MinHash over its word 5-gram shingles (lower case, letters and digits
 * only), SKETCH_SIZE buckets, each the least hash that fell in it (-1 when none did). Two sketches estimate the
 * Jaccard similarity of the two shingle sets (sketchSimilarity) with one hash per shingle, so it costs about as
 * much as reading the text once.
 */
export const SKETCH_SIZE = 32;
const SHINGLE = 5;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Murmur3's finaliser: every bit of the input moves every bit of the output. */
function mix(h: number): number {
  let x = h;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Which characters beyond ASCII are letters or digits (\p{L}, \p{N}), as read: descriptions repeat few of them. */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const nonAsciiWordChar = new Map<number, boolean>();
function isNonAsciiWordChar(codePoint: number): boolean {
  let known = nonAsciiWordChar.get(codePoint);
  if (known === undefined) {
    known = LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint));
    if (nonAsciiWordChar.size < 4096) nonAsciiWordChar.set(codePoint, known);
  }
  return known;
}

/** A word's weight in a full window's hash when it leaves it: 31^(SHINGLE - 1). */
const LEAVING_WEIGHT = 31 ** (SHINGLE - 1);

/** A 5-gram's hash from its words' hashes (oldest first in a ring of SHINGLE starting at `from`). */
function shingleHash(ring: Uint32Array, from: number, length: number): number {
  let h = 0;
  for (let k = 0; k < length; k++) h = Math.imul(h, 31) + (ring[(from + k) % SHINGLE] ?? 0);
  return h >>> 0;
}

function addToSketch(sketch: number[], shingle: number): void {
  const m = mix(shingle);
  const bucket = m % SKETCH_SIZE;
  // The bits above the bucket's, as a non-negative int4 for the database.
  const value = m >>> 5;
  const held = sketch[bucket] ?? -1;
  if (held === -1 || value < held) sketch[bucket] = value;
}

/**
 * One pass over the lower-cased text: each word (a run of letters and digits) hashed with FNV-1a over its UTF-16
 * units as it is read, the last SHINGLE word hashes kept in a ring, each full window hashed into the sketch. No
 * word list is built (splitting a 600-word description into strings, then hashes, was most of its cost); the
 * sketch is the one that splitting gave, which the stored sketches were made with (a test compares the two).
 */
export function descriptionSketch(description: string | null | undefined): number[] | null {
  if (!description) return null;
  const text = description.toLowerCase();
  const sketch = new Array<number>(SKETCH_SIZE).fill(-1);
  const ring = new Uint32Array(SHINGLE);
  let words = 0;
  let h = FNV_OFFSET;
  let inWord = false;
  /** The last SHINGLE words' hash as shingleHash makes it, kept as words come (modulo 2^32, as it is). */
  let window = 0;
  // One index past the text ends the last word: the loop's word end is written once, with no closure made per
  // description (tsx names each closure as it is made, a property definition per call).
  for (let i = 0; i <= text.length; i++) {
    let wordChar = false;
    let width = 1;
    if (i < text.length) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        wordChar = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
      } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        const paired = low >= 0xdc00 && low <= 0xdfff;
        width = paired ? 2 : 1;
        wordChar = paired && isNonAsciiWordChar(((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
      } else {
        wordChar = isNonAsciiWordChar(c);
      }
    }
    if (!wordChar) {
      if (inWord) {
        // The window's hash rolled on: the word leaving it (0 while it fills) taken out, the new one added.
        const word = h >>> 0;
        const slot = words % SHINGLE;
        const leaving = ring[slot] ?? 0;
        ring[slot] = word;
        words++;
        window = (Math.imul((window - Math.imul(leaving, LEAVING_WEIGHT)) | 0, 31) + word) | 0;
        if (words >= SHINGLE) addToSketch(sketch, window >>> 0);
        h = FNV_OFFSET;
        inWord = false;
      }
      continue;
    }
    inWord = true;
    for (let k = 0; k < width; k++) h = Math.imul(h ^ text.charCodeAt(i + k), FNV_PRIME);
    i += width - 1;
  }
  if (words === 0) return null;
  // Fewer words than a shingle: the one shingle is all of them.
  if (words < SHINGLE) addToSketch(sketch, shingleHash(ring, 0, words));
  return sketch;
}

/** The share of buckets filled in either sketch that hold the same least hash: the estimated Jaccard. */
export function sketchSimilarity(a: readonly number[], b: readonly number[]): number {
  let filled = 0;
  let same = 0;
  for (let i = 0; i < SKETCH_SIZE; i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x === -1 && y === -1) continue;
    filled++;
    if (x === y) same++;
  }
  return filled === 0 ? 1 : same / filled;
}

/**
 * Near-duplicate descriptions: an estimated Jaccard of at least this. Copies of one opening differ in the
 * city a sentence names, a few words of a five-word window each (measured: `npm run bench -- quality`).
 */
export const SAME_DESCRIPTION = 0.8;

/** Two descriptions of one opening: near-duplicates, or both absent (then the title alone decides). */
export function sameDescription(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return a === b;
  return sketchSimilarity(a, b) >= SAME_DESCRIPTION;
}

/** A posting as openings are grouped: oldest (lowest id) first. */
export interface OpeningCandidate<Id> {
  id: Id;
  openingKey: string;
  sketch: number[] | null;
}

/**
 * The openings of a board's open postings: each posting's representative, the oldest posting of its opening
 * (itself when it is alone or the representative). A posting joins the first opening of its key whose
 * representative's description it nearly duplicates; `candidates` must come oldest first.
 */
export function groupOpenings<Id>(candidates: readonly OpeningCandidate<Id>[]): Map<Id, Id> {
  const representatives = new Map<string, OpeningCandidate<Id>[]>();
  const of = new Map<Id, Id>();
  for (const job of candidates) {
    const same = representatives.get(job.openingKey) ?? [];
    const rep = same.find((r) => sameDescription(r.sketch, job.sketch));
    if (rep) of.set(job.id, rep.id);
    else {
      same.push(job);
      representatives.set(job.openingKey, same);
      of.set(job.id, job.id);
    }
  }
  return of;
}
