import type { HiringMessage, Mailbox } from './message.ts';

// A member who forwards by hand sends Upstream their own message wrapping the original: Gmail's
// "---------- Forwarded message ---------" block, Outlook's line of underscores (or "-----Original
// Message-----") then From/Sent/To/Subject, Apple Mail's "Begin forwarded message:". The original sender,
// date and subject are read back from that header block; mail forwarded by a provider's rule keeps its own
// headers and is read as it is.

const MARKERS = [
  /^-{5,}\s*Forwarded message\s*-{5,}\s*$/im,
  /^-{3,}\s*Original Message\s*-{3,}\s*$/im,
  /^Begin forwarded message:\s*$/im,
  /^_{10,}\s*$/m,
];

const HEADER = /^\s*(From|Sent|Date|Subject|To|Cc)\s*:\s*(.*)$/i;

export function parseMailbox(raw: string): Mailbox {
  const value = raw.replace(/\*/g, '').trim();
  const angle = /^(.*?)\s*[<[](?:mailto:)?([^<>[\]\s]+@[^<>[\]\s]+)[>\]]/.exec(value);
  if (angle) return { name: angle[1]!.replace(/^"|"$/g, '').trim(), address: angle[2]!.toLowerCase() };
  const bare = /([^\s<>]+@[^\s<>]+)/.exec(value);
  if (bare) return { name: value.replace(bare[1]!, '').trim(), address: bare[1]!.toLowerCase() };
  return { name: value, address: '' };
}

/** Gmail writes "Tue, Nov 3, 2026 at 9:41 AM", Outlook "Tuesday, November 3, 2026 9:41 AM". */
export function parseForwardedDate(raw: string): Date | null {
  const cleaned = raw
    .replace(/\bat\b/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const parsed = Date.parse(cleaned.replace(/^[A-Za-z]+,\s*/, ''));
  if (!Number.isNaN(parsed)) return new Date(parsed);
  const again = Date.parse(cleaned);
  return Number.isNaN(again) ? null : new Date(again);
}

const stripForwardPrefix = (subject: string) => subject.replace(/^\s*((fwd?|fw|tr|wg)\s*:\s*)+/i, '').trim();

export function unwrapForwarded(message: HiringMessage): HiringMessage {
  const text = message.text.replace(/\r\n/g, '\n');
  let start = -1;
  let markerEnd = -1;
  for (const marker of MARKERS) {
    const m = marker.exec(text);
    if (m && (start === -1 || m.index < start)) {
      // An underscore rule only counts when a header block follows it (it is also a signature divider).
      const after = text.slice(m.index + m[0].length).replace(/^\s*\n/, '');
      if (marker.source.startsWith('^_') && !/^\s*From\s*:/i.test(after)) continue;
      start = m.index;
      markerEnd = m.index + m[0].length;
    }
  }
  if (start === -1) return { ...message, subject: stripForwardPrefix(message.subject) };
  const lines = text.slice(markerEnd).split('\n');
  const headers: Record<string, string> = {};
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i += 1;
  for (; i < lines.length; i += 1) {
    const m = HEADER.exec(lines[i]!);
    if (!m) break;
    headers[m[1]!.toLowerCase()] = m[2]!.trim();
  }
  if (!headers.from) return { ...message, subject: stripForwardPrefix(message.subject) };
  const date = headers.date ?? headers.sent;
  return {
    from: parseMailbox(headers.from),
    subject: headers.subject ?? stripForwardPrefix(message.subject),
    date: date ? parseForwardedDate(date) : message.date,
    text: lines.slice(i).join('\n').trim(),
  };
}
