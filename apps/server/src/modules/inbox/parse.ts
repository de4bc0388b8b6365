import { convert } from 'html-to-text';
import { type AddressObject, simpleParser } from 'mailparser';
import type { HiringMessage } from './reading/index.ts';

/** A message Upstream cannot read as mail: no sender, no text, or not MIME at all. */
export class MalformedMail extends Error {}

const firstAddress = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a[0] : a)?.value[0];

/**
 * The one parser both ways in (SMTP and the providers' webhook) hand raw MIME to. Plain text is read as it is;
 * HTML-only mail is turned into text with its line breaks, so a forwarded header block stays one line each.
 */
export async function parseRawMail(raw: Buffer): Promise<HiringMessage> {
  const head = raw.subarray(0, 65_536).toString('latin1');
  if (!/^[\x21-\x39\x3b-\x7e]+:/m.test(head) || !/^from:/im.test(head))
    throw new MalformedMail('That is not an email: it has no From header.');
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  try {
    parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  } catch {
    throw new MalformedMail('That email could not be read as MIME.');
  }
  const from = firstAddress(parsed.from);
  if (!from?.address) throw new MalformedMail('That email has no sender address.');
  const text =
    parsed.text?.trim() ||
    (typeof parsed.html === 'string'
      ? convert(parsed.html, {
          wordwrap: false,
          selectors: [{ selector: 'a', options: { ignoreHref: true } }],
        })
      : '');
  if (!text.trim() && !parsed.subject)
    throw new MalformedMail('That email has neither a subject nor any text.');
  return {
    from: { name: from.name ?? '', address: from.address.toLowerCase() },
    subject: parsed.subject ?? '',
    date: parsed.date ?? null,
    text,
  };
}
