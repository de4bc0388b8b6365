import type { Industry, IndustrySource } from '@upstream/contract';
import type { DatasetQuery, IndustryDataset } from './dataset.ts';
import { type IndustryPosting, inferIndustry } from './rules.ts';

/**
 * The industry a company gets when nobody typed one: a maintained public list's, where it knows the company,
 * else the one its name and postings tell. Pure: the same list, company and postings give the same answer.
 */
export function decideIndustry(
  dataset: IndustryDataset,
  company: DatasetQuery,
  postings: readonly IndustryPosting[],
): { industry: Industry; source: IndustrySource } | null {
  const listed = dataset.industryOf(company);
  if (listed) return listed;
  const inferred = inferIndustry(company.name, postings);
  return inferred === null ? null : { industry: inferred, source: 'inferred' };
}
