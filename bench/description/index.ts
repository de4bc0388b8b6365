import { fastHtmlToText, htmlToPlainText } from '../../apps/server/src/modules/ingestion/index.ts';

// npm run bench -- description
// How long one posting's description HTML takes to become text, on the markup that once froze the service:
// 1 MB of tables nested in tables (and the same as one long flat table, and as tables nested a thousand deep).
// Target (2 cores): the converter turns 1 MB of nested tables into text in < 200 ms; a whole description
// (cut to DESCRIPTION_HTML_MAX first) in less.

const MB = 1024 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** A layout table three deep, each cell a paragraph or a list, repeated to `bytes`. */
function nestedTables(bytes: number): string {
  const inner =
    '<table><tr><th>Benefit</th><th>Detail</th></tr>' +
    '<tr><td><p>Health &amp; dental</p></td><td><ul><li>Full cover</li><li>Family</li></ul></td></tr></table>';
  const middle = `<table><tbody><tr><td>${inner}</td><td><b>Salary</b> up to 120k</td></tr><tr><td>${inner}</td></tr></tbody></table>`;
  const outer = `<table><tr><td><h3>Section</h3>${middle}</td><td>${middle}</td></tr></table>`;
  return outer.repeat(Math.ceil(bytes / outer.length));
}

function flatTable(bytes: number): string {
  const row = '<tr><td>Requirement</td><td>Five years of TypeScript</td><td>Must have</td></tr>';
  return `<table>${row.repeat(Math.ceil(bytes / row.length))}</table>`;
}

function deepTables(bytes: number): string {
  const open = '<table><tr><td>x';
  const depth = Math.ceil(bytes / (open.length + 18));
  return open.repeat(depth) + '</td></tr></table>'.repeat(depth);
}

function best(run: () => unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

for (const [name, html] of [
  ['nested tables', nestedTables(MB)],
  ['one flat table', flatTable(MB)],
  ['tables 1,000s deep', deepTables(MB)],
] as const) {
  const converter = best(() => fastHtmlToText(html, { tables: true }));
  const description = best(() => htmlToPlainText(html));
  console.info(
    `[description] ${name}, ${(html.length / MB).toFixed(2)} MB: converter ${converter.toFixed(0)} ms` +
      `${fastHtmlToText(html, { tables: true }) === null ? ' (handed back)' : ''}, whole description ${description.toFixed(0)} ms`,
  );
}
