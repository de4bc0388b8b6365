import {
  filtersKey,
  type JobSearchFilters,
  jobSearchFiltersSchema,
  type SearchForm,
  searchNameError,
  searchQueryString,
} from '@upstream/contract';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { lockTier, setOnboardingSearchId } from '../accounts/index.ts';
import { dailyEmailLimit, savedSearchLimit } from './quota.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * What a save or an update did, as the form reads it (spec §4 submit outcomes):
 * 201 saved (with its id), 200 nothing to save, 204 the daily-email quota is full and nothing changed.
 */
export type SaveOutcome = { status: 201; search_id: number } | { status: 200 } | { status: 204 };

const NOT_YOURS = 'That saved search does not exist. It may have been deleted.';

/** The filters a saved search keeps: only the filter params of the form, normalised. */
export function normaliseFilters(form: Partial<JobSearchFilters>): JobSearchFilters {
  return jobSearchFiltersSchema.parse(form);
}

function checkedName(form: SearchForm): string {
  const message = searchNameError(form.search_name);
  if (message) throw badRequest(message, { search_name: message });
  return form.search_name;
}

/** POST /api/post/save-search: a new saved search (or, given the id of one of theirs, an update of it). */
export async function saveSearch(deps: Deps, userId: number, form: SearchForm): Promise<SaveOutcome> {
  if (form.search_id != null) return updateSearch(deps, userId, form);
  if (!form.save_search) return { status: 200 };
  const name = checkedName(form);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const tier = await lockTier(trx, userId);
    const kept = savedSearchLimit(tier);
    if ((await repo.countSearches(trx, userId)) >= kept)
      throw new AppError(
        409,
        'saved_search_limit',
        `You have ${kept} saved searches, the most your plan keeps. Delete one you no longer use to save this one.`,
      );
    if (form.save_email && !(await hasEmailRoom(trx, userId))) return { status: 204 } as const;
    const id = await repo.insertSearch(trx, {
      userId,
      name,
      filters: normaliseFilters(form),
      email: form.save_email,
      now,
    });
    return { status: 201, search_id: id } as const;
  });
}

/** POST /api/post/update-search: rename, refilter, or switch the daily email of one of the person's searches. */
export async function updateSearch(deps: Deps, userId: number, form: SearchForm): Promise<SaveOutcome> {
  if (form.search_id == null)
    throw badRequest('Choose a saved search to update.', { search_id: 'is required' });
  const searchId = form.search_id;
  if (form.delete_search) {
    await deleteSearch(deps, userId, searchId);
    return { status: 200 };
  }
  const name = checkedName(form);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const current = await repo.findOwnSearch(trx, userId, searchId);
    if (!current) throw notFound(NOT_YOURS);
    const turningOn = form.save_email && !current.email;
    if (turningOn && !(await hasEmailRoom(trx, userId))) return { status: 204 } as const;
    await repo.updateSearch(trx, {
      id: searchId,
      userId,
      name,
      filters: normaliseFilters(form),
      email: form.save_email,
      now,
    });
    return { status: 201, search_id: searchId } as const;
  });
}

/** Is there room under the tier's daily-email quota? Locks the person's permission until the transaction ends. */
async function hasEmailRoom(trx: Parameters<typeof lockTier>[0], userId: number): Promise<boolean> {
  const tier = await lockTier(trx, userId);
  const used = await repo.countEmailSearches(trx, userId);
  return used < dailyEmailLimit(tier);
}

export async function deleteSearch(deps: Deps, userId: number, searchId: number | null): Promise<void> {
  if (searchId == null) throw badRequest('Choose a saved search to delete.', { search_id: 'is required' });
  if (!(await repo.deleteSearch(deps.db, userId, searchId))) throw notFound(NOT_YOURS);
}

/** The daily emails the person may still switch on (spec §7 email_count_remaining). */
export async function emailCountRemaining(db: Db, userId: number, tier: string | null): Promise<number> {
  const used = await repo.countEmailSearches(db, userId);
  return Math.max(0, dailyEmailLimit(tier) - used);
}

/**
 * The form's initial values as a query string (spec §7 saved-search-filters): a saved search's filters with
 * its id, name and email flag; or the given filters, recognised as a saved search when one has exactly them.
 */
export async function savedSearchParams(
  db: Db,
  userId: number,
  request: { search_id: number | null } & JobSearchFilters,
): Promise<string> {
  if (request.search_id != null) {
    const search = await repo.findOwnSearch(db, userId, request.search_id);
    if (!search) throw notFound(NOT_YOURS);
    return searchQueryString(normaliseFilters(search.filters), {
      search_id: search.id,
      search_name: search.name,
      email: search.email,
    });
  }
  const filters = normaliseFilters(request);
  const key = filtersKey(filters);
  const same = (await repo.listSearches(db, userId)).find(
    (s) => filtersKey(normaliseFilters(s.filters)) === key,
  );
  return searchQueryString(
    filters,
    same ? { search_id: same.id, search_name: same.name, email: same.email } : undefined,
  );
}

/** Remember the first saved search of onboarding (spec §4: its id prefills the onboarding steps). */
export async function setOnboardingSearch(
  deps: Deps,
  userId: number,
  searchId: number | null,
): Promise<void> {
  if (searchId == null) throw badRequest('Choose a saved search.', { search_id: 'is required' });
  if (!(await repo.findOwnSearch(deps.db, userId, searchId))) throw notFound(NOT_YOURS);
  await setOnboardingSearchId(deps.db, userId, searchId, deps.clock.now());
}
