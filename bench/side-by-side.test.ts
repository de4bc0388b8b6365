import { describe, expect, it } from 'vitest';
import { FIGURES as DIGEST } from './digest/figures.ts';
import { FIGURES as INGEST } from './ingest/figures.ts';
import { readFigure } from './side-by-side.ts';

// Report lines as the benches print them (the format is the same at 23be143 and today): --baseline reads
// both trees' figures from them, so a figure the pattern misses would show as '—' in the table.
const INGEST_OUTPUT = `
[ingest] simulated 2,000 boards with 200,312 jobs in 5120 ms (separate process)
[ingest] cold full ingest            200,312 jobs in 58,790 ms =   3,407 jobs/s | baseline  39,012 jobs/s | 0.09 of baseline (11.45× its time)
[ingest] refetch, no changes         200,312 jobs in  6,892 ms =  29,063 jobs/s | baseline  41,200 jobs/s | 0.71 of baseline (1.41× its time)
[ingest] refetch, 5% changed         195,100 jobs in 33,068 ms =   5,900 jobs/s | baseline  40,870 jobs/s | 0.14 of baseline (6.93× its time)
`;

const DIGEST_OUTPUT = `
[digest] computed 250,000 digests (98,120 distinct filter sets, 61,311 with jobs) over 20,000 new jobs in 8.30 s using 7 SQL statements (target ≤ 10 s)
[digest] rendered, recorded and delivered 5,000 of 5,000 emails over pooled SMTP in 16.55 s (302 emails/s, target ≥ 400; failed 0, retrying 0)
[digest] at this rate all 61,311 digests with jobs are delivered 3.5 min after 10:00
`;

const DIGEST_OUTPUT_WITH_CPU = `
[digest] computed 250,000 digests (31,668 distinct filter sets, 61,311 with jobs) over 20,000 new jobs in 4.10 s using 5 SQL statements (target ≤ 5 s)
[digest] compute CPU: bench 3.55 s, PostgreSQL 1.72 s
[digest] rendered, recorded and delivered 5,000 of 5,000 emails over pooled SMTP in 12.20 s (410 emails/s, target ≥ 600; failed 0, retrying 0)
[digest] delivery CPU per 1,000 emails: bench 1.91 s, PostgreSQL 0.21 s, SMTP sink 0.40 s
[digest] at this rate all 61,311 digests with jobs are delivered 2.5 min after 10:00
`;

const read = (figures: typeof INGEST, output: string) =>
  Object.fromEntries(figures.map((f, i) => [`${i}:${f.name.trim()}`, readFigure(output, f.pattern)]));

describe('figures read for --baseline', () => {
  it("reads each ingest phase's rate and its fetch-and-parse baseline", () => {
    expect(Object.values(read(INGEST, INGEST_OUTPUT))).toEqual([3407, 39012, 29063, 41200, 5900, 40870]);
  });

  it('reads the digest compute time, statements, delivery rate and minutes; the CPU lines an older tree lacks are missing', () => {
    expect(Object.values(read(DIGEST, DIGEST_OUTPUT))).toEqual([
      8.3,
      7,
      302,
      Number.NaN,
      Number.NaN,
      Number.NaN,
      Number.NaN,
      3.5,
    ]);
  });

  it("reads the digest's CPU per phase where the tree prints it", () => {
    expect(Object.values(read(DIGEST, DIGEST_OUTPUT_WITH_CPU))).toEqual([
      4.1, 5, 410, 3.55, 1.72, 1.91, 0.21, 2.5,
    ]);
  });

  it('shows a figure the output lacks as missing, not as zero', () => {
    expect(readFigure('[ingest] targets: cold ≥ 5,000 jobs/s MISSED', INGEST[0]!.pattern)).toBeNaN();
  });
});
