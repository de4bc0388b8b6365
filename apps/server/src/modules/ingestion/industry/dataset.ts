import { readFileSync } from 'node:fs';
import type { Industry, IndustrySource } from '@upstream/contract';
import { sicIndustry } from './sic.ts';

/** The maintained public lists a company's industry may come from (see datasets/README.md). */
export const YC_SOURCE: IndustrySource = 'dataset:yc';
export const SEC_SOURCE: IndustrySource = 'dataset:sec';
export const UNICORN_SOURCE: IndustrySource = 'dataset:unicorns';
const YC_FILE = new URL('./datasets/yc-companies.tsv', import.meta.url);
const SEC_FILE = new URL('./datasets/sec-companies.tsv', import.meta.url);
const UNICORN_FILE = new URL('./datasets/unicorn-companies.tsv', import.meta.url);

/**
 * CB Insights' industries of unicorn companies in the contract's words. "Artificial intelligence" there is any
 * company that uses it (a wholesale marketplace, a sales tool) and "Mobile & telecommunications" any app
 * maker (a game studio, a marketing tool): with "Other" they give nothing.
 */
const UNICORN_INDUSTRIES: Record<string, Industry> = {
  Fintech: 'Fintech',
  'Internet software & services': 'Software',
  'Data management & analytics': 'Software',
  'E-commerce & direct-to-consumer': 'E-commerce',
  Health: 'Healthcare',
  'Supply chain, logistics, & delivery': 'Logistics',
  Cybersecurity: 'Cybersecurity',
  Hardware: 'Hardware',
  'Auto & transportation': 'Transportation',
  Edtech: 'Education',
  'Consumer & retail': 'Consumer Goods',
  Travel: 'Travel',
};

/**
 * Y Combinator's sub-industries ("B2B -> Legal") in the contract's words. Software sold to one industry the
 * list names is filed under it (legal software is Legal, school software Education); software sold to every
 * company is Software. Unspecified and unknown sub-industries give nothing.
 */
const YC_INDUSTRIES: Record<string, Industry> = {
  B2B: 'Software',
  'B2B -> Engineering, Product and Design': 'Software',
  'B2B -> Infrastructure': 'Software',
  'B2B -> Productivity': 'Software',
  'B2B -> Analytics': 'Software',
  'B2B -> Operations': 'Software',
  'B2B -> Marketing': 'Software',
  'B2B -> Sales': 'Software',
  'B2B -> Human Resources': 'Software',
  'B2B -> Recruiting and Talent': 'Software',
  'B2B -> Office Management': 'Software',
  'B2B -> Finance and Accounting': 'Fintech',
  'B2B -> Retail': 'E-commerce',
  'B2B -> Supply Chain and Logistics': 'Logistics',
  'B2B -> Security': 'Cybersecurity',
  'B2B -> Legal': 'Legal',
  Education: 'Education',
  Fintech: 'Fintech',
  'Fintech -> Payments': 'Fintech',
  'Fintech -> Credit and Lending': 'Fintech',
  'Fintech -> Consumer Finance': 'Fintech',
  'Fintech -> Banking and Exchange': 'Fintech',
  'Fintech -> Asset Management': 'Financial Services',
  'Fintech -> Insurance': 'Insurance',
  Healthcare: 'Healthcare',
  'Healthcare -> Healthcare IT': 'Healthcare',
  'Healthcare -> Consumer Health and Wellness': 'Healthcare',
  'Healthcare -> Healthcare Services': 'Healthcare',
  'Healthcare -> Diagnostics': 'Healthcare',
  'Healthcare -> Medical Devices': 'Healthcare',
  'Healthcare -> Therapeutics': 'Biotech',
  'Healthcare -> Drug Discovery and Delivery': 'Biotech',
  'Healthcare -> Industrial Bio': 'Biotech',
  Consumer: 'Consumer Internet',
  'Consumer -> Social': 'Consumer Internet',
  'Consumer -> Job and Career Services': 'Consumer Internet',
  'Consumer -> Home and Personal': 'Consumer Goods',
  'Consumer -> Apparel and Cosmetics': 'Consumer Goods',
  'Consumer -> Content': 'Media',
  'Consumer -> Food and Beverage': 'Food',
  'Consumer -> Gaming': 'Gaming',
  'Consumer -> Consumer Electronics': 'Consumer Hardware',
  'Consumer -> Virtual and Augmented Reality': 'Consumer Hardware',
  'Consumer -> Travel, Leisure and Tourism': 'Travel',
  'Consumer -> Transportation Services': 'Transportation',
  'Real Estate and Construction': 'Real Estate',
  'Real Estate and Construction -> Housing and Real Estate': 'Real Estate',
  'Real Estate and Construction -> Construction': 'Construction',
  Industrials: 'Manufacturing',
  'Industrials -> Manufacturing and Robotics': 'Manufacturing',
  'Industrials -> Climate': 'Climate',
  'Industrials -> Aviation and Space': 'Aerospace',
  'Industrials -> Drones': 'Aerospace',
  'Industrials -> Energy': 'Energy',
  'Industrials -> Agriculture': 'Agriculture',
  'Industrials -> Automotive': 'Automotive',
  Government: 'Government',
};

/**
 * What a company is known by when it is looked up: its name and homepage. A board token is not enough: tokens
 * are short words many companies share ("nucleus", "affinity"), and a list's company of that name is often
 * another one.
 */
