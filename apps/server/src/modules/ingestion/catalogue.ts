import { readFile } from 'node:fs/promises';
import { catalogueCompanySchema } from '@upstream/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { countReadableBoards, loadCompanies } from './boards.ts';

export const CATALOGUE_PATH = new URL('./catalogue/companies.json', import.meta.url);

/** The catalogue file of real companies and their job boards, validated. */
export async function readCatalogue(path: URL | string = CATALOGUE_PATH) {
  const raw = JSON.parse(await readFile(path, 'utf8'));
  return z.array(catalogueCompanySchema).parse(raw);
}

/**
 * On first start (no job boards yet) load the catalogue, so a fresh install has companies to read.
 * Returns how many boards were loaded (0 when boards already exist).
 */
export async function loadCatalogueIfEmpty(deps: Pick<AppDeps, 'db' | 'logger'>): Promise<number> {
  if ((await countReadableBoards(deps.db)) > 0) return 0;
  const catalogue = await readCatalogue();
  const { companies, boards } = await loadCompanies(deps.db, catalogue);
  deps.logger.info({ companies, boards }, 'company catalogue loaded');
  return boards;
}
