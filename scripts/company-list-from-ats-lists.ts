// Rebuild the public-list part of the company list from per-ATS tenant lists (name,slug,url CSVs such as
// kalil0321/ats-scrapers' `ats-companies/`): `npx tsx scripts/company-list-from-ats-lists.ts <dir of {ats}.csv>`.
// The hand-described companies (those with an industry typed by hand) are kept as they are; the rest of the file is
// replaced by a fixed, deterministic selection per ATS. See apps/server/src/modules/ingestion/company-list/README.md.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardTokenSchema, type CompanyListEntry, companyListEntrySchema } from '@upstream/contract';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { slugify } from '../apps/server/src/modules/catalogue/keys.ts';

const COMPANY_LIST = new URL(
  '../apps/server/src/modules/ingestion/company-list/companies.json',
  import.meta.url,
);

/** Boards taken from each ATS's list: enough for 2,000+ in all without one ATS's hosts carrying most. */
const TAKE: Record<string, number> = {
  greenhouse: 600,
  lever: 300,
  ashby: 400,
  smartrecruiters: 150,
  workable: 150,
  recruitee: 100,
  workday: 100,
  personio: 150,
  teamtailor: 120,
  pinpoint: 80,
  rippling: 100,
  breezy: 80,
};

/** Rows that are an ATS's own demo or test tenants, or a careers page's heading instead of a company name. */
const NOT_A_COMPANY =
  /\b(test|testing|sandbox|staging|demo|dummy|acme|hooli|default|example|internal|careers? (page|site)|job board|third[- ]party|apply today|for linkedin)\b|^(company|careers?|jobs?|openings)$/i;

/** A tenant label that can only be the first label of a host name (the ATS's subdomain). */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SUBDOMAIN_ATS = new Set(['recruitee', 'personio', 'teamtailor', 'pinpoint', 'breezy']);

/** The board token Upstream uses, from the list's slug and URL; null when the row is unusable. */
function tokenOf(ats: string, slug: string, url: string): string | null {
  if (ats === 'workday') {
    // https://{tenant}.wd{N}.myworkdayjobs.com/{site} → {tenant}.wd{N}/{site}
    const m =
      /^https:\/\/([a-z0-9-]+)\.(wd\d+)\.myworkdayjobs\.com\/(?:[a-z]{2}-[A-Z]{2}\/)?([A-Za-z0-9_-]+)\/?$/.exec(
        url,
      );
    return m ? `${m[1]}.${m[2]}/${m[3]}` : null;
  }
  if (SUBDOMAIN_ATS.has(ats) && !HOST_LABEL.test(slug)) return null;
  return boardTokenSchema.safeParse(slug).success && !slug.includes('/') ? slug : null;
}

const order = (ats: string, token: string) => createHash('sha1').update(`${ats}:${token}`).digest('hex');

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx scripts/company-list-from-ats-lists.ts <directory of {ats}.csv lists>');
  process.exit(2);
}

const current = z.array(companyListEntrySchema).parse(JSON.parse(readFileSync(COMPANY_LIST, 'utf8')));
const described = current.filter(
  (c) => c.industry !== null && (c.industry_source ?? 'operator') === 'operator',
);
const slugs = new Set(described.map((c) => c.slug ?? slugify(c.name)));
const boards = new Set(described.flatMap((c) => c.boards.map((b) => `${b.ats}:${b.token}`)));

const added: CompanyListEntry[] = [];
for (const [ats, take] of Object.entries(TAKE)) {
  const rows = parse(readFileSync(join(dir, `${ats}.csv`), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as {
    name?: string;
    slug?: string;
    url?: string;
  }[];
  const candidates = rows
    .map((r) => ({
      name: (r.name ?? '').replace(/\s+/g, ' ').trim(),
      token: tokenOf(ats, r.slug ?? '', r.url ?? ''),
    }))
    .filter(
      (r): r is { name: string; token: string } => !!r.token && r.name.length >= 2 && r.name.length <= 120,
    )
    .filter((r) => !NOT_A_COMPANY.test(r.name) && !/^\d+$/.test(r.name) && slugify(r.name) !== 'company')
    .sort((a, b) => order(ats, a.token).localeCompare(order(ats, b.token)));
  let taken = 0;
  for (const { name, token } of candidates) {
    if (taken >= take) break;
    const slug = slugify(name);
    if (slugs.has(slug) || boards.has(`${ats}:${token}`)) continue;
    slugs.add(slug);
    boards.add(`${ats}:${token}`);
    added.push({ name, homepage_url: null, industry: null, boards: [{ ats: ats as never, token }] });
    taken++;
  }
  console.info(`${ats}: ${taken} boards from ${rows.length} listed`);
}

const companyList = z.array(companyListEntrySchema).parse([...described, ...added]);
writeFileSync(COMPANY_LIST, `${JSON.stringify(companyList, null, 2)}\n`);
console.info(`${companyList.length} companies, ${companyList.flatMap((c) => c.boards).length} boards.`);
