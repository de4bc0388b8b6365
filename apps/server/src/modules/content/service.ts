import { TZDate } from '@date-fns/tz';
import {
  type MonthlyUpdatesResponse,
  type ReleaseArchiveResponse,
  type ReleaseHistoryResponse,
  type RequestResponse,
  type RequestType,
  type ResourcesResponse,
  type RoadmapHistoryResponse,
  type RoadmapResponse,
  SCHEDULE_TIME_ZONE,
} from '@upstream/contract';
import { format } from 'date-fns';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests, tryAgainIn } from '../../http/errors.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { publishedMonthlyUpdates, recordAdvisingSignup } from './console.ts';
import { groupAdvisingEmail, type Requester, requestEmail } from './emails.ts';
import type { ContentLibrary } from './loader.ts';
import { insertRequest } from './repo.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>;
type Member = Requester & { id: number; permission?: { tier: string | null } | null };

export function releaseHistory(library: ContentLibrary, currentVersion: string): ReleaseHistoryResponse {
  return { current: `v${currentVersion.replace(/^v/, '')}`, releases: library.releases };
}

export function releaseArchive(library: ContentLibrary): ReleaseArchiveResponse {
  return { heading: 'Version 0.1', releases: library.archive };
}

/** The shipped updates and those published from the console (which replace a shipped one of their month). */
export async function monthlyUpdates(
  deps: Pick<AppDeps, 'db'>,
  library: ContentLibrary,
): Promise<MonthlyUpdatesResponse> {
  const published = await publishedMonthlyUpdates(deps.db);
  const months = new Set(published.map((u) => u.slug));
  const updates = [...published, ...library.monthlyUpdates.filter((u) => !months.has(u.slug))].sort((a, b) =>
    b.slug.localeCompare(a.slug),
  );
  return { mostRecent: updates[0]?.month ?? '', updates };
}

/** The admin-only bug items are merged in for admins and never leave the server otherwise. */
export function roadmap(library: ContentLibrary, viewer: { admin: boolean }): RoadmapResponse {
  const { months, ...rest } = library.roadmap;
  return {
    ...rest,
    months: months.map(({ adminBugs, ...month }) => ({
      ...month,
      bugs: viewer.admin ? [...month.bugs, ...adminBugs] : month.bugs,
    })),
  };
}

export function roadmapHistory(library: ContentLibrary): RoadmapHistoryResponse {
  return { months: library.roadmapHistory };
}

export function resources(library: ContentLibrary): ResourcesResponse {
  return { categories: library.resources };
}

/** Store a member's request for a missing company or tool and tell the operator. */
const REQUESTS_PER_HOUR = 10;

export async function fileRequest(
  deps: Deps,
  user: Member,
  input: { type: RequestType; name: string; url: string | null },
): Promise<RequestResponse> {
  // Generous for a person, a wall for a script filling the operator's inbox; the message says when to retry.
  const limit = await hitRateLimit(deps.db, deps.clock, `request:user:${user.id}`, REQUESTS_PER_HOUR, HOUR);
  if (!limit.allowed)
    throw tooManyRequests(
      `You've sent ${REQUESTS_PER_HOUR} requests in the past hour. Please try again ${tryAgainIn(limit.retryAfterMs)}.`,
    );
  const row = await insertRequest(deps.db, { userId: user.id, ...input, createdAt: deps.clock.now() });
  // The request is safely stored; a mail relay hiccup is recorded on the email (status failed) for a retry.
  await deps.mailer.send({
    to: deps.config.OPERATOR_EMAIL,
    ...requestEmail(user, row),
    category: 'notification',
    userId: user.id,
    dedupeKey: `request:${row.id}`,
  });
  return { id: row.id, type: row.type as RequestType, name: row.name, url: row.url };
}

const ALERTS_PER_HOUR = 10;

/**
 * The confirmation page posts this on every load: tell the operator once per member per day (ET), and
 * refuse a member who hammers it.
 */
export async function sendGroupAdvisingAlert(deps: Deps, user: Member): Promise<{ notified: boolean }> {
  const limit = await hitRateLimit(
    deps.db,
    deps.clock,
    `group-advising-alert:${user.id}`,
    ALERTS_PER_HOUR,
    HOUR,
  );
  if (!limit.allowed) throw tooManyRequests();
  const day = format(new TZDate(deps.clock.now(), SCHEDULE_TIME_ZONE), 'yyyy-MM-dd');
  await recordAdvisingSignup(deps.db, user.id, day, deps.clock.now());
  const sent = await deps.mailer.send({
    to: deps.config.OPERATOR_EMAIL,
    ...groupAdvisingEmail(user, user.permission?.tier ?? null),
    category: 'notification',
    userId: user.id,
    dedupeKey: `group-advising:${user.id}:${day}`,
  });
  return { notified: !sent.duplicate };
}
