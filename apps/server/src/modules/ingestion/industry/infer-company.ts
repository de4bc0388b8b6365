import type { Db } from '../../../db/index.ts';
import { postingsOfCompanyWithoutIndustry, setInferredIndustry } from '../../catalogue/index.ts';
import { inferIndustry, POSTINGS_READ } from './rules.ts';

const DESCRIPTION_CHARS = 4000;

/**
 * After a board's jobs were written: a company with no industry gets the one its open postings tell, marked
 * 'inferred'. A company that has one (from a dataset, a person, or an earlier inference) is left as it is, at
 * the cost of one indexed look-up. Returns the industry kept, or null.
 */
export async function inferCompanyIndustry(db: Db, companyId: number): Promise<string | null> {
  const company = await postingsOfCompanyWithoutIndustry(db, companyId, POSTINGS_READ, DESCRIPTION_CHARS);
  if (!company || company.postings.length === 0) return null;
  const industry = inferIndustry(company.name, company.postings);
  if (industry === null) return null;
  return (await setInferredIndustry(db, companyId, industry)) ? industry : null;
}
