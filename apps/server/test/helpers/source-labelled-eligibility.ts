import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { EligibilityRegion } from '../../src/modules/ingestion/normalise/eligibility-places.ts';
import { createGeography } from '../../src/modules/ingestion/normalise/geo.ts';
import { remoteEligibility } from '../../src/modules/ingestion/normalise/remote-eligibility.ts';
import type { EligibilityLabel } from './eligibility-labels.ts';
import {
  FIXTURES_DIR,
  type Half,
  type LabelledPosting,
  plainDescription,
  readLabelled,
  type Score,
  score,
} from './labelled-postings.ts';

/**
 * Remote eligibility scored against the board's own label, not ours: Remotive's `candidate_required_location`
 * and Jobicy's `jobGeo`, kept as the posting's `location`. Each of the board's words maps to one of our kinds by
 * the fixed table below, written before any score was seen (fixtures/remote-eligibility/README.md, round 9).
 * The boards label countries, parts of the world, a few time zones and "Worldwide"; they never name a US state
 * or an exclusion, so those kinds are not scored here.
 */
const COUNTRIES: Record<string, string> = {
  Argentina: 'AR',
  Armenia: 'AM',
  Australia: 'AU',
  Austria: 'AT',
  Bangladesh: 'BD',
  Belgium: 'BE',
  Brazil: 'BR',
  Bulgaria: 'BG',
  Canada: 'CA',
  Colombia: 'CO',
  'Costa Rica': 'CR',
  Croatia: 'HR',
  'Czech Republic': 'CZ',
  Czechia: 'CZ',
  Denmark: 'DK',
  'Dominican Republic': 'DO',
  Ecuador: 'EC',
  Egypt: 'EG',
  Estonia: 'EE',
  Finland: 'FI',
  France: 'FR',
  Georgia: 'GE',
  Germany: 'DE',
  Ghana: 'GH',
  Greece: 'GR',
  Hungary: 'HU',
  India: 'IN',
  Indonesia: 'ID',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  Japan: 'JP',
  Kenya: 'KE',
  Lithuania: 'LT',
  Mexico: 'MX',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Nicaragua: 'NI',
  Nigeria: 'NG',
  Peru: 'PE',
  Philippines: 'PH',
  Poland: 'PL',
  Portugal: 'PT',
  Romania: 'RO',
  'Saudi Arabia': 'SA',
  Serbia: 'RS',
  Singapore: 'SG',
  Slovakia: 'SK',
  'South Africa': 'ZA',
  'South Korea': 'KR',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  Thailand: 'TH',
  Türkiye: 'TR',
  Uganda: 'UG',
  UK: 'GB',
  'United Arab Emirates': 'AE',
  Uruguay: 'UY',
  USA: 'US',
  Vietnam: 'VN',
};
// "South America" has no kind of its own; it lies inside Latin America.
const REGIONS: Record<string, EligibilityRegion> = {
  APAC: 'APAC',
  Africa: 'AFRICA',
  Americas: 'AMERICAS',
  Asia: 'ASIA',
  EMEA: 'EMEA',
  Europe: 'EUROPE',
  LATAM: 'LATAM',
  'Northern America': 'NORTH_AMERICA',
  Oceania: 'OCEANIA',
  'South America': 'LATAM',
};
// The zones as the hand labels of this project read them (README, "Values").
const ZONES: Record<string, { from: number; to: number }> = {
  'USA timezones': { from: -8, to: -5 },
  'European timezones': { from: 0, to: 2 },
  'CET +/- 3 HOURS': { from: -2, to: 4 },
  'CST (UTC-6)': { from: -6, to: -6 },
};
const ANYWHERE = new Set(['Worldwide', 'Anywhere']);

/** The board's label in our kinds, or null when one of its words is not in the table (the posting is left out). */
export function sourceLabel(boardWords: string): EligibilityLabel {
  const label = {
    anywhere: false,
    include: {
      countries: [] as string[],
      usStates: [] as string[],
      regions: [] as EligibilityRegion[],
      timeZones: [] as { from: number; to: number }[],
    },
    exclude: { countries: [] as string[], usStates: [] as string[] },
  };
  for (const word of boardWords.split(',').map((w) => w.trim())) {
    if (ANYWHERE.has(word)) label.anywhere = true;
    else if (COUNTRIES[word]) label.include.countries.push(COUNTRIES[word]);
    else if (REGIONS[word]) label.include.regions.push(REGIONS[word]);
    else if (ZONES[word]) label.include.timeZones.push(ZONES[word]);
    else return null;
  }
  label.include.regions = [...new Set(label.include.regions)];
  return label;
}

