import MimeNode from 'nodemailer/lib/mime-node';

// A text-and-HTML email as one finished buffer, byte for byte what nodemailer builds with `textEncoding: 'base64'`:
// nodemailer writes the headers (address and subject encoding, Message-ID, Date, the boundary); the two parts are
// base64-encoded natively and written straight into the message's one buffer (nodemailer's streaming encoder wraps
// lines with a buffer copy per line, and the parts then went through a string of the whole message).

/** Base64 lines are at most 76 characters (RFC 2045). */
const LINE = 76;
const TEXT_PART = 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n';
const HTML_PART = 'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n';

export interface ComposedMessage {
  envelope: { from: string | false; to: string[] };
  raw: Buffer;
}

/** Bytes `encoded` takes written in lines of LINE characters, each ended by CRLF (an empty part: one CRLF). */
const wrappedLength = (encoded: string) => encoded.length + Math.max(1, Math.ceil(encoded.length / LINE)) * 2;

function writeWrapped(out: Buffer, at: number, encoded: string): number {
  let to = at;
  if (encoded.length === 0) {
    out[to++] = 0x0d;
    out[to++] = 0x0a;
  }
  for (let from = 0; from < encoded.length; from += LINE) {
    to += out.write(encoded.slice(from, from + LINE), to, 'latin1');
    out[to++] = 0x0d;
    out[to++] = 0x0a;
  }
  return to;
}

/** UTF-8 bytes of the body being encoded: one buffer kept, not two new ones of ~40 KB per email for the GC. */
let scratch = Buffer.allocUnsafe(64 * 1024);

function base64Of(body: string): string {
  const most = body.length * 3;
  if (scratch.length < most) scratch = Buffer.allocUnsafe(most);
  const bytes = scratch.write(body, 0, 'utf8');
  return scratch.toString('base64', 0, bytes);
}

export function composeMessage(mail: {
  from: string;
  replyTo?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  messageId: string;
}): ComposedMessage {
  // The root node alone, with its headers set as MailComposer sets them (custom ones first, then its own in its
  // order): only the headers and the boundary are nodemailer's, and building the parts' nodes is skipped.
  const root = new MimeNode('multipart/alternative');
  if (mail.headers) root.addHeader(mail.headers);
  root.setHeader('from', mail.from);
  root.setHeader('to', mail.to);
  if (mail.replyTo) root.setHeader('reply-to', mail.replyTo);
  root.setHeader('subject', mail.subject);
  root.setHeader('message-id', mail.messageId);
  const headers = root.buildHeaders();
  const boundary = root.boundary;
  if (!boundary) throw new Error('a text-and-HTML email has a boundary');
  const { from, to } = root.getEnvelope();
  const text = base64Of(mail.text);
  const html = base64Of(mail.html);
  const head = `${headers}\r\n\r\n--${boundary}\r\n${TEXT_PART}`;
  const between = `--${boundary}\r\n${HTML_PART}`;
  const end = `--${boundary}--\r\n`;
  const headBytes = Buffer.byteLength(head, 'utf8');
  const raw = Buffer.allocUnsafe(
    headBytes + wrappedLength(text) + between.length + wrappedLength(html) + end.length,
  );
  let at = raw.write(head, 0, 'utf8');
  at = writeWrapped(raw, at, text);
  at += raw.write(between, at, 'latin1');
  at = writeWrapped(raw, at, html);
  at += raw.write(end, at, 'latin1');
  return { envelope: { from, to }, raw: at === raw.length ? raw : raw.subarray(0, at) };
}
