import type { PayInterval } from '@upstream/contract';

/** A pay range as a feed gives it. */
export interface SourceSalary {
  min?: number | string | null;
  max?: number | string | null;
  currency?: string | null;
  /** 'year', 'month', 'hour' or the feed's own words ("per-year-salary", "1 YEAR", "HOURLY"). */
  interval?: string | null;
}

/** A pay range as stored: the amounts in the interval they are paid in, and a yearly figure where it is sound. */
export interface Salary {
  min: number | null;
  max: number | null;
  currency: string | null;
  interval: PayInterval;
  annualMin: number | null;
  annualMax: number | null;
}

/** How many of each interval make a working year (40-hour weeks, 260 working days). */
const PER_YEAR: Record<PayInterval, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };
/** A yearly amount under this is an hourly rate under the wrong label (Ashby's 24.04 USD "1 YEAR"). */
const YEARLY_FLOOR = 1_000;
/** An hourly amount at or over this is a yearly salary under the wrong label. */
const HOURLY_CEILING = 10_000;

function amount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
  return Number.isFinite(n) && n > 0 && n < 100_000_000 ? n : null;
}

/** The interval a feed's words name; null when the pay is not pay over time (equity, a bonus, a commission). */
export function payInterval(interval: string | null | undefined): PayInterval | null {
  const i = (interval ?? '').toLowerCase();
  if (i === '') return 'year';
  if (/hour|\bhr\b|hourly/.test(i)) return 'hour';
  if (/\bday|daily/.test(i)) return 'day';
  if (/week/.test(i)) return 'week';
  if (/month/.test(i)) return 'month';
  if (/year|annual|annum|yearly|\byr\b|salary/.test(i)) return 'year';
  return null;
}

/**
 * The pay range of a posting, or null when the feed gives none usable. `annualise` says whether a yearly figure
 * is sound for pay by the hour, day or week: not for an internship or a part-time job, whose hours are not a
 * working year (a $50/hr summer intern does not earn six figures).
 */
export function salaryOf(source: SourceSalary | null | undefined, annualise = true): Salary | null {
  if (!source) return null;
  let interval = payInterval(source.interval);
  if (interval === null) return null;
  let min = amount(source.min);
  let max = amount(source.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const top = (max ?? min)!;
  if (interval === 'year' && top < YEARLY_FLOOR) interval = 'hour';
  else if (interval === 'hour' && top >= HOURLY_CEILING) interval = 'year';
  const currency =
    source.currency && /^[A-Za-z]{3}$/.test(source.currency.trim())
      ? source.currency.trim().toUpperCase()
      : null;
  const yearly = interval === 'year' || interval === 'month' || annualise;
  const factor = PER_YEAR[interval];
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    min: min === null ? null : round(min),
    max: max === null ? null : round(max),
    currency,
    interval,
    annualMin: yearly && min !== null ? Math.round(min * factor) : null,
    annualMax: yearly ? Math.round(top * factor) : null,
  };
}
