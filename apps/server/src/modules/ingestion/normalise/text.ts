import he from 'he';
import { compile } from 'html-to-text';
import { fastHtmlToText } from './html.ts';
import { collapseSpaces } from './spaces.ts';

/** Longest title kept; longer ones are feeds gone wrong, not job titles. */
export const TITLE_MAX = 300;
/** Longest plain-text description kept (about 15 pages of text). */
export const DESCRIPTION_MAX = 50_000;
/**
 * Longest description HTML converted: five times the text kept is room for any real posting's markup, and
 * bounds what one posting can cost (a board once sent 1 MB of nested tables in one description).
 */
export const DESCRIPTION_HTML_MAX = 256 * 1024;
/** HTML the fast path hands back goes to html-to-text only up to this size (its cost grows faster than the input). */
const LIBRARY_INPUT_MAX = 64 * 1024;
/** Ends a description that was cut, so a reader knows there was more. */
export const DESCRIPTION_CUT_NOTE =
  '[The description was longer than Upstream keeps; the rest is on the posting.]';
const SHORT_TEXT_MAX = 200;

// C0/C1 control characters, zero-width and bidi marks: invisible in a browser, but they break matching.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
const TAG = /<[^>]*>/g;
const INVISIBLE_EXCEPT_NEWLINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/** One line of plain text from a feed value: tags and entities removed, invisible characters dropped. */
export function cleanLine(value: unknown, max = SHORT_TEXT_MAX): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  let text = String(value);
  if (text.includes('<')) text = text.replace(TAG, ' ');
  if (text.includes('&')) text = he.decode(text);
  text = collapseSpaces(text.replace(INVISIBLE, ' ')).trim();
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

/** A job title fit to show: HTML and control characters cleaned, whitespace collapsed, length capped. */
export function cleanTitle(value: unknown): string {
  return cleanLine(value, TITLE_MAX);
}

/** A short optional text (department, employment type): null when empty after cleaning. */
export function cleanOptional(value: unknown, max = SHORT_TEXT_MAX): string | null {
  const text = cleanLine(value, max);
  return text === '' ? null : text;
}

// Compiled once: html-to-text is ten times faster with a compiled converter.
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/** html-to-text's own conversion: what fastHtmlToText must match, and what it hands the rest to. */
export function libraryHtmlToText(html: string): string {
  return toText(html);
}

/** html-to-text, or, should it ever fail on broken markup, the text between the tags: a posting is never dropped for it. */
function safeToText(html: string): string {
  try {
    return toText(html);
  } catch {
    return textBetweenTags(html);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeBasicEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** The text between the tags: what broken or unusual markup becomes (linear, unlike html-to-text). */
function textBetweenTags(html: string): string {
  return decodeBasicEntities(
    html.replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ').replace(/<[^>]*>?/g, ' '),
  )
    .replace(/[ \t\f\r]+/g, ' ')
    .replace(/ ?\n ?/g, '\n');
}

/** At most `max` characters, ending with the cut note when the text was longer. */
function capped(text: string, max: number, cut: boolean): string {
  if (!cut && text.length <= max) return text;
  const room = max - DESCRIPTION_CUT_NOTE.length - 2;
  return `${text.length > room ? text.slice(0, room).trimEnd() : text}\n\n${DESCRIPTION_CUT_NOTE}`;
}

/**
 * Plain-text description from posting HTML (scripts, styles and markup dropped by the converter). HTML past
 * DESCRIPTION_HTML_MAX is cut before conversion, at a tag's start, and the text says so.
 */
export function htmlToPlainText(html: string | null | undefined): string | null {
  if (!html) return null;
  const cut = html.length > DESCRIPTION_HTML_MAX;
  const source = cut ? cutHtml(html) : html;
  const converted =
    fastHtmlToText(source, { tables: true }) ??
    (source.length <= LIBRARY_INPUT_MAX ? safeToText(source) : textBetweenTags(source));
  const text = converted
    .replace(INVISIBLE_EXCEPT_NEWLINE, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '') return null;
  return capped(text, DESCRIPTION_MAX, cut);
}

/** The first DESCRIPTION_HTML_MAX characters, ending before the tag the limit falls in. */
function cutHtml(html: string): string {
  const tagStart = html.lastIndexOf('<', DESCRIPTION_HTML_MAX);
  return html.slice(0, tagStart > 0 ? tagStart : DESCRIPTION_HTML_MAX);
}

/** Plain text given by the feed itself, tidied the same way. */
export function cleanPlainText(text: string | null | undefined): string | null {
  if (!text) return null;
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE_EXCEPT_NEWLINE, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (tidy === '') return null;
  return capped(tidy, DESCRIPTION_MAX, false);
}
