// Give the company list's companies their industry and its source, so a fresh install has them before its
// first fetch: `npx tsx scripts/company-industries.ts`. Deterministic; rewrites companies.json in place.
// - An industry typed by hand (source 'operator', or none recorded) is kept as it is.
// - Otherwise a company a maintained public list knows (by homepage host or name) gets that list's
//   industry, source 'dataset:<name>' (ingestion/industry/datasets/, rebuilt by scripts/industry-dataset-*.ts).
// - Otherwise, a company whose board is in the real-market corpus (apps/server/test/fixtures/real-market) gets
//   the industry its postings tell, read through the connectors and normalisation and the same rules a board
//   fetch runs (ingestion/industry/rules.ts); one whose name alone says it ("… Therapeutics") gets that.
//   Both are 'inferred'; a later fetch of the board leaves them, an operator may change them.
// See apps/server/src/modules/ingestion/company-list/README.md.
import { writeFileSync } from 'node:fs';
import type { CompanyListEntry } from '@upstream/contract';
import { readCompanyList } from '../apps/server/src/modules/ingestion/company-list.ts';
import { readIndustryDatasets } from '../apps/server/src/modules/ingestion/industry/dataset.ts';
import { inferIndustry } from '../apps/server/src/modules/ingestion/industry/rules.ts';
import { boardKey, marketBoardFiles, readMarketBoard } from '../apps/server/test/helpers/real-market.ts';

const COMPANY_LIST = new URL(
  '../apps/server/src/modules/ingestion/company-list/companies.json',
  import.meta.url,
);

const companies = await readCompanyList(COMPANY_LIST);
const corpus = new Map(marketBoardFiles().map((f) => [boardKey(f).toLowerCase(), f]));
const dataset = readIndustryDatasets();
const counts = { operator: 0, dataset: 0, postings: 0, name: 0, none: 0 };

const out: CompanyListEntry[] = [];
for (const company of companies) {
  if (company.industry !== null && (company.industry_source ?? 'operator') === 'operator') {
    counts.operator++;
    out.push({ ...company, industry_source: 'operator' });
    continue;
  }
  const listed = dataset.industryOf(company);
  if (listed) {
    counts.dataset++;
    out.push({ ...company, industry: listed.industry, industry_source: listed.source });
    continue;
  }
  const file = company.boards.map((b) => corpus.get(`${b.ats}/${b.token}`.toLowerCase())).find(Boolean);
  const postings = file ? (await readMarketBoard(file)).jobs : [];
  const industry = inferIndustry(company.name, postings);
  if (industry === null) counts.none++;
  else if (postings.length > 0) counts.postings++;
  else counts.name++;
  out.push({ ...company, industry, industry_source: industry === null ? null : 'inferred' });
}

writeFileSync(COMPANY_LIST, `${JSON.stringify(out, null, 2)}\n`);
console.info(
  `${out.length} companies: ${counts.operator} by hand, ${counts.dataset} from a dataset, ${counts.postings} inferred from corpus postings, ` +
    `${counts.name} from the name alone, ${counts.none} without an industry`,
);
