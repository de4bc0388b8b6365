import type { Figure } from '../side-by-side.ts';

// The figures `digest --baseline` reads from each tree's output, as its report lines print them.
export const FIGURES: Figure[] = [
  { name: 'digests computed in', pattern: /digests \(.*? in ([\d.]+) s using/, unit: 's', better: 'lower' },
  { name: 'SQL statements', pattern: /using (\d+) SQL statements/, unit: '', better: 'lower' },
  { name: 'delivery', pattern: /\(([\d,]+) emails\/s/, unit: 'emails/s', better: 'higher' },
  { name: 'compute CPU, bench', pattern: /compute CPU: bench ([\d.]+) s/, unit: 's', better: 'lower' },
  {
    name: 'compute CPU, PostgreSQL',
    pattern: /compute CPU: .*?PostgreSQL ([\d.]+) s/,
    unit: 's',
    better: 'lower',
  },
  {
    name: 'CPU per 1,000 emails, bench',
    pattern: /per 1,000 emails: bench ([\d.]+) s/,
    unit: 's',
    better: 'lower',
  },
  {
    name: 'CPU per 1,000 emails, PostgreSQL',
    pattern: /per 1,000 emails: .*?PostgreSQL ([\d.]+) s/,
    unit: 's',
    better: 'lower',
  },
  {
    name: 'all delivered after 10:00',
    pattern: /delivered ([\d.]+) min after 10:00/,
    unit: 'min',
    better: 'lower',
  },
];
