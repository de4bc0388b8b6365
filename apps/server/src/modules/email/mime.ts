// An email body part as nodemailer's `raw` input, encoded here with Buffer's native base64: nodemailer's streaming
// encoder wraps lines with a buffer copy per line and was a fifth of a digest run's CPU.

/** Base64 lines are at most 76 characters (RFC 2045). */
const LINE = 76;

/** A complete MIME part (its headers and its body) holding `body` as base64. */
export function base64Part(contentType: string, body: string): string {
  const encoded = Buffer.from(body, 'utf8').toString('base64');
  // Slices share the encoded string's memory; join makes the one copy.
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += LINE) lines.push(encoded.slice(at, at + LINE));
  return `Content-Type: ${contentType}\r\nContent-Transfer-Encoding: base64\r\n\r\n${lines.join('\r\n')}`;
}
