import { Parser } from 'htmlparser2';

/**
 * The plain text html-to-text makes of posting HTML (with the options text.ts compiles it with), made
 * straight from htmlparser2's events for the markup postings are made of: paragraphs, headings, lists,
 * line breaks and inline tags. html-to-text builds a DOM and matches selectors against every node first,
 * which made it the largest cost of ingesting a posting. Anything else (pre, blockquotes, comments,
 * unknown tags, ordered-list options…) returns null and goes to html-to-text itself.
 *
 * This is a port of html-to-text's BlockTextBuilder for those formats with word wrapping off, and must
 * give exactly its output: a differential test compares the two on generated markup.
 *
 * Tables are the exception (`tables: true`): html-to-text lays them out in aligned columns at a cost that
 * grows faster than the markup (a board's 1 MB of nested tables took 13 s), so here each row is one line,
 * its cells three spaces apart, or one line per cell when a cell holds several lines. Every character is
 * copied once per enclosing table, and tables nest at most MAX_TABLE_DEPTH deep: linear in the input.
 */

const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'del',
  'em',
  'font',
  'i',
  'ins',
  'mark',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'u',
]);
/** Block formats: [leading line breaks, trailing line breaks]. */
const BLOCK_TAGS = new Map<string, readonly [number, number]>([
  ['p', [2, 2]],
  ['h1', [3, 2]],
  ['h2', [3, 2]],
  ['h3', [3, 2]],
  ['h4', [2, 2]],
  ['div', [1, 1]],
  ['article', [1, 1]],
  ['aside', [1, 1]],
  ['footer', [1, 1]],
  ['form', [1, 1]],
  ['header', [1, 1]],
  ['main', [1, 1]],
  ['nav', [1, 1]],
  ['section', [1, 1]],
]);
/** Dropped with everything inside (html-to-text skips script and style nodes; images are set to skip). */
const SKIPPED_TAGS = new Set(['script', 'style', 'img']);
/** Table parts that only group rows or describe columns: their content (rows) counts, not they. */
const TABLE_GROUPS = new Set(['thead', 'tbody', 'tfoot']);
const TABLE_SKIPPED = new Set(['col', 'colgroup']);
const MAX_TABLE_DEPTH = 8;
const CELL_SPACING = '   ';
const MAX_INPUT = 1 << 24;
// html-to-text's whitespace characters; a run of them between words is one space. Only a run that changes is
// matched (one holding another of them than a space, or two or more): a lone space between words, the most common
// run, stays as it is without a replacement (each of which rebuilds the string).
const SPACES = /[\t\r\n\f\u200b][ \t\r\n\f\u200b]*| [ \t\r\n\f\u200b]+/g;
const ONLY_SPACE = /^[ \t\r\n\f\u200b]*$/;
const BETWEEN_ITEMS = /^[ \t\r\n\f]*$/;

interface ListEntry {
  prefix: string;
  text: string;
  leading: number;
  trailing: number;
}

/** A block, list or list item being written (html-to-text's stack items with their inline builder). */
interface Box {
  next: Box | null;
  leading: number;
  raw: string;
  stashed: number;
  /** Finished lines of inline text, and the line being written (its words joined by single spaces). */
  lines: string[];
  line: string;
  stashedSpace: boolean;
  /** Lists: their items, written out when the list closes (an ordered list pads to its longest number). */
  entries?: ListEntry[];
  ordered?: boolean;
  nested?: boolean;
  nextIndex?: number;
  /** List items: the marker. */
  prefix?: string;
  /** Tables mode: what this box is in a table (a caption is a plain block). */
  table?: 'table' | 'row' | 'cell';
  /** Rows: their cells' text, written out when the row closes. */
  cells?: string[];
}

const box = (next: Box | null, leading: number): Box => ({
  next,
  leading,
  raw: '',
  stashed: 0,
  lines: [],
  line: '',
  stashedSpace: false,
});

function getText(b: Box): string {
  if (b.lines.length === 0 && b.line === '') return b.raw;
  let inline = '';
  for (const line of b.lines) inline += `${line}\n`;
  return b.raw + inline + b.line;
}

function startNewLine(b: Box, n = 1) {
  b.lines.push(b.line);
  for (let i = 1; i < n; i++) b.lines.push('');
  b.line = '';
}

function addText(b: Box, text: string, leading: number, trailing: number) {
  const parentText = getText(b);
  const lineBreaks = Math.max(b.stashed, leading);
  b.lines = [];
  b.line = '';
  if (parentText) b.raw = parentText + '\n'.repeat(lineBreaks) + text;
  else {
    b.raw = text;
    b.leading = lineBreaks;
  }
  b.stashed = trailing;
}

