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
/**
 * The most an hourly rate plausibly is, in US dollars: a range with no interval (or a "year" of a few hundred)
 * topping this is thousands a year ("190–240" in New York is $190k–240k, not $190/hour).
 */
const PLAUSIBLE_HOURLY_USD = 150;
/** Under one unit is a placeholder a board left in (MongoDB's 0.01 USD), not pay. */
const LEAST_AMOUNT = 1;
/** Above this, in US dollars, an amount is a typing slip, not a salary. */
const MOST_USD = 100_000_000;

/**
 * Rough units of each currency to the US dollar, for telling an hourly rate from thousands a year and a slip from
 * a salary: only the order of magnitude matters, so the figures are rounded and need no upkeep. Currencies not
 * listed count as dollars.
 */
// biome-ignore format: a table reads better packed
const PER_USD: Record<string, number> = {
  EUR: 0.9, GBP: 0.8, CHF: 0.9, CAD: 1.4, AUD: 1.5, NZD: 1.7, SGD: 1.3, HKD: 7.8, ILS: 3.7, AED: 3.7, SAR: 3.8,
  PLN: 4, CZK: 23, HUF: 360, RON: 4.6, BGN: 1.8, DKK: 6.9, SEK: 10.5, NOK: 10.8, ISK: 138, TRY: 35, ZAR: 18,
  INR: 85, PKR: 280, BDT: 120, LKR: 300, NPR: 135, CNY: 7.2, TWD: 32, JPY: 150, KRW: 1400, PHP: 57, THB: 35,
  MYR: 4.5, IDR: 16000, VND: 25000, BRL: 5.5, MXN: 18, ARS: 1000, CLP: 950, COP: 4100, PEN: 3.7, UYU: 40,
  CRC: 510, NGN: 1500, KES: 130, EGP: 49, UAH: 41, RUB: 90, KZT: 500, GEL: 2.7, RSD: 105,
};

/** The currency of a country's pay, where a feed gives amounts without one. */
// biome-ignore format: a table reads better packed
const COUNTRY_CURRENCY: Record<string, string> = {
  US: 'USD', CA: 'CAD', GB: 'GBP', AU: 'AUD', NZ: 'NZD', IN: 'INR', JP: 'JPY', KR: 'KRW', SG: 'SGD', CH: 'CHF',
  BR: 'BRL', MX: 'MXN', CO: 'COP', ID: 'IDR', VN: 'VND', PL: 'PLN', IL: 'ILS', SE: 'SEK', DK: 'DKK', NO: 'NOK',
  DE: 'EUR', FR: 'EUR', ES: 'EUR', IT: 'EUR', NL: 'EUR', IE: 'EUR', PT: 'EUR', BE: 'EUR', AT: 'EUR', FI: 'EUR',
};

const perUsd = (currency: string | null) => (currency && PER_USD[currency]) || 1;

function amount(value: number | string | null | undefined, currency: string | null): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
  // Pay of 100 million or more is ordinary in a currency of large numbers (KRW, COP, IDR): the bound is in dollars.
  return Number.isFinite(n) && n >= LEAST_AMOUNT && n / perUsd(currency) < MOST_USD ? n : null;
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
export function salaryOf(
  source: SourceSalary | null | undefined,
  annualise = true,
  country: string | null = null,
): Salary | null {
  if (!source) return null;
  let interval = payInterval(source.interval);
  if (interval === null) return null;
  const currency =
    source.currency && /^[A-Za-z]{3}$/.test(source.currency.trim())
      ? source.currency.trim().toUpperCase()
      : null;
  // Where the feed names no currency, the job's country tells the scale of its numbers.
  const scale = perUsd(currency ?? (country ? (COUNTRY_CURRENCY[country] ?? null) : null));
  let min = amount(source.min, currency);
  let max = amount(source.max, currency);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  let top = (max ?? min)!;
  if (interval === 'year' && top < YEARLY_FLOOR * scale) {
    // A few hundred "a year", or with no interval at all: an hourly rate if it can be one, else thousands a year.
    if (top / scale <= PLAUSIBLE_HOURLY_USD) interval = 'hour';
    else {
      min = min === null ? null : min * 1000;
      max = max === null ? null : max * 1000;
      top *= 1000;
    }
  } else if (interval === 'hour' && top >= HOURLY_CEILING * scale) interval = 'year';
  const yearly = interval === 'year' || interval === 'month' || annualise;
  const factor = PER_YEAR[interval];
  return {
    min: min === null ? null : toCents(min),
    max: max === null ? null : toCents(max),
    currency,
    interval,
    annualMin: yearly && min !== null ? Math.round(min * factor) : null,
    annualMax: yearly ? Math.round(top * factor) : null,
  };
}

/** An amount rounded to cents (a module-level function: tsx names every closure as it is made, per call). */
function toCents(n: number): number {
  return Math.round(n * 100) / 100;
}
