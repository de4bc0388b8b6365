// Small formatting shared by the console's pages.

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An instant as the operator reads it (their own time zone), or a dash. */
export function when(iso: string | null | undefined): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '—';
}

export function day(iso: string | null | undefined): string {
  return iso ? DATE.format(new Date(iso)) : '—';
}

/** A state kept in the audit log, as short readable JSON. */
export function stateText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1);
}