function addInline(b: Box, str: string) {
  if (str.length === 0 || (b.stashed && ONLY_SPACE.test(str))) return;
  if (b.stashed) startNewLine(b, b.stashed);
  // html-to-text's shrinkWrapAdd, on whole runs of words: the first joins the line's last word unless
  // whitespace separates them; a trailing space is kept for whatever comes next.
  const collapsed = str.replace(SPACES, ' ');
  const leading = collapsed.charCodeAt(0) === 32;
  const trailing = collapsed.length > (leading ? 1 : 0) && collapsed.charCodeAt(collapsed.length - 1) === 32;
  const words = collapsed.slice(leading ? 1 : 0, trailing ? -1 : undefined);
  if (words === '') {
    b.stashedSpace = b.stashedSpace || leading;
  } else {
    b.line = b.line === '' ? words : b.stashedSpace || leading ? `${b.line} ${words}` : b.line + words;
    b.stashedSpace = trailing;
  }
  b.stashed = 0;
}

class Unsupported extends Error {}

/** A table row as text: its cells three spaces apart, or one per line when one of them has several lines. */
function rowText(cells: string[]): string {
  const filled = cells.filter((c) => c !== '');
  return filled.join(filled.some((c) => c.includes('\n')) ? '\n' : CELL_SPACING);
}

/**
 * Plain text as html-to-text would make it, or null when the markup needs html-to-text itself. With
 * `tables`, tables are written too, in this converter's own layout (see above).
 */
export function fastHtmlToText(html: string, options: { tables?: boolean } = {}): string | null {
  if (html.length > MAX_INPUT) return null;
  const writer = new TextWriter(options.tables === true);
  const parser = new Parser(writer, { decodeEntities: true });
  try {
    parser.end(html);
    writer.flush();
  } catch {
    // Whatever the fast path cannot follow (Unsupported, or markup it misread) is html-to-text's to write.
    return null;
  }
  return getText(writer.top);
}

/**
 * htmlparser2's events written as text. A class, not closures over one call's state: the service runs through
 * tsx, whose output names every closure as it is made (a property definition each), nine per description.
 */
class TextWriter {
  top: Box = box(null, 1);
  /** Open elements (names), for lists' parents. */
  private readonly open: string[] = [];
  private tableDepth = 0;
  private skipDepth = 0;
  private pendingText = '';

  constructor(private readonly tables: boolean) {}

  /** Opens a table, row, cell, caption or row group; false when `name` is none of them. */
  private openTablePart(name: string): boolean {
    if (name === 'table') {
      if (++this.tableDepth > MAX_TABLE_DEPTH) throw new Unsupported();
      this.top = box(this.top, 1);
      this.top.table = 'table';
      return true;
    }
    if (TABLE_GROUPS.has(name)) {
      if (this.top.table !== 'table') throw new Unsupported();
      return true;
    }
    if (name === 'caption') {
      if (this.top.table !== 'table') throw new Unsupported();
      this.top = box(this.top, 1);
      return true;
    }
    if (name === 'tr') {
      if (this.top.table !== 'table') throw new Unsupported();
      this.top = box(this.top, 1);
      this.top.table = 'row';
      this.top.cells = [];
      return true;
    }
    if (name === 'td' || name === 'th') {
      if (this.top.table !== 'row') throw new Unsupported();
      this.top = box(this.top, 0);
      this.top.table = 'cell';
      return true;
    }
    return false;
  }

  /** Closes what openTablePart opened, writing it into its parent; false when `name` is no table part. */
  private closeTablePart(name: string): boolean {
    if (name === 'table') {
      const table = this.top;
      if (table.table !== 'table' || !table.next) throw new Unsupported();
      this.tableDepth--;
      this.top = table.next;
      const text = getText(table);
      if (text) addText(this.top, text, table.leading, Math.max(table.stashed, 1));
      return true;
    }
    if (TABLE_GROUPS.has(name)) {
      if (this.top.table !== 'table') throw new Unsupported();
      return true;
    }
    if (name === 'caption') {
      const caption = this.top;
      if (caption.table !== undefined || caption.next?.table !== 'table') throw new Unsupported();
      this.top = caption.next;
      const text = getText(caption);
      if (text) addText(this.top, text, 1, 1);
      return true;
    }
    if (name === 'tr') {
      const row = this.top;
      if (row.table !== 'row' || !row.next || !row.cells) throw new Unsupported();
      this.top = row.next;
      const text = rowText(row.cells);
      if (text) addText(this.top, text, 1, 1);
      return true;
    }
    if (name === 'td' || name === 'th') {
      const cell = this.top;
      if (cell.table !== 'cell' || !cell.next?.cells) throw new Unsupported();
      this.top = cell.next;
      this.top.cells!.push(getText(cell).trimEnd());
      return true;
    }
    return false;
  }

