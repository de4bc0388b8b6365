import { readFile } from 'node:fs/promises';
import { companyListEntrySchema } from '@upstream/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { countReadableBoards, loadCompanies } from './boards.ts';

export const COMPANY_LIST_PATH = new URL('./company-list/companies.json', import.meta.url);

/** The company list of real companies and their job boards, validated. */
export async function readCompanyList(path: URL | string = COMPANY_LIST_PATH) {
  const raw = JSON.parse(await readFile(path, 'utf8'));
  return z.array(companyListEntrySchema).parse(raw);
}

/**
 * On first start (no job boards yet) load the company list, so a fresh install has companies to read.
 * Returns how many boards were loaded (0 when boards already exist).
 */
export async function loadCompanyListIfEmpty(deps: Pick<AppDeps, 'db' | 'logger'>): Promise<number> {
  if ((await countReadableBoards(deps.db)) > 0) return 0;
  const companyList = await readCompanyList();
  const { companies, boards } = await loadCompanies(deps.db, companyList);
  deps.logger.info({ companies, boards }, 'company list loaded');
  return boards;
}
