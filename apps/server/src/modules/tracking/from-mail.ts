import { CLEARED_STATUS_NOTE, type JobStatus, TRACKED_LIMIT_CODE } from '@upstream/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { memberImports, titleKey } from '../catalogue/index.ts';
import { manualBoard } from '../ingestion/index.ts';
import * as repo from './repo.ts';
import { type Member, trackedLimitOf } from './service.ts';

// The tracker as the inbox changes it: a job found or added for an email, and its status moved (or moved
// back by an undo) with the email's note, under the same cap and the same status notes as a member's click.

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Whose tracker: the person and the plan whose cap applies. */
export type TrackerOwner = Pick<Member, 'id'> & { permission: { type: string; tier: string | null } };

const asMember = (owner: TrackerOwner) => owner as Member;

export interface TrackedState {
  status: JobStatus | null;
  /** Did the person ever mark this job Sent Outreach (an application after it is a warm one)? */
  hadOutreach: boolean;
}

export async function trackedStateOf(deps: Deps, userId: number, jobId: number): Promise<TrackedState> {
  const status = await repo.currentStatus(deps.db, userId, jobId);
  const { rows } = await sql<{ yes: boolean }>`
    SELECT EXISTS (SELECT 1 FROM job_notes WHERE user_id = ${userId} AND job_id = ${jobId}
      AND is_status AND note = 'Sent Outreach') AS yes`.execute(deps.db);
  return { status, hadOutreach: status === 'Sent Outreach' || (rows[0]?.yes ?? false) };
}

const letters = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
const sameCompany = (a: string, b: string) => {
  const [x, y] = [letters(a), letters(b)];
  return x.length >= 3 && y.length >= 3 && (x === y || x.startsWith(y) || y.startsWith(x));
};
/** "Senior Software Engineer" is the tracked "Senior Software Engineer, Payments" and the other way round. */
const sameTitle = (a: string, b: string) => {
  const [x, y] = [titleKey(a), titleKey(b)];
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `);
};

/**
 * The job an email is about: first the jobs the person tracks (an email names a job a little differently
 * than its posting: "Acme Inc." for Acme, a title without its team), then the catalogue's and their own
 * by exact company and title.
 */
export async function jobForMail(deps: Deps, userId: number, company: string, title: string) {
  const tracked = (await repo.trackedJobs(deps.db, userId)).filter(
    (j) => sameCompany(j.company, company) && sameTitle(j.title, title),
  );
  if (tracked.length === 1) return tracked[0]!.id;
  return memberImports.jobByCompanyAndTitle(deps.db, company, title, userId);
}

const overCap = (owner: TrackerOwner) =>
  new AppError(
    403,
    TRACKED_LIMIT_CODE,
    `Over your plan's limit of ${trackedLimitOf(asMember(owner))} tracked and noted jobs.`,
  );

/** A job Upstream does not know becomes the person's own, as a CSV import adds it. */
export async function addJobFromMail(
  deps: Deps,
  owner: TrackerOwner,
  job: { company: string; title: string; url: string },
): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, owner.id);
    if ((await repo.countTrackedItems(trx, owner.id)) >= trackedLimitOf(asMember(owner)))
      throw overCap(owner);
    const companyId = await memberImports.companyForImport(trx, job.company, owner.id, now);
    return memberImports.insertImportedJob(trx, {
      userId: owner.id,
      companyId,
      boardId: await manualBoard(trx, companyId, now),
      title: job.title,
      url: job.url,
      now,
    });
  });
}

/**
 * Set the status as an email (or its undo) says, with the status note and the email's own note, in one
 * transaction. Answers the status it replaced. A job newly tracked counts against the cap like a click.
 */
export async function setStatusFromMail(
  deps: Deps,
  owner: TrackerOwner,
  jobId: number,
  status: JobStatus | null,
  note: string,
): Promise<JobStatus | null> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, owner.id);
    const before = await repo.currentStatus(trx, owner.id, jobId);
    if (status !== null && !(await repo.isTrackedItem(trx, owner.id, jobId))) {
      if ((await repo.countTrackedItems(trx, owner.id)) >= trackedLimitOf(asMember(owner)))
        throw overCap(owner);
    }
    if (before !== status) {
      await repo.writeStatus(trx, owner.id, jobId, status, now);
      await repo.insertNote(trx, {
        userId: owner.id,
        jobId,
        text: status ?? CLEARED_STATUS_NOTE,
        isStatus: true,
        at: now,
      });
    }
    await repo.insertNote(trx, {
      userId: owner.id,
      jobId,
      text: note.slice(0, 1000),
      isStatus: false,
      at: now,
    });
    return before;
  });
}
