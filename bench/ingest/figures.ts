import type { Figure } from '../side-by-side.ts';

// The figures `ingest --baseline` reads from each tree's output, as its report lines print them.
const rateOf = (label: string, which: 'ingest' | 'fetch-and-parse'): RegExp =>
  which === 'ingest'
    ? new RegExp(`${label}\\s+[\\d,]+ jobs in\\s+[\\d,]+ ms =\\s+([\\d,]+) jobs/s`)
    : new RegExp(`${label}\\s.*\\| baseline\\s+([\\d,]+) jobs/s`);
export const FIGURES: Figure[] = [
  {
    name: 'cold full ingest',
    pattern: rateOf('cold full ingest', 'ingest'),
    unit: 'jobs/s',
    better: 'higher',
  },
  {
    name: '  its fetch and parse',
    pattern: rateOf('cold full ingest', 'fetch-and-parse'),
    unit: 'jobs/s',
    better: 'higher',
  },
  {
    name: 'refetch, no changes',
    pattern: rateOf('refetch, no changes', 'ingest'),
    unit: 'jobs/s',
    better: 'higher',
  },
  {
    name: '  its fetch and parse',
    pattern: rateOf('refetch, no changes', 'fetch-and-parse'),
    unit: 'jobs/s',
    better: 'higher',
  },
  {
    name: 'refetch, 5% changed',
    pattern: rateOf('refetch, 5% changed', 'ingest'),
    unit: 'jobs/s',
    better: 'higher',
  },
  {
    name: '  its fetch and parse',
    pattern: rateOf('refetch, 5% changed', 'fetch-and-parse'),
    unit: 'jobs/s',
    better: 'higher',
  },
];