export const SOURCE_KINDS = [
  'include countries',
  'include regions',
  'include time zones',
  'anywhere',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

function pairs(e: EligibilityLabel): string[] {
  if (!e) return [];
  return [
    ...e.include.countries.map((c) => `include countries: ${c}`),
    ...e.include.regions.map((r) => `include regions: ${r}`),
    ...e.include.timeZones.map((z) => `include time zones: UTC${z.from}..UTC${z.to}`),
    ...(e.anywhere ? ['anywhere: anywhere'] : []),
  ];
}
const kindOf = (pair: string) => pair.slice(0, pair.indexOf(':')) as SourceKind;

/** A posting of the board-labelled set: its board's words kept as they came (`sourceLabel`). */
type SourcePosting = LabelledPosting<unknown> & { sourceLabel?: string; site?: string };

/**
 * The board-labelled postings of one half. Tuning: the Remotive and Jobicy postings of the hand-labelled set
 * (all on its tuning side, their `location` the board's own words) and the new captures' postings of employers
 * already met. Held out: the new captures' postings of employers met nowhere else.
 */
export function sourceLabelledPostings(half: Half): SourcePosting[] {
  const file = path.join(FIXTURES_DIR, 'remote-eligibility', 'source-labelled.json.gz');
  const captured = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as SourcePosting[];
  const handLabelled =
    half === 'tuning'
      ? (readLabelled<unknown>('remote-eligibility') as SourcePosting[])
          .filter((p) => p.half === 'tuning' && (p.site === 'remotive' || p.site === 'jobicy') && p.location)
          .map((p) => ({ ...p, sourceLabel: p.location! }))
      : [];
  return [...handLabelled, ...captured.filter((p) => p.half === half)];
}

export interface SourceMiss {
  id: string;
  title: string;
  location: string | null;
  missing: string[];
  extra: string[];
}
export interface SourceScores {
  postings: number;
  /** Postings whose board words are not all in the table: left out, never scored. */
  unmapped: number;
  byKind: Record<SourceKind, Score>;
  exact: number;
  misses: SourceMiss[];
}

const geo = createGeography();

/**
 * Precision and recall against the board's label, per (posting, value) pair. `withLocation`: the posting as a
 * connector gives it (the board's words as its location field, as the ATS connectors pass theirs); without it,
 * what the title and description alone say.
 */
export function sourceLabelledScores(half: Half, { withLocation }: { withLocation: boolean }): SourceScores {
  const tally = Object.fromEntries(
    SOURCE_KINDS.map((k) => [k, { expected: 0, found: 0, right: 0 }]),
  ) as Record<SourceKind, { expected: number; found: number; right: number }>;
  const misses: SourceMiss[] = [];
  let exact = 0;
  let unmapped = 0;
  let postings = 0;
  for (const p of sourceLabelledPostings(half)) {
    const label = sourceLabel(p.sourceLabel ?? '');
    if (!label) {
      unmapped++;
      continue;
    }
    postings++;
    const reading = remoteEligibility(
      { title: p.title, location: withLocation ? p.location : null, description: plainDescription(p) },
      geo,
    );
    const want = pairs(label);
    const got = pairs(reading);
    for (const w of want) tally[kindOf(w)].expected++;
    for (const g of got) {
      tally[kindOf(g)].found++;
      if (want.includes(g)) tally[kindOf(g)].right++;
    }
    const missing = want.filter((w) => !got.includes(w));
    const extra = got.filter((g) => !want.includes(g));
    if (missing.length === 0 && extra.length === 0) exact++;
    else misses.push({ id: p.id, title: p.title, location: p.location, missing, extra });
  }
  const byKind = Object.fromEntries(
    SOURCE_KINDS.map((k) => [k, score(tally[k].expected, tally[k].found, tally[k].right)]),
  ) as Record<SourceKind, Score>;
  return { postings, unmapped, byKind, exact, misses };
}
