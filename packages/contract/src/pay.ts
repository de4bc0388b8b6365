// Pay and work mode as job cards show them and searches filter them (issue 14). No zod here: the search page
// reads these on its first load.

/** The intervals pay is stored in, as the board gives it. */
export const PAY_INTERVALS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type PayInterval = (typeof PAY_INTERVALS)[number];

/** How the work is done: at the employer's place, partly there, or from elsewhere. */
export const WORK_MODES = ['on-site', 'hybrid', 'remote'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** What a card calls each work mode. */
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  'on-site': 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

/** A job's pay as a card receives it: the amounts in the interval they are paid in. */
export interface JobSalary {
  min: number | null;
  max: number | null;
  currency: string | null;
  interval: PayInterval;
}

/** The currencies the minimum-salary filter offers (any ISO 4217 code is accepted). */
export const SALARY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'INR',
  'SEK',
  'SGD',
  'JPY',
] as const;
export const DEFAULT_SALARY_CURRENCY = 'USD';
/** The highest yearly minimum the filter accepts. */
export const MIN_SALARY_MAX = 10_000_000;
/** The yearly minimums the search form offers (any whole amount is accepted in the URL). */
export const MIN_SALARY_STEPS = [
  30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 120_000, 140_000, 160_000, 180_000,
  200_000, 250_000, 300_000,
] as const;

const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  INR: '₹',
  CAD: 'CA$',
  AUD: 'A$',
};
const SUFFIX: Record<PayInterval, string> = { year: '', month: '/mo', week: '/wk', day: '/day', hour: '/hr' };

/** 120000 → '120k', 1500000 → '1.5M', 45 → '45', 24.5 → '24.50'. */
function compact(n: number): string {
  if (n >= 1_000_000) return `${Number((n / 1_000_000).toFixed(n % 1_000_000 === 0 ? 0 : 1))}M`;
  if (n >= 10_000) return `${Math.round(n / 1000)}k`;
  if (n >= 1000) return `${Number((n / 1000).toFixed(1))}k`;
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** A compact pay range: '$120k–$160k', '€60k–€75k', '$45/hr', 'from £40k', 'up to $90k', '3k–4k CHF/mo'. */
export function formatSalary(salary: JobSalary | null | undefined): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const code = salary.currency ?? '';
  const symbol = SYMBOLS[code];
  const money = (n: number) => (symbol ? `${symbol}${compact(n)}` : compact(n));
  const unit = `${symbol || !code ? '' : ` ${code}`}${SUFFIX[salary.interval]}`;
  const { min, max } = salary;
  if (min !== null && max !== null && min !== max) return `${money(min)}–${money(max)}${unit}`;
  if (min !== null && max !== null) return `${money(min)}${unit}`;
  if (min !== null) return `from ${money(min)}${unit}`;
  return `up to ${money(max!)}${unit}`;
}

/** A job's remote row is a place whose city is this, its state the country or region it is open to. */
export const REMOTE_CITY = 'Remote';

export const isRemotePlace = (place: { city: string | null }): boolean => place.city === REMOTE_CITY;

/** How a remote place is shown: 'Remote (US)', 'Remote (Europe)', 'Remote (anywhere)', or just 'Remote'. */
export function placeLabel(place: { city: string | null; state: string | null }): string {
  if (isRemotePlace(place)) {
    if (!place.state) return 'Remote';
    return `Remote (${place.state === 'Anywhere' ? 'anywhere' : place.state})`;
  }
  return [place.city, place.state].filter(Boolean).join(', ');
}
