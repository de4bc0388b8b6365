import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { withoutControlCharacters } from '../../lib/control-characters.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

// The private calendar feed (.ics) of a person's next dates. Its URL is the only credential — calendar apps
// fetch without cookies — so it holds a random key and an HMAC of it under the service secret, and can be
// rotated when it leaks.

const sign = (deps: Deps, key: string) =>
  createHmac('sha256', deps.config.secretKey).update(`calendar:${key}`).digest('base64url').slice(0, 32);

const feedUrl = (deps: Deps, key: string) =>
  `${deps.config.publicUrl}/api/calendar/${key}.${sign(deps, key)}.ics`;

export async function calendarFeedUrl(deps: Deps, userId: number): Promise<string> {
  let key = await repo.calendarFeedKey(deps.db, userId);
  if (!key) {
    key = randomBytes(18).toString('base64url');
    await repo.storeCalendarFeedKey(deps.db, userId, key, deps.clock.now());
  }
  return feedUrl(deps, key);
}

export async function rotateCalendarFeed(deps: Deps, userId: number): Promise<string> {
  const key = randomBytes(18).toString('base64url');
  await repo.storeCalendarFeedKey(deps.db, userId, key, deps.clock.now());
  return feedUrl(deps, key);
}

/** The feed behind a URL token ('{key}.{signature}.ics'), or null when the token is not a live one. */
export async function calendarFor(deps: Deps, token: string): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{32})(?:\.ics)?$/.exec(token);
  if (!match) return null;
  const [, key, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(deps, key));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  const userId = await repo.userOfCalendarFeed(deps.db, key);
  if (userId === undefined) return null;
  const events = await repo.datedJobs(deps.db, userId);
  return buildCalendar(
    events.map((e) => ({
      uid: `upstream-job-${e.job_id}-user-${userId}@${new URL(deps.config.publicUrl).hostname}`,
      date: e.next_date,
      summary: `${e.next_date_label ?? 'Next step'}: ${e.title} at ${e.company}`,
      description: `Status: ${e.status}\n${e.url}`,
      url: e.url,
    })),
    deps.clock.now(),
  );
}

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD: an all-day event. */
  date: string;
  summary: string;
  description: string;
  url: string;
}

/**
 * RFC 5545 TEXT escaping. Every line break (CRLF, LF or a bare CR, which some calendar apps also end a line at)
 * becomes `\\n`; other control characters, which TEXT does not allow, are dropped.
 */
const text = (s: string) =>
  withoutControlCharacters(
    s
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );

/** A URI value (RFC 5545 §3.3.13) has no escapes: control characters, which could end the line, are dropped. */
const uri = withoutControlCharacters;

/** RFC 5545 §3.1: lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a UTF-8 sequence: back up to a lead byte.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join('\r\n ');
}

const compactDate = (iso: string) => iso.replace(/-/g, '');
function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const stamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function buildCalendar(events: CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Upstream//Job tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Upstream job tracker',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(e.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`,
      `SUMMARY:${text(e.summary)}`,
      `DESCRIPTION:${text(e.description)}`,
      `URL:${uri(e.url)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
