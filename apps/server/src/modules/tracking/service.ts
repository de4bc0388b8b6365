import {
  CLEARED_STATUS_NOTE,
  GHOSTED_SUGGESTION_DAYS,
  type JobNote,
  type JobStatus,
  type NextDateLabel,
  TIER_LIMITS,
  type Tier,
  TRACKED_LIMIT_CODE,
  type TrackedJob,
  UPGRADE_PATH,
} from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import { DAY } from '../../lib/clock.ts';
import { companyExists, findJob } from '../catalogue/index.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
export type Member = SessionUser & { permission: NonNullable<SessionUser['permission']> };

const PLAN_NAMES: Record<Tier, string> = {
  free: 'Free',
  beta: 'Beta',
  private_beta: 'Private Beta',
  standard: 'Standard',
  plus: 'Plus',
};

/** The tier whose caps apply; admins get the largest, an unknown tier the smallest. */
function tierOf(member: Member): Tier {
  if (member.permission.type === 'admin') return 'plus';
  const tier = member.permission.tier as Tier | null;
  return tier && tier in TIER_LIMITS ? tier : 'free';
}

export function trackedLimitOf(member: Member): number {
  return TIER_LIMITS[tierOf(member)].trackedItems;
}

const jobNotFound = () => notFound("That job doesn't exist.");

async function requireJob(deps: Deps, jobId: number, member: Member) {
  const job = await findJob(deps.db, jobId, member.id);
  if (!job) throw jobNotFound();
  return job;
}

/**
 * Spec §6: a job that is not yet tracked or noted may become so only while the person is under their tier's
 * cap. Runs inside the caller's transaction, after lockUser, so concurrent requests count in turn.
 */
async function assertRoomFor(trx: Parameters<typeof repo.lockUser>[0], member: Member, jobId: number) {
  if (await repo.isTrackedItem(trx, member.id, jobId)) return;
  const limit = trackedLimitOf(member);
  if ((await repo.countTrackedItems(trx, member.id)) < limit) return;
  throw new AppError(
    403,
    TRACKED_LIMIT_CODE,
    `You've reached the ${limit} tracked and noted jobs of the ${PLAN_NAMES[tierOf(member)]} plan. Upgrade to track more, or clear the status of jobs you no longer need.`,
    undefined,
    { upgrade_url: UPGRADE_PATH },
  );
}

export async function markJob(deps: Deps, member: Member, jobId: number, mark: repo.JobMark, value: boolean) {
  await requireJob(deps, jobId, member);
  await repo.setJobMark(deps.db, member.id, jobId, mark, value, deps.clock.now());
}

/**
 * Set or clear (null) the status. Each real change is recorded as a status note with its time; picking the
 * status already set changes nothing, so a repeated call is harmless.
 */
export async function updateJobStatus(deps: Deps, member: Member, jobId: number, status: JobStatus | null) {
  await requireJob(deps, jobId, member);
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, member.id);
    const current = await repo.currentStatus(trx, member.id, jobId);
    if (current === status) return;
    if (status !== null) await assertRoomFor(trx, member, jobId);
    const now = deps.clock.now();
    await repo.writeStatus(trx, member.id, jobId, status, now);
    await repo.insertNote(trx, {
      userId: member.id,
      jobId,
      text: status ?? CLEARED_STATUS_NOTE,
      isStatus: true,
      at: now,
    });
  });
}

async function notesWithCount(deps: Deps, userId: number, jobId: number) {
  const notes = await repo.listNotes(deps.db, userId, jobId);
  return { notes, count: notes.length };
}

export async function addNote(deps: Deps, member: Member, jobId: number, text: string) {
  await requireJob(deps, jobId, member);
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, member.id);
    await assertRoomFor(trx, member, jobId);
    await repo.insertNote(trx, { userId: member.id, jobId, text, isStatus: false, at: deps.clock.now() });
  });
  return notesWithCount(deps, member.id, jobId);
}

export async function listNotes(deps: Deps, member: Member, jobId: number): Promise<JobNote[]> {
  await requireJob(deps, jobId, member);
  return repo.listNotes(deps.db, member.id, jobId);
}

export async function deleteNote(deps: Deps, member: Member, jobId: number, noteId: number) {
  await requireJob(deps, jobId, member);
  // Another person's note answers the same as a missing one: ids reveal nothing.
  if (!(await repo.deleteNote(deps.db, member.id, jobId, noteId))) throw notFound("That note doesn't exist.");
  return notesWithCount(deps, member.id, jobId);
}

export function savedAndTrackedCounts(deps: Deps, member: Member) {
  return repo.savedAndTrackedCounts(deps.db, member.id);
}

async function requireCompany(deps: Deps, companyId: number, member: Member) {
  if (!(await companyExists(deps.db, companyId, member.id))) throw notFound("That company doesn't exist.");
}

export async function saveCompany(deps: Deps, member: Member, companyId: number, on: boolean) {
  await requireCompany(deps, companyId, member);
  await repo.setCompanyMark(deps.db, 'saved_companies', member.id, companyId, on, deps.clock.now());
}

/** Blocking leaves every job of the company out of the person's searches and digests (read by those areas). */
export async function blockCompany(deps: Deps, member: Member, companyId: number, on: boolean) {
  await requireCompany(deps, companyId, member);
  await repo.setCompanyMark(deps.db, 'blocked_companies', member.id, companyId, on, deps.clock.now());
}

export function blockedCompanies(deps: Deps, member: Member) {
  return repo.blockedCompanies(deps.db, member.id);
}

export async function setNextDate(
  deps: Deps,
  member: Member,
  jobId: number,
  nextDate: string | null,
  label: NextDateLabel | null,
) {
  await requireJob(deps, jobId, member);
  if (nextDate && Number.isNaN(Date.parse(`${nextDate}T00:00:00Z`)))
    throw badRequest('That is not a real date.', { next_date: 'Use a date like 2026-03-31' });
  const updated = await repo.setNextDate(deps.db, member.id, jobId, nextDate, label, deps.clock.now());
  if (!updated) throw badRequest('Pick a status for this job first: next dates belong to tracked jobs.');
}

/** Statuses after which silence means nothing: the outcome is already known. */
const SETTLED: readonly JobStatus[] = ['Offer', 'Accepted', 'Rejected', 'Ghosted'];

export async function trackedJobs(deps: Deps, member: Member): Promise<TrackedJob[]> {
  const rows = await repo.trackedJobs(deps.db, member.id);
  const now = deps.clock.now().getTime();
  return rows.map(({ posted_at, status_changed_at, closed_at, ...row }) => ({
    ...row,
    formatted_date: new Date(posted_at).toISOString(),
    status_changed_at: new Date(status_changed_at).toISOString(),
    next_date_label: row.next_date_label as NextDateLabel | null,
    // A job is no longer posted once its board dropped it; imported jobs were never on a board here.
    closed_at: closed_at ? new Date(closed_at).toISOString() : null,
    suggest_ghosted:
      !SETTLED.includes(row.current_status) &&
      now - new Date(status_changed_at).getTime() >= GHOSTED_SUGGESTION_DAYS * DAY,
  }));
}
