// Trim the list of unicorn companies (private companies valued at $1B or more, with CB Insights' industry) to
// what industry matching reads: `npx tsx scripts/industry-dataset-unicorns.ts <Unicorn_Companies.csv>` writes
// apps/server/src/modules/ingestion/industry/datasets/unicorn-companies.tsv (name, the list's industry), sorted,
// deterministic. Source, commit and licence: the README beside the output.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

const OUT = new URL(
  '../apps/server/src/modules/ingestion/industry/datasets/unicorn-companies.tsv',
  import.meta.url,
);

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/industry-dataset-unicorns.ts <Unicorn_Companies.csv>');
  process.exit(1);
}
const rows: Record<string, string>[] = parse(readFileSync(file, 'utf8'), { columns: true, bom: true });
const clean = (s: string | undefined) => (s ?? '').replace(/[\t\r\n]+/g, ' ').trim();
const lines = new Set<string>();
for (const r of rows) {
  const name = clean(r.Company);
  const industry = clean(r.Industry);
  if (name && industry) lines.add(`${name}\t${industry}`);
}
const sorted = [...lines].sort();
writeFileSync(OUT, `name\tindustry\n${sorted.join('\n')}\n`);
console.info(`${sorted.length} companies kept`);
