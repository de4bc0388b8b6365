import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import {
  readUnsubscribeToken,
  type UnsubscribeScope,
  verifyClick,
  verifyJobClick,
  verifyOpen,
} from '../email/tracking.ts';
import * as searches from '../searches/repo.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const INVALID_LINK =
  'This unsubscribe link is not valid. Open the link from your latest email, or change your emails in Settings.';

export interface UnsubscribeView {
  email: string;
  /** The search whose daily email the link stops; null: the link stops all email. */
  search_name: string | null;
  scope: 'search' | 'all';
  /** Already done (the search's email is off, or the person opted out of everything). */
  done: boolean;
}

async function resolve(deps: Deps, token: string | undefined) {
  const scope = readUnsubscribeToken(deps.config, token);
  if (!scope) throw badRequest(INVALID_LINK);
  const user = await repo.findUserEmail(deps.db, scope.userId);
  if (!user) throw badRequest(INVALID_LINK);
  const search = scope.searchId
    ? await repo.findSearchName(deps.db, scope.userId, scope.searchId)
    : undefined;
  return { scope, user, search };
}

/** What an unsubscribe link will stop, for the page that asks to confirm it. */
export async function describeUnsubscribe(deps: Deps, token: string | undefined): Promise<UnsubscribeView> {
  const { scope, user, search } = await resolve(deps, token);
  if (scope.searchId && search) {
    return {
      email: user.email,
      search_name: search.name,
      scope: 'search',
      done: !search.email || user.email_opt_out,
    };
  }
  return { email: user.email, search_name: null, scope: 'all', done: user.email_opt_out };
}

/**
 * Stop the email a link names: one search's daily email, or (scope 'all', or a link of a search that is gone)
 * every email that is not the direct answer to something the person asked for, such as a sign-in link.
 */
export async function unsubscribe(
  deps: Deps,
  token: string | undefined,
  requested?: 'search' | 'all',
): Promise<UnsubscribeView> {
  const { scope, user, search } = await resolve(deps, token);
  const everything = requested === 'all' || !scope.searchId || !search;
  if (everything) await repo.optOutOfAllEmail(deps.db, user.id);
  else
    await searches.turnOffEmail(
      deps.db,
      user.id,
      (scope as UnsubscribeScope & { searchId: number }).searchId,
      deps.clock.now(),
    );
  return {
    email: user.email,
    search_name: everything ? null : (search?.name ?? null),
    scope: everything ? 'all' : 'search',
    done: true,
  };
}

export async function recordOpen(deps: Deps, emailId: number, sig: string | undefined): Promise<void> {
  // A forged or damaged pixel still gets its image; it just is not recorded.
  if (verifyOpen(deps.config, emailId, sig)) await repo.markOpened(deps.db, emailId, deps.clock.now());
}

const invalidClickLink = () =>
  new AppError(
    400,
    'invalid_link',
    'This link is damaged or was not sent by Upstream, so it cannot be followed.',
  );

/** Record a click and say where to go; only destinations we signed into the email are allowed. */
export async function recordClick(
  deps: Deps,
  emailId: number,
  target: string | undefined,
  sig: string | undefined,
): Promise<string> {
  if (!target || !verifyClick(deps.config, emailId, target, sig) || !/^https?:\/\//i.test(target)) {
    throw invalidClickLink();
  }
  await repo.markClicked(deps.db, emailId, deps.clock.now());
  return target;
}

/** A job link in an email: record the click and go to the job's posting. */
export async function recordJobClick(
  deps: Deps,
  emailId: number,
  jobId: number,
  sig: string | undefined,
): Promise<string> {
  if (!verifyJobClick(deps.config, emailId, sig)) throw invalidClickLink();
  const target = await repo.jobPostingUrl(deps.db, jobId);
  if (!target || !/^https?:\/\//i.test(target)) {
    throw new AppError(404, 'job_not_found', 'This job is no longer listed on Upstream.');
  }
  await repo.markClicked(deps.db, emailId, deps.clock.now());
  return target;
}
