// Trim Y Combinator's company directory to what industry matching reads:
// `npx tsx scripts/industry-dataset-yc.ts <yc-companies-cleaned.csv>` writes
// apps/server/src/modules/ingestion/industry/datasets/yc-companies.tsv (name, website host, YC's sub-industry,
// the crypto tag), sorted, deterministic. Source, commit and licence: the README beside the output.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { hostOf } from '../apps/server/src/modules/ingestion/industry/dataset.ts';

const OUT = new URL(
  '../apps/server/src/modules/ingestion/industry/datasets/yc-companies.tsv',
  import.meta.url,
);
/** Rows whose status is one of these are companies; other values are rows the dump's writer shifted. */
const STATUSES = new Set(['Active', 'Acquired', 'Public']);

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/industry-dataset-yc.ts <yc-companies-cleaned.csv>');
  process.exit(1);
}
const rows: Record<string, string>[] = parse(readFileSync(file, 'utf8'), {
  columns: true,
  relax_column_count: true,
  relax_quotes: true,
});
const clean = (s: string | undefined) => (s ?? '').replace(/[\t\r\n]+/g, ' ').trim();
const lines = new Set<string>();
let inactive = 0;
for (const r of rows) {
  const name = clean(r.name);
  const sub = clean(r.subindustry) || clean(r.industry);
  if (!name || !sub || !STATUSES.has(clean(r.status))) {
    if (clean(r.status) === 'Inactive') inactive++;
    continue;
  }
  const crypto = /(^|;)\s*Crypto \/ Web3\s*(;|$)/.test(r.tags ?? '') ? 'crypto' : '';
  // An acquired company's website is often its buyer's: its host would name another company.
  const host = clean(r.status) === 'Acquired' ? '' : (hostOf(clean(r.website)) ?? '');
  lines.add([name, host, sub, crypto].join('\t'));
}
const sorted = [...lines].sort();
writeFileSync(OUT, `name\thost\tsubindustry\ttag\n${sorted.join('\n')}\n`);
console.info(`${sorted.length} companies kept (${inactive} inactive dropped: their names are reused)`);
