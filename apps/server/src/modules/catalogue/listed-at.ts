import { DAY } from '../../lib/clock.ts';

// When a job is news (docs/decisions/0013-posted-dates.md). Upstream first sees a posting at the first fetch
// after it went up, up to a day later (a board is fetched for new jobs every 18 hours or more), later when a
// fetch fails. A board added today lists postings it has had open for months: first sight is not news there.

/**
 * How much older than first sight an ATS's posted date may be and the job still be news when first seen: a
 * day's fetch cadence and one missed fetch. An older one is the job's listing time, which puts it in no digest
 * and no "New Jobs Today".
 */
export const POSTED_GRACE_DAYS = 2;

/**
 * A job's listing time, fixed when it is first written (a repost keeps its original's): its posted date when
 * the ATS gives one older than first sight by more than POSTED_GRACE_DAYS, else first sight; for a job of a
 * board's first fetch with no posted date, none (null) — never news, and after every dated job in results.
 */
export function listedAt(job: {
  postedAt: Date | null;
  firstSeenAt: Date;
  firstFetch: boolean;
}): Date | null {
  if (job.postedAt === null) return job.firstFetch ? null : job.firstSeenAt;
  return job.postedAt.getTime() < job.firstSeenAt.getTime() - POSTED_GRACE_DAYS * DAY
    ? job.postedAt
    : job.firstSeenAt;
}