export interface DatasetQuery {
  name: string;
  homepage_url?: string | null;
}

export interface DatasetIndustry {
  industry: Industry;
  source: IndustrySource;
}

/**
 * A name as the list and a board write it alike: letters and digits only, without a company-form suffix,
 * a careers-page word or a "(YC S24)" note.
 */
export function squashName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s*\(yc [a-z]\d+\)$/, '')
    .replace(/\s+(careers|jobs)$/, '')
    .replace(/[,.]?\s+(inc|llc|llp|lp|ltd|limited|plc|gmbh|corp|corporation|co|sa|ag|bv|nv|hq)\.?$/, '')
    .replace(/[^a-z0-9]/g, '');
}

/** A website's host without "www.", or null. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const host = url
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#:]/)[0];
  return host || null;
}

/** A name shorter than this is a word many companies share ("Able", "Bold"); it matches only by its host. */
export const MIN_NAME = 5;

/**
 * The industries a maintained public list gives its companies, looked up by homepage host, then by name.
 * A name two of the list's companies share, or one whose host differs from the company's own
 * homepage, is another company's and gives nothing.
 */
export class IndustryDataset {
  /** The list asked when this one does not know the company. */
  private next: IndustryDataset | null = null;
  private readonly byHost = new Map<string, { industry: Industry; name: string }>();
  private readonly byName = new Map<string, { industry: Industry; host: string | null } | null>();

  constructor(
    rows: readonly { name: string; host: string; industry: Industry }[],
    readonly source: IndustrySource,
  ) {
    for (const r of rows) {
      const key = squashName(r.name);
      if (r.host) this.byHost.set(r.host, { industry: r.industry, name: key });
      if (key.length < MIN_NAME) continue;
      this.byName.set(key, this.byName.has(key) ? null : { industry: r.industry, host: r.host || null });
    }
  }

  get size(): number {
    return this.byName.size;
  }

  /** This list, then `other` for a company this one does not know (the more specific list goes first). */
  followedBy(other: IndustryDataset): IndustryDataset {
    let last: IndustryDataset = this;
    while (last.next) last = last.next;
    last.next = other;
    return this;
  }

  industryOf(company: DatasetQuery): DatasetIndustry | null {
    return this.ownIndustryOf(company) ?? this.next?.industryOf(company) ?? null;
  }

  private ownIndustryOf(company: DatasetQuery): DatasetIndustry | null {
    const host = hostOf(company.homepage_url);
    const byHost = host ? this.byHost.get(host) : undefined;
    if (byHost) return { industry: byHost.industry, source: this.source };
    const entry = this.byName.get(squashName(company.name));
    if (!entry || (host && entry.host && entry.host !== host)) return null;
    return { industry: entry.industry, source: this.source };
  }
}

/** The industry of a Y Combinator sub-industry (the crypto tag files any fintech under Crypto), or null. */
export function ycIndustry(subindustry: string, tag: string): Industry | null {
  const industry = YC_INDUSTRIES[subindustry] ?? null;
  if (tag === 'crypto' && (industry === 'Fintech' || industry === 'Software')) return 'Crypto';
  return industry;
}

/**
 * A trimmed list's rows (a TSV file under datasets/ with a header line), each read by `row` from its cells into
 * a company and its industry; rows whose industry does not map are left out. Read from disk on each call: a list
 * is consulted once for a company that has no industry yet, not per posting.
 */
function readDatasetFile(
  file: string | URL,
  source: string,
  row: (cells: string[]) => { name: string; host: string; industry: Industry | null },
): IndustryDataset {
  const rows: { name: string; host: string; industry: Industry }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const { name, host, industry } = row(line.split('\t'));
    if (name && industry) rows.push({ name, host, industry });
  }
  return new IndustryDataset(rows, source);
}

/** Y Combinator's company directory, trimmed (datasets/yc-companies.tsv). */
export const readYcDataset = () =>
  readDatasetFile(YC_FILE, YC_SOURCE, ([name = '', host = '', sub = '', tag = '']) => ({
    name,
    host,
    industry: ycIndustry(sub, tag),
  }));

/** The industry of a unicorn list's industry label, or null. */
export function unicornIndustry(label: string): Industry | null {
  return UNICORN_INDUSTRIES[label] ?? null;
}

/** The list of unicorn companies with CB Insights' industries, trimmed (datasets/unicorn-companies.tsv). */
export const readUnicornDataset = () =>
  readDatasetFile(UNICORN_FILE, UNICORN_SOURCE, ([name = '', label = '']) => ({
    name,
    host: '',
    industry: unicornIndustry(label),
  }));

/**
 * The SEC's register of companies that file with it, with each one's SIC code, trimmed
 * (datasets/sec-companies.tsv). Names only: the register gives no homepage.
 */
export const readSecDataset = () =>
  readDatasetFile(SEC_FILE, SEC_SOURCE, ([name = '', sic = '']) => ({
    name,
    host: '',
    industry: sicIndustry(sic),
  }));

/**
 * Every maintained list, the most specific first: Y Combinator's directory (the industry a startup's own
 * investor files it under), the unicorn list (an analyst's), then the SEC's register (the SIC code a listed
 * company files under, the coarsest).
 */
export function readIndustryDatasets(): IndustryDataset {
  return readYcDataset().followedBy(readUnicornDataset()).followedBy(readSecDataset());
}
