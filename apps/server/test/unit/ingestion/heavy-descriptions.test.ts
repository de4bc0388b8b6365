import { describe, expect, it } from 'vitest';
import { fastHtmlToText } from '../../../src/modules/ingestion/normalise/html.ts';
import {
  DESCRIPTION_CUT_NOTE,
  DESCRIPTION_HTML_MAX,
  DESCRIPTION_MAX,
  htmlToPlainText,
} from '../../../src/modules/ingestion/normalise/text.ts';

const MB = 1024 * 1024;

/** Layout tables three deep, with paragraphs and lists in their cells, repeated to `bytes`. */
function nestedTables(bytes: number): string {
  const inner =
    '<table><tr><th>Benefit</th><th>Detail</th></tr>' +
    '<tr><td><p>Health &amp; dental</p></td><td><ul><li>Full cover</li><li>Family</li></ul></td></tr></table>';
  const middle = `<table><tbody><tr><td>${inner}</td><td><b>Salary</b> up to 120k</td></tr></tbody></table>`;
  const outer = `<table><tr><td><h3>Section</h3>${middle}</td><td>${middle}</td></tr></table>`;
  return outer.repeat(Math.ceil(bytes / outer.length));
}

/** The fastest of three runs: the machine running the tests is shared. */
function fastestMs(run: () => unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe('tables in a description', () => {
  it('are written a row per line, cells three spaces apart', () => {
    expect(
      htmlToPlainText(
        '<p>Pay</p><table><thead><tr><th>Level</th><th>Range</th></tr></thead>' +
          '<tbody><tr><td>Senior</td><td>$150k &ndash; $180k</td></tr><tr><td></td><td>equity</td></tr></tbody></table><p>Apply</p>',
      ),
    ).toBe('Pay\n\nLevel   Range\nSenior   $150k – $180k\nequity\n\nApply');
  });

  it('put a cell of several lines on lines of its own, and nest', () => {
    expect(
      htmlToPlainText(
        '<table><caption>Benefits</caption><tr><td><ul><li>Health</li><li>Dental</li></ul></td><td>Gym</td></tr>' +
          '<tr><td><table><tr><td>inner</td><td>table</td></tr></table></td></tr></table>',
      ),
    ).toBe('Benefits\n * Health\n * Dental\nGym\ninner   table');
  });

  it('with text loose between their cells are left to the library converter', () => {
    expect(fastHtmlToText('<table><tr>loose<td>a</td></tr></table>', { tables: true })).toBeNull();
    expect(htmlToPlainText('<table><tr>loose<td>a</td></tr></table>')).toBe('a');
  });

  it('are converted in time linear in the markup: 1 MB of nested tables well under a second', () => {
    const html = nestedTables(MB);
    const text = fastHtmlToText(html, { tables: true });
    expect(text).not.toBeNull();
    expect(text).toContain('Health & dental\n * Full cover\n * Family');
    // html-to-text took 13 s on 0.95 MB of such markup (its cost grows with the square of it).
    expect(fastestMs(() => fastHtmlToText(html, { tables: true }))).toBeLessThan(1000);
  });
});

describe('a description too long to keep', () => {
  it('is cut before conversion, and the text says it was', () => {
    const html = `<p>${'Build things that matter. '.repeat(20_000)}</p>`;
    expect(html.length).toBeGreaterThan(DESCRIPTION_HTML_MAX);
    const text = htmlToPlainText(html)!;
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text.startsWith('Build things that matter.')).toBe(true);
    expect(text.endsWith(`\n\n${DESCRIPTION_CUT_NOTE}`)).toBe(true);
  });

  it('ends with the note when only its text is too long, and is whole otherwise', () => {
    const long = htmlToPlainText(`<p>${'word '.repeat(12_000)}</p>`)!;
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long.endsWith(DESCRIPTION_CUT_NOTE)).toBe(true);
    expect(htmlToPlainText('<p>Short and whole.</p>')).toBe('Short and whole.');
  });

  it('costs little whatever its markup: 1 MB of tables a thousand deep, or of nested tables', () => {
    const deep = '<table><tr><td>x'.repeat(30_000) + '</td></tr></table>'.repeat(30_000);
    expect(fastestMs(() => htmlToPlainText(deep))).toBeLessThan(1000);
    const nested = htmlToPlainText(nestedTables(MB))!;
    expect(nested.endsWith(DESCRIPTION_CUT_NOTE)).toBe(true);
  });
});
