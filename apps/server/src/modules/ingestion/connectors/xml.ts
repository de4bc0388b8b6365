import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BoardFetchError } from './http.ts';

/** Elements that repeat in the feeds read as XML: always arrays, even when a feed holds one. */
const REPEATED = new Set(['position', 'office', 'jobDescription', 'item', 'tt:location']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Ids, postcodes and dates stay text as written ("0042" is not 42).
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  // isArray reads only the tag's name: no path string built for every tag of a feed (a tenth of its parse).
  jPath: false,
});

/**
 * An XML or RSS feed as plain objects (text nodes as strings, CDATA read as text). A feed that is not
 * well-formed XML (cut off, an HTML error page, JSON) is a malformed board, never a shorter list of jobs.
 */
export function parseXmlFeed(text: string, root: string): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new BoardFetchError(
      'malformed',
      `The board answered with a feed that is not XML: ${valid.err.msg}`,
    );
  const doc = parser.parse(text) as Record<string, unknown>;
  const top = doc[root];
  if (top === undefined) throw new BoardFetchError('malformed', `The feed has no <${root}> element.`);
  // An empty element (<workzag-jobs></workzag-jobs>) parses as '': a board with no postings.
  return top !== null && typeof top === 'object' ? (top as Record<string, unknown>) : {};
}

/** The text of an element that may carry attributes (<guid isPermaLink="false">…</guid>). */
export function xmlText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (value !== null && typeof value === 'object' && '#text' in value) return xmlText(value['#text']);
  return null;
}
