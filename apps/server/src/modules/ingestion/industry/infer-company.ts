import type { Db } from '../../../db/index.ts';
import { fillIndustry, postingsOfCompanyWithoutIndustry } from '../../catalogue/index.ts';
import { type IndustryDataset, readIndustryDatasets } from './dataset.ts';
import { decideIndustry } from './decide.ts';
import { POSTINGS_READ } from './rules.ts';

const DESCRIPTION_CHARS = 4000;

/**
 * After a board's jobs were written: a company with no industry gets the one a maintained public list gives
 * it (source `dataset:<name>`), else the one its open postings tell ('inferred'). A company that has one (from
 * a dataset, a person, or an earlier inference) is left as it is, at the cost of one indexed look-up. Returns
 * the industry kept, or null.
 */
export async function inferCompanyIndustry(
  ctx: { db: Db; industries?: IndustryDataset },
  companyId: number,
): Promise<string | null> {
  const { db } = ctx;
  const company = await postingsOfCompanyWithoutIndustry(db, companyId, POSTINGS_READ, DESCRIPTION_CHARS);
  if (!company) return null;
  ctx.industries ??= readIndustryDatasets();
  const decided = decideIndustry(ctx.industries, company, company.postings);
  if (decided === null) return null;
  return (await fillIndustry(db, companyId, decided.industry, decided.source)) ? decided.industry : null;
}
