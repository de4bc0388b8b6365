import { readFileSync } from 'node:fs';
import { inferIndustry, type NormalisedJob } from '../../apps/server/src/modules/ingestion/index.ts';

// Industry inference against the hand-labelled held-out companies
// (apps/server/test/fixtures/real-market/industry: 200 corpus boards drawn before any rule, never tuned on).

const HELD_OUT = new URL(
  '../../apps/server/test/fixtures/real-market/industry/held-out.csv',
  import.meta.url,
);

/** "ats/board" → the industry a person filed it under ('' when the name and postings do not tell). */
export function heldOutIndustries(): Map<string, string> {
  const lines = readFileSync(HELD_OUT, 'utf8').trim().split('\n').slice(1);
  return new Map(lines.map((l) => [l.slice(0, l.indexOf(',')), l.slice(l.indexOf(',') + 1)]));
}

export class IndustryAgreement {
  readonly labels = heldOutIndustries();
  labelled = 0;
  agreed = 0;
  unanswered = 0;
  readonly misses: string[] = [];

  /** One corpus board: counted when it is in the held-out sample with a label. */
  add(key: string, name: string, jobs: readonly NormalisedJob[]) {
    const label = this.labels.get(key);
    if (!label) return;
    this.labelled++;
    const inferred = inferIndustry(name, jobs);
    if (inferred === label) this.agreed++;
    else {
      if (inferred === null) this.unanswered++;
      this.misses.push(`${key}: ${inferred ?? 'none'} (a person: ${label})`);
    }
  }
}
