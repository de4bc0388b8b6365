/** A pay range as a feed gives it. */
export interface SourceSalary {
  min?: number | string | null;
  max?: number | string | null;
  currency?: string | null;
  /** 'year', 'month', 'hour' or the feed's own words ("per-year-salary", "1 YEAR"). */
  interval?: string | null;
}

export interface Salary {
  min: number | null;
  max: number | null;
  currency: string | null;
}

const HOURS_PER_YEAR = 2080;

function amount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
  return Number.isFinite(n) && n > 0 && n < 100_000_000 ? n : null;
}

/** How many of `interval` make a year; null when the interval is not pay over time (equity, bonus). */
function perYear(interval: string | null | undefined): number | null {
  const i = (interval ?? 'year').toLowerCase();
  if (/hour/.test(i)) return HOURS_PER_YEAR;
  if (/week/.test(i)) return 52;
  if (/month/.test(i)) return 12;
  if (/year|annual|annum|yearly/.test(i) || i === '') return 1;
  return null;
}

/** The annual pay range in whole units of its currency, or null when the feed gives none usable. */
export function annualSalary(source: SourceSalary | null | undefined): Salary | null {
  if (!source) return null;
  const factor = perYear(source.interval);
  if (factor === null) return null;
  let min = amount(source.min);
  let max = amount(source.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const currency =
    source.currency && /^[A-Za-z]{3}$/.test(source.currency.trim())
      ? source.currency.trim().toUpperCase()
      : null;
  return {
    min: min === null ? null : Math.round(min * factor),
    max: max === null ? null : Math.round(max * factor),
    currency,
  };
}
