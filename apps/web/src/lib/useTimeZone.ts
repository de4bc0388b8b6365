import { dateFormat } from '@upstream/contract';
import { useSyncExternalStore } from 'react';

// The reader's time zone is the browser's; the server does not know it. A time the server renders is written in
// UTC, and named so, and the browser rewrites it in its own zone once it has hydrated (the same text length, so
// nothing below it moves), instead of leaving the part out of the server's page and drawing it late.

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const serverZone = () => 'UTC';

/** 'UTC' on the server and while hydrating, then the browser's own zone. */
export function useTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserZone, serverZone);
}

const formats = new Map<string, (at: Date) => string>();

/** 'Nov 27, 5:02 AM' in `zone`, with ' UTC' after it when that zone is UTC (the server's guess). */
export function formatMoment(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  let format = formats.get(zone);
  if (!format) {
    format = dateFormat({
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    });
    formats.set(zone, format);
  }
  return zone === 'UTC' ? `${format(at)} UTC` : format(at);
}
