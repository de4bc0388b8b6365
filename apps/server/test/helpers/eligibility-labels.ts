import { createGeography } from '../../src/modules/ingestion/normalise/geo.ts';
import {
  type RemoteEligibility,
  remoteEligibility,
  type TimeZoneRange,
} from '../../src/modules/ingestion/normalise/remote-eligibility.ts';
import {
  type Half,
  type LabelledPosting,
  plainDescription,
  readLabelled,
  type Score,
  score,
} from './labelled-postings.ts';

/** The hand label of a remote posting: where it may be done from, or null when it does not say. */
export type EligibilityLabel = Omit<RemoteEligibility, 'sentence' | 'sentences'> | null;

const geo = createGeography();

/** The targets the extractor is held to on the held-out half, for every kind of reading. */
export const ELIGIBILITY_TARGETS = { precision: 0.9, recall: 0.9 } as const;

export const KINDS = [
  'include countries',
  'include US states',
  'include regions',
  'include time zones',
  'anywhere',
  'exclude countries',
  'exclude US states',
] as const;
export type Kind = (typeof KINDS)[number];

const zone = (z: TimeZoneRange) => `UTC${z.from}..UTC${z.to}`;

/** A reading as (kind, value) pairs, the unit precision and recall are counted in. */
function pairs(e: EligibilityLabel): [Kind, string][] {
  if (!e) return [];
  return [
    ...e.include.countries.map((c): [Kind, string] => ['include countries', c]),
    ...e.include.usStates.map((s): [Kind, string] => ['include US states', s]),
    ...e.include.regions.map((r): [Kind, string] => ['include regions', r]),
    ...e.include.timeZones.map((z): [Kind, string] => ['include time zones', zone(z)]),
    ...(e.anywhere ? [['anywhere', 'anywhere'] as [Kind, string]] : []),
    ...e.exclude.countries.map((c): [Kind, string] => ['exclude countries', c]),
    ...e.exclude.usStates.map((s): [Kind, string] => ['exclude US states', s]),
  ];
}

export interface EligibilityMiss {
  id: string;
  title: string;
  location: string | null;
  missing: string[];
  extra: string[];
  sentence: string | null;
}

export interface EligibilityScores {
  postings: number;
  byKind: Record<Kind, Score>;
  /** Postings whose whole reading (every kind, or null) is as labelled. */
  exact: number;
  misses: EligibilityMiss[];
}

export function eligibilityScores(half: Half): EligibilityScores {
  return scoreReadings(readLabelled<EligibilityLabel>('remote-eligibility').filter((p) => p.half === half));
}

/**
 * The fresh held-out set of round 10 (fixtures/remote-eligibility/fresh.json.gz): postings of employers with
 * no posting in labelled.json.gz, labelled before the reader was run on them, every one held out.
 */
export function freshEligibilityScores(): EligibilityScores {
  return scoreReadings(readLabelled<EligibilityLabel>('remote-eligibility', 'fresh.json.gz'));
}

function scoreReadings(postings: LabelledPosting<EligibilityLabel>[]): EligibilityScores {
  const tally = Object.fromEntries(KINDS.map((k) => [k, { expected: 0, found: 0, right: 0 }])) as Record<
    Kind,
    { expected: number; found: number; right: number }
  >;
  const misses: EligibilityMiss[] = [];
  let exact = 0;
  for (const p of postings) {
    const reading = remoteEligibility(
      {
        title: p.title,
        location: p.location,
        description: plainDescription(p),
      },
      geo,
    );
    const want = pairs(p.label).map(([k, v]) => `${k}: ${v}`);
    const got = pairs(reading).map(([k, v]) => `${k}: ${v}`);
    for (const [k] of pairs(p.label)) tally[k].expected++;
    for (const [k, v] of pairs(reading)) {
      tally[k].found++;
      if (want.includes(`${k}: ${v}`)) tally[k].right++;
    }
    const missing = want.filter((w) => !got.includes(w));
    const extra = got.filter((g) => !want.includes(g));
    if (missing.length === 0 && extra.length === 0) exact++;
    else
      misses.push({
        id: p.id,
        title: p.title,
        location: p.location,
        missing,
        extra,
        sentence: reading?.sentence ?? null,
      });
  }
  const byKind = Object.fromEntries(
    KINDS.map((k) => [k, score(tally[k].expected, tally[k].found, tally[k].right)]),
  ) as Record<Kind, Score>;
  return { postings: postings.length, byKind, exact, misses };
}
