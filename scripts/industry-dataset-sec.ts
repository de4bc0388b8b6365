// Trim the SEC's register of filers (with each company's SIC code) to what industry matching reads:
// `npx tsx scripts/industry-dataset-sec.ts <cik_ticker.csv>` writes
// apps/server/src/modules/ingestion/industry/datasets/sec-companies.tsv (name, SIC code), sorted, deterministic.
// Source, commit and licence: the README beside the output.
import { readFileSync, writeFileSync } from 'node:fs';
import { MIN_NAME, squashName } from '../apps/server/src/modules/ingestion/industry/dataset.ts';
import { sicIndustry } from '../apps/server/src/modules/ingestion/industry/sic.ts';

const OUT = new URL(
  '../apps/server/src/modules/ingestion/industry/datasets/sec-companies.tsv',
  import.meta.url,
);

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/industry-dataset-sec.ts <cik_ticker.csv>');
  process.exit(1);
}
// CIK|Ticker|Name|Exchange|SIC|Business|Incorporated|IRS
const rows = readFileSync(file, 'utf8').split('\n').slice(1);
const lines = new Set<string>();
let unclassified = 0;
for (const row of rows) {
  const cols = row.split('|');
  const name = (cols[2] ?? '').replace(/\s+/g, ' ').trim();
  const sic = (cols[4] ?? '').trim();
  // A name too short to match by (the register gives no homepage to match on instead) is left out of the file.
  if (!name || squashName(name).length < MIN_NAME) continue;
  // Only what maps to an industry is kept: blank-check shells, funds and "not elsewhere classified" give nothing.
  if (sicIndustry(sic) === null) {
    unclassified++;
    continue;
  }
  lines.add(`${name}\t${sic}`);
}
const sorted = [...lines].sort();
writeFileSync(OUT, `name\tsic\n${sorted.join('\n')}\n`);
console.info(`${sorted.length} companies kept (${unclassified} whose SIC code names no industry dropped)`);
