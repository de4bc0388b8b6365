import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JobSearchFilters, SavedSearchFeed } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { hasAccess } from '../accounts/index.ts';
import * as feedsRepo from './feeds-repo.ts';
import * as repo from './repo.ts';
import { normaliseFilters } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

// A saved search's private feed. Feed readers fetch without cookies, so the URL is the only credential: it holds
// a random key and an HMAC of it under the service secret (as the calendar feed does), so the stored key alone
// opens nothing, and a leaked URL is rotated (a new key) or stopped (no key) from the member's settings.

export type FeedFormat = 'atom' | 'json';

const sign = (deps: Deps, key: string) =>
  createHmac('sha256', deps.config.secretKey).update(`search-feed:${key}`).digest('base64url').slice(0, 32);

const urls = (deps: Deps, searchId: number, key: string): SavedSearchFeed => {
  const base = `${deps.config.publicUrl}/api/feeds/${key}.${sign(deps, key)}`;
  return { search_id: searchId, atom_url: `${base}.atom`, json_url: `${base}.json` };
};

const NOT_YOURS = 'That saved search does not exist. It may have been deleted.';

async function ownSearch(deps: Deps, userId: number, searchId: number) {
  const search = await repo.findOwnSearch(deps.db, userId, searchId);
  if (!search) throw notFound(NOT_YOURS);
  return search;
}

export async function savedSearchFeeds(deps: Deps, userId: number): Promise<SavedSearchFeed[]> {
  return (await feedsRepo.feedKeysOf(deps.db, userId)).map((f) => urls(deps, f.search_id, f.feed_key));
}

/** The search's feed URLs, made on first asking. */
export async function startSavedSearchFeed(deps: Deps, userId: number, searchId: number) {
  await ownSearch(deps, userId, searchId);
  const key = await feedsRepo.feedKeyOf(deps.db, userId, searchId);
  return key ? urls(deps, searchId, key) : rotateSavedSearchFeed(deps, userId, searchId);
}

/** New URLs for the search's feed; the old ones answer 404 from now on. */
export async function rotateSavedSearchFeed(deps: Deps, userId: number, searchId: number) {
  await ownSearch(deps, userId, searchId);
  const key = randomBytes(18).toString('base64url');
  await feedsRepo.storeFeedKey(deps.db, { userId, searchId, key, now: deps.clock.now() });
  return urls(deps, searchId, key);
}

/** No feed for the search any more: its URLs answer 404. */
export async function stopSavedSearchFeed(deps: Deps, userId: number, searchId: number) {
  await ownSearch(deps, userId, searchId);
  await feedsRepo.deleteFeed(deps.db, userId, searchId);
  return savedSearchFeeds(deps, userId);
}

/** Remove every feed of a member (account deletion). */
export async function deleteMemberFeeds(deps: Pick<AppDeps, 'db'>, userId: number): Promise<number> {
  return feedsRepo.deleteFeedsOf(deps.db, userId);
}

export interface FeedSearch {
  format: FeedFormat;
  searchId: number;
  userId: number;
  name: string;
  filters: JobSearchFilters;
  /** When the search was last edited: its feed changes with it. */
  updatedAt: Date;
  /** The URL the reader fetched (the feed's self link). */
  selfUrl: string;
}

/** The saved search behind a feed URL's token ('{key}.{signature}.atom|json'), or null when not a live one. */
export async function searchBehindFeed(deps: Deps, token: string): Promise<FeedSearch | null> {
  const match = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{32})\.(atom|json)$/.exec(token);
  if (!match) return null;
  const [, key, signature, format] = match as unknown as [string, string, string, FeedFormat];
  if (!timingSafeEqual(Buffer.from(sign(deps, key)), Buffer.from(signature))) return null;
  const search = await feedsRepo.searchOfFeed(deps.db, key);
  // A member who lost access loses their feeds with it, as their sessions lose the search page.
  if (!search || !(await hasAccess(deps.db, search.user_id))) return null;
  return {
    format,
    searchId: search.id,
    userId: search.user_id,
    name: search.name,
    filters: normaliseFilters(search.filters),
    updatedAt: new Date(search.updated_at),
    selfUrl: `${deps.config.publicUrl}/api/feeds/${token}`,
  };
}
