import { replaceEqualDeep } from '@tanstack/react-query';
import type { TrackedJob, TrackerResponse } from '@upstream/contract';

/**
 * The tracker's answer, fetched again, keeps every job that did not change as the very object the board holds,
 * wherever the server now lists it. The query cache's own sharing compares the list place by place, so a status
 * change (the job moves to the head of the server's order) made every job before it a new object; on a phone each
 * card still asleep (boot/Island.tsx) then got new props, and React, unable to hydrate it, drew it again from
 * scratch: dozens of cards in one task of about a second at 4× CPU slowdown, after every status change.
 */
export function keepUnchangedJobs(
  before: TrackerResponse | undefined,
  after: TrackerResponse,
): TrackerResponse {
  if (!before) return after;
  const previous = new Map<number, TrackedJob>(before.tracked_jobs.map((job) => [job.id, job]));
  let unchanged = before.tracked_jobs.length === after.tracked_jobs.length;
  const jobs = after.tracked_jobs.map((job, i) => {
    const was = previous.get(job.id);
    const kept = was ? replaceEqualDeep(was, job) : job;
    if (kept !== before.tracked_jobs[i]) unchanged = false;
    return kept;
  });
  return unchanged ? before : { tracked_jobs: jobs };
}
