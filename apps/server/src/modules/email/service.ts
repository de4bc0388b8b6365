import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './repo.ts';
import { readUnsubscribeToken, verifyClick, verifyJobClick, verifyOpen } from './signed-links.ts';

/**
 * What the email module's links lead to, asked of the modules that own it: accounts (a person's address and
 * their opt-out of all email), searches (each saved search's daily email) and jobs (a job's posting). The email
 * module is the bottom of the module graph, so it names these as a port that services.ts wires.
 */
export interface EmailDirectory {
  recipient(userId: number): Promise<{ id: number; email: string; email_opt_out: boolean } | undefined>;
  savedSearch(userId: number, searchId: number): Promise<{ name: string; email: boolean } | undefined>;
  optOutOfAll(userId: number): Promise<void>;
  turnOffSearchEmail(userId: number, searchId: number, at: Date): Promise<void>;
  jobPostingUrl(jobId: number): Promise<string | null>;
}

export interface EmailDirectoryDeps {
  emailDirectory: EmailDirectory;
}

/** What the email routes are given (the email module does not import deps.ts: deps.ts imports it). */
export type EmailDeps = { db: Db; clock: Clock; config: Config } & EmailDirectoryDeps;
type Deps = EmailDeps;

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
  const user = await deps.emailDirectory.recipient(scope.userId);
  if (!user) throw badRequest(INVALID_LINK);
  const search = scope.searchId
    ? await deps.emailDirectory.savedSearch(scope.userId, scope.searchId)
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
  if (everything || !scope.searchId) await deps.emailDirectory.optOutOfAll(user.id);
  else await deps.emailDirectory.turnOffSearchEmail(user.id, scope.searchId, deps.clock.now());
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
  if (!verifyJobClick(deps.config, emailId, jobId, sig)) throw invalidClickLink();
  const target = await deps.emailDirectory.jobPostingUrl(jobId);
  if (!target || !/^https?:\/\//i.test(target)) {
    throw new AppError(404, 'job_not_found', 'This job is no longer listed on Upstream.');
  }
  await repo.markClicked(deps.db, emailId, deps.clock.now());
  return target;
}
