import type { Ats } from '@upstream/contract';

/**
 * Where the API itself gives the posting's pay, null when it does not (issue 22, item 6: pay kept ≥ 99% of
 * those). Read from the
 * answer, not from the description's prose: Greenhouse's pay ranges, its pay-transparency box in `content`,
 * and its currency metadata named for the posted pay (internal budgets and referral rewards are not);
 * the salary fields of the other ATS.
 */

const POSTED_PAY = /range|salary|pay|compensation|wage|earnings|\bote\b/i;
const NOT_POSTED = /budget|baseline|referral|reward|bonus/i;

/** An amount of pay: one unit or more (a board's 0.01 USD in an unused range field is a placeholder, not pay). */
const positive = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n >= 1;
};

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function greenhousePay(item: Record<string, unknown>): string | null {
  if (Array.isArray(item.pay_input_ranges) && item.pay_input_ranges.length > 0) return 'pay_input_ranges';
  if (typeof item.content === 'string' && /class=(?:"|&quot;)pay-range/.test(item.content))
    return 'the pay box in content';
  const metadata = Array.isArray(item.metadata) ? item.metadata.map(record) : [];
  const field = metadata.find((m) => {
    const name = typeof m?.name === 'string' ? m.name : '';
    const value = record(m?.value);
    if (!value || !POSTED_PAY.test(name) || NOT_POSTED.test(name)) return false;
    if (m?.value_type === 'currency_range') return positive(value.min_value) || positive(value.max_value);
    if (m?.value_type === 'currency') return positive(value.amount);
    return false;
  });
  return field ? `metadata "${String(field.name)}"` : null;
}

/** Keys inside a pay field that hold no amount (ids, currency codes, intervals, kinds). */
const NOT_AN_AMOUNT = /(^|_)id$|Id$|uuid|currency|interval|period|type|unit/i;

/**
 * An amount above zero inside a pay field (`salaryRange`, `compensation`, `salary`…): a number, or a text with
 * a non-zero figure ("$1 – $5 / year", "95.00").
 */
function holdsAmount(v: unknown, depth = 0): boolean {
  if (typeof v === 'number') return positive(v);
  if (typeof v === 'string') return /[1-9]/.test(v);
  if (depth > 3) return false;
  if (Array.isArray(v)) return v.some((x) => holdsAmount(x, depth + 1));
  const r = record(v);
  return r
    ? Object.entries(r).some(([key, x]) => !NOT_AN_AMOUNT.test(key) && holdsAmount(x, depth + 1))
    : false;
}

export function apiGivesPay(ats: Ats, raw: unknown): string | null {
  const item = record(raw);
  if (!item) return null;
  switch (ats) {
    case 'greenhouse':
      return greenhousePay(item);
    case 'pinpoint':
      return item.compensation_visible === true &&
        (positive(item.compensation_minimum) || positive(item.compensation_maximum))
        ? 'compensation_minimum/maximum'
        : null;
    default:
      return (
        ['salaryRange', 'compensation', 'salary', 'pay', 'payRange'].find((k) => holdsAmount(item[k])) ?? null
      );
  }
}
