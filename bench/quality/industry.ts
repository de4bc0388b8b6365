import { readFileSync } from 'node:fs';
import type { CompanyListEntry } from '@upstream/contract';
import {
  decideIndustry,
  type NormalisedJob,
  readIndustryDatasets,
} from '../../apps/server/src/modules/ingestion/index.ts';

// The industry a corpus board's company gets (a dataset's where one knows it, else inferred from its name and
// postings) against hand-labelled companies (apps/server/test/fixtures/real-market/industry):
// - held-out.csv: 200 corpus boards drawn before any rule was written, never tuned on (the figure);
// - tuning.csv: boards of the other side, labelled later to tune the rules on (printed, never the figure).

const LABELS = new URL('../../apps/server/test/fixtures/real-market/industry/', import.meta.url);

/** "ats/board" → the industry a person filed it under ('' when the name and postings do not tell). */
export function labelledIndustries(file: 'held-out.csv' | 'tuning.csv'): Map<string, string> {
  const lines = readFileSync(new URL(file, LABELS), 'utf8').trim().split('\n').slice(1);
  return new Map(lines.map((l) => [l.slice(0, l.indexOf(',')), l.slice(l.indexOf(',') + 1)]));
}
export const heldOutIndustries = () => labelledIndustries('held-out.csv');

/** A second, blind reading of the labelled companies (held-out-second.csv, tuning-second.csv; session 26). */
export function secondReadings(
  file: 'held-out.csv' | 'tuning.csv',
): { board: string; industry: string; confidence: string }[] {
  return readFileSync(new URL(file.replace('.csv', '-second.csv'), LABELS), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [board = '', industry = '', confidence = ''] = line.split(',');
      return { board, industry, confidence };
    });
}

/**
 * How far the second reading agrees with the first: the ceiling any inference is judged under. Never tuned on.
 */
export function secondReadingAgreement(file: 'held-out.csv' | 'tuning.csv'): {
  agreed: number;
  of: number;
  sure: number;
  sureAgreed: number;
} {
  const first = labelledIndustries(file);
  const tally = { agreed: 0, of: 0, sure: 0, sureAgreed: 0 };
  for (const { board, industry, confidence } of secondReadings(file)) {
    const agrees = first.get(board) === industry;
    tally.of++;
    if (agrees) tally.agreed++;
    if (confidence === 'high') {
      tally.sure++;
      if (agrees) tally.sureAgreed++;
    }
  }
  return tally;
}

export class IndustryAgreement {
  readonly labels: Map<string, string>;
  readonly dataset = readIndustryDatasets();
  /** The company list's company of each board, for its name and homepage. */
  readonly companyOf = new Map<string, CompanyListEntry>();
  labelled = 0;
  agreed = 0;
  unanswered = 0;
  fromDataset = 0;
  readonly misses: string[] = [];

  constructor(
    catalogue: readonly CompanyListEntry[] = [],
    file: 'held-out.csv' | 'tuning.csv' = 'held-out.csv',
  ) {
    this.labels = labelledIndustries(file);
    for (const c of catalogue)
      for (const b of c.boards) this.companyOf.set(`${b.ats}/${b.token.toLowerCase()}`, c);
  }

  /** The industry a corpus board's company gets with no person's answer (its list entry's name and homepage). */
  decide(key: string, board: string, jobs: readonly NormalisedJob[]) {
    const listed = this.companyOf.get(key.toLowerCase());
    const company = { name: listed?.name ?? board, homepage_url: listed?.homepage_url ?? null };
    return decideIndustry(this.dataset, company, jobs);
  }

  /** One corpus board: counted when it is in the sample with a label. */
  add(key: string, board: string, jobs: readonly NormalisedJob[]) {
    const label = this.labels.get(key);
    if (!label) return;
    this.labelled++;
    const decided = this.decide(key, board, jobs);
    if (decided?.source.startsWith('dataset:')) this.fromDataset++;
    if (decided?.industry === label) this.agreed++;
    else {
      if (decided === null) this.unanswered++;
      this.misses.push(`${key}: ${decided?.industry ?? 'none'} (a person: ${label})`);
    }
  }
}
