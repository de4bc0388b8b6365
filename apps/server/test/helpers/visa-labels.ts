import { type VisaSponsorship, visaSponsorship } from '../../src/modules/ingestion/normalise/visa.ts';
import { type Half, plainDescription, readLabelled, type Score, score } from './labelled-postings.ts';

/** The hand label of a posting: what it says about sponsoring a visa. */
export type VisaLabel = VisaSponsorship | 'not-said';

/** The targets the extractor is held to on the held-out half. */
export const VISA_TARGETS = { precision: 0.95 } as const;

export interface VisaMiss {
  id: string;
  title: string;
  expected: VisaLabel;
  got: VisaLabel;
  sentence: string | null;
}

export interface VisaScores {
  postings: number;
  byLabel: Record<VisaSponsorship, Score>;
  misses: VisaMiss[];
}

export function visaScores(half: Half): VisaScores {
  const postings = readLabelled<VisaLabel>('visa').filter((p) => p.half === half);
  const tally = {
    sponsors: { expected: 0, found: 0, right: 0 },
    'no-sponsorship': { expected: 0, found: 0, right: 0 },
  };
  const misses: VisaMiss[] = [];
  for (const p of postings) {
    const reading = visaSponsorship(plainDescription(p));
    const got: VisaLabel = reading?.sponsorship ?? 'not-said';
    if (p.label !== 'not-said') tally[p.label].expected++;
    if (got !== 'not-said') tally[got].found++;
    if (got !== 'not-said' && got === p.label) tally[got].right++;
    if (got !== p.label)
      misses.push({ id: p.id, title: p.title, expected: p.label, got, sentence: reading?.sentence ?? null });
  }
  const of = (t: { expected: number; found: number; right: number }) => score(t.expected, t.found, t.right);
  return {
    postings: postings.length,
    byLabel: { sponsors: of(tally.sponsors), 'no-sponsorship': of(tally['no-sponsorship']) },
    misses,
  };
}