  /** htmlparser2 may report one text node in pieces; html-to-text sees it whole. */
  flush(): void {
    if (this.pendingText === '') return;
    const text = this.pendingText;
    this.pendingText = '';
    const top = this.top;
    if (top.entries) {
      // Plain spacing between items is dropped; anything else there (even a zero-width space, which html-to-text
      // makes an unmarked item) is left to html-to-text.
      if (BETWEEN_ITEMS.test(text)) return;
      throw new Unsupported();
    }
    // Text between a table's cells is shown before the table by a browser: left to html-to-text.
    if (top.table === 'table' || top.table === 'row') {
      if (BETWEEN_ITEMS.test(text)) return;
      throw new Unsupported();
    }
    addInline(top, text);
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    this.flush();
    const parent = this.open[this.open.length - 1];
    this.open.push(name);
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    // html-to-text makes anything but an item directly inside a list an unmarked item of its own.
    if (this.top.entries) {
      if (name !== 'li') throw new Unsupported();
      const list = this.top;
      const index = list.ordered ? ` ${list.nextIndex!++}. ` : ' * ';
      this.top = box(list, 1);
      this.top.prefix = list.nested ? index.trimStart() : index;
      return;
    }
    if (SKIPPED_TAGS.has(name) || (this.tables && TABLE_SKIPPED.has(name))) {
      this.skipDepth++;
      return;
    }
    if (this.tables && this.openTablePart(name)) return;
    // Inside a table but outside its cells, only table parts may open.
    if (this.top.table === 'table' || this.top.table === 'row') throw new Unsupported();
    if (INLINE_TAGS.has(name)) return;
    const block = BLOCK_TAGS.get(name);
    if (block) {
      this.top = box(this.top, block[0]);
      return;
    }
    if (name === 'br') {
      startNewLine(this.top);
      return;
    }
    if (name === 'ul' || name === 'ol') {
      if (name === 'ol' && (attribs.start !== undefined || attribs.type !== undefined))
        throw new Unsupported();
      const nested = parent === 'li';
      this.top = box(this.top, nested ? 1 : 2);
      this.top.entries = [];
      this.top.ordered = name === 'ol';
      this.top.nested = nested;
      this.top.nextIndex = 1;
      return;
    }
    throw new Unsupported();
  }

  onclosetag(name: string): void {
    this.flush();
    this.open.pop();
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    if (this.tables && TABLE_SKIPPED.has(name)) return;
    if (this.tables && this.closeTablePart(name)) return;
    if (INLINE_TAGS.has(name) || name === 'br') return;
    const block = BLOCK_TAGS.get(name);
    if (block) {
      const b = this.top;
      // Markup the parser closed out of order (an unfinished tag at the end): html-to-text's to write.
      if (!b.next || b.entries || b.prefix !== undefined || b.table !== undefined) throw new Unsupported();
      this.top = b.next;
      addText(this.top, getText(b), b.leading, Math.max(b.stashed, block[1]));
      return;
    }
    if (name === 'li') {
      const item = this.top;
      const list = item.next;
      if (item.prefix === undefined || !list?.entries) throw new Unsupported();
      this.top = list;
      list.entries.push({
        prefix: item.prefix,
        text: getText(item),
        leading: item.leading,
        trailing: Math.max(item.stashed, 1),
      });
      return;
    }
    if (name === 'ul' || name === 'ol') {
      const list = this.top;
      if (!list.entries || !list.next) throw new Unsupported();
      this.top = list.next;
      let width = 0;
      for (const e of list.entries) width = Math.max(width, e.prefix.length);
      const spacing = `\n${' '.repeat(width)}`;
      for (const e of list.entries) {
        addText(list, e.prefix.padEnd(width) + e.text.replace(/\n/g, spacing), e.leading, e.trailing);
      }
      const text = getText(list);
      if (text) addText(this.top, text, list.leading, list.nested ? 1 : 2);
    }
  }

  ontext(text: string): void {
    if (this.skipDepth === 0) this.pendingText += text;
  }

  oncomment(): void {
    throw new Unsupported();
  }

  onprocessinginstruction(): void {
    throw new Unsupported();
  }

  oncdatastart(): void {
    throw new Unsupported();
  }
}
