// Numbers and dates as the product words them (en-US), for the server, the emails and the web client alike.
// The fixed formats (digit groups, a UTC day, a month's name) are written out here instead of asking Intl: a page's
// first call into Intl loads the browser's locale data, 50–70 ms of a slowed phone's main thread, and a formatter
// made when a module loads pays it while the page's scripts start, before the page answers a tap. A format that
// needs a time zone's rules stays Intl's, made on first use (`dateFormat`).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 12345 → "12,345", as `toLocaleString('en-US')` writes a whole number. */
export function groupDigits(n: number): string {
  const whole = Math.trunc(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** A month's name in UTC: "August". */
export const utcMonthName = (at: Date): string => MONTHS[at.getUTCMonth()] ?? '';

/** A day in UTC: "Mar 8, 2026" (Intl's `{ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }`). */
export const utcDay = (at: Date): string =>
  `${utcMonthName(at).slice(0, 3)} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;

/** An en-US date format made on its first use, not when the module loads. */
export function dateFormat(options: Intl.DateTimeFormatOptions): (at: Date | number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format.format(at);
  };
}
