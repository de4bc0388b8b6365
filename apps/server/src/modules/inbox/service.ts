import type { InboxMessage, JobStatus } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { findMember } from '../accounts/index.ts';
import {
  addJobFromMail,
  jobForMail,
  setStatusFromMail,
  type TrackerOwner,
  trackedStateOf,
} from '../tracking/index.ts';
import { MalformedMail, parseRawMail } from './parse.ts';
import { CONFIDENT, readHiringEmail } from './reading/index.ts';
import * as repo from './repo.ts';
import { nextStatus } from './status-rule.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** Mail refused at the door, with what the SMTP listener and the webhook answer; nothing is stored. */
export class InboundRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly smtpCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Take one raw message for a member: refused when too large, too frequent or not readable as mail; else
 * stored, read, acted on, and its raw text dropped. Answers the message's id.
 */
export async function receiveMail(deps: Deps, userId: number, raw: Buffer): Promise<number> {
  if (raw.length > deps.config.INBOUND_MAX_BYTES)
    throw new InboundRefusal(
      413,
      552,
      `Message too large: the limit is ${deps.config.INBOUND_MAX_BYTES} bytes.`,
    );
  const limit = await hitRateLimit(
    deps.db,
    deps.clock,
    `inbox:user:${userId}`,
    deps.config.INBOUND_PER_HOUR,
    HOUR,
  );
  if (!limit.allowed)
    throw new InboundRefusal(429, 452, 'Too many emails to this address this hour; try again later.');
  try {
    await parseRawMail(raw);
  } catch (err) {
    if (err instanceof MalformedMail) throw new InboundRefusal(400, 550, err.message);
    throw err;
  }
  const id = await repo.insertMessage(deps.db, userId, raw, deps.clock.now());
  try {
    await processMessage(deps, id);
  } catch (err) {
    // Accepted all the same: the message waits, raw, for the inbox's retry (work.ts), so the sender does not
    // deliver it twice.
    deps.logger.error({ err, messageId: id }, 'inbox: a message could not be processed; it will be retried');
  }
  return id;
}

/** How long a message that could not be processed keeps its raw text before it is dropped unread. */
export const RAW_KEPT_HOURS = 24;

/** Retry the messages still waiting; drop the raw text of those waiting longer than RAW_KEPT_HOURS. */
export async function retryWaitingMessages(deps: Deps): Promise<{ processed: number; dropped: number }> {
  const now = deps.clock.now();
  const dropped = await repo.dropStaleRaw(deps.db, new Date(now.getTime() - RAW_KEPT_HOURS * HOUR), now);
  let processed = 0;
  for (const id of await repo.waitingMessages(deps.db)) {
    try {
      await processMessage(deps, id);
      processed += 1;
    } catch (err) {
      deps.logger.error({ err, messageId: id }, 'inbox: a message could not be processed');
    }
  }
  return { processed, dropped };
}

async function ownerOf(deps: Deps, userId: number): Promise<TrackerOwner> {
  const member = await findMember(deps.db, userId, deps.clock.now());
  return { id: userId, permission: { type: member?.type ?? 'free', tier: member?.tier ?? null } };
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : 'undated');
const noteOf = (to: JobStatus | null, subject: string, date: Date | null, sentence: string | null) =>
  `${to ?? 'Status cleared'} from your email “${subject}” (${day(date)})${sentence ? `: “${sentence}”` : ''}`;

/** A link to keep with a job added from an email: the first web link in it, else a search for the job. */
function linkOf(text: string, company: string, title: string): string {
  const link = /https?:\/\/[^\s<>"')\]]+/.exec(text)?.[0];
  return link ?? `https://duckduckgo.com/?q=${encodeURIComponent(`${title} ${company}`)}`;
}

/** Read a stored message and act: move the status when sure, suggest when not, note why when nothing moves. */
export async function processMessage(deps: Deps, id: number): Promise<void> {
  const stored = await repo.rawOf(deps.db, id);
  if (!stored?.raw) return;
  const now = deps.clock.now();
  const reading = readHiringEmail(await parseRawMail(stored.raw));
  const { original } = reading;
  const base = {
    sender: original.from.name ? `${original.from.name} <${original.from.address}>` : original.from.address,
    subject: original.subject.slice(0, 500),
    sent_at: original.date,
    outcome: reading.outcome,
    confidence: reading.confidence,
    company: reading.company,
    job_title: reading.jobTitle,
    sentence: reading.sentence,
    processed_at: now,
    raw: null,
  };
  const done = (values: Parameters<typeof repo.updateMessage>[2]) =>
    repo.updateMessage(deps.db, id, { ...base, ...values });
  if (/Gmail Forwarding Confirmation/i.test(original.subject))
    return done({
      decision: 'no_change',
      reason: 'Gmail asks you to confirm forwarding: its code is in the subject.',
    });
  if (reading.outcome === 'other')
    return done({ decision: 'no_change', reason: 'The email does not say anything about an application.' });
  if (!reading.company || !reading.jobTitle)
    return done({
      decision: 'no_change',
      reason: 'Could not tell which company and job the email is about.',
    });

  const userId = stored.user_id;
  let jobId = await jobForMail(deps, userId, reading.company, reading.jobTitle);
  const state = jobId ? await trackedStateOf(deps, userId, jobId) : { status: null, hadOutreach: false };
  const move = nextStatus(state.status, reading.outcome, state.hadOutreach);
  if (!move.to) return done({ decision: 'no_change', reason: move.reason ?? null, job_id: jobId ?? null });
  if (reading.confidence < CONFIDENT)
    return done({
      decision: 'suggested',
      job_id: jobId ?? null,
      status_before: state.status,
      status_after: move.to,
    });
  try {
    const owner = await ownerOf(deps, userId);
    jobId ??= await addJobFromMail(deps, owner, {
      company: reading.company,
      title: reading.jobTitle,
      url: linkOf(original.text, reading.company, reading.jobTitle),
    });
    const before = await setStatusFromMail(
      deps,
      owner,
      jobId,
      move.to,
      noteOf(move.to, original.subject, original.date, reading.sentence),
    );
    return done({ decision: 'moved', job_id: jobId, status_before: before, status_after: move.to });
  } catch (err) {
    if (err instanceof AppError && err.status === 403)
      return done({ decision: 'no_change', reason: err.message, job_id: jobId ?? null });
    throw err;
  }
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.messageOf>>>;
const shaped = (r: Row): InboxMessage => ({
  ...r,
  received_at: r.received_at.toISOString(),
  sent_at: r.sent_at ? r.sent_at.toISOString() : null,
  outcome: r.outcome as InboxMessage['outcome'],
  decision: r.decision as InboxMessage['decision'],
  status_before: r.status_before as JobStatus | null,
  status_after: r.status_after as JobStatus | null,
});

export async function listMessages(deps: Deps, userId: number): Promise<InboxMessage[]> {
  return (await repo.messagesOf(deps.db, userId)).map(shaped);
}

async function requireMessage(deps: Deps, userId: number, id: number): Promise<Row> {
  const row = await repo.messageOf(deps.db, userId, id);
  if (!row) throw notFound("That message doesn't exist.");
  return row;
}

/** One click puts the status back where it was before the email moved it, if nobody changed it since. */
export async function undoMessage(deps: Deps, userId: number, id: number): Promise<InboxMessage> {
  const row = await requireMessage(deps, userId, id);
  if ((row.decision !== 'moved' && row.decision !== 'accepted') || !row.job_id)
    throw badRequest('Only a status this inbox moved can be undone.');
  const { status } = await trackedStateOf(deps, userId, row.job_id);
  if (status !== row.status_after)
    throw badRequest(
      `The status has changed since (it is ${status ?? 'not set'}); change it on the tracker instead.`,
    );
  const before = row.status_before as JobStatus | null;
  await setStatusFromMail(
    deps,
    await ownerOf(deps, userId),
    row.job_id,
    before,
    `Undid the move to ${row.status_after} from your email “${row.subject ?? ''}”`,
  );
  await repo.updateMessage(deps.db, id, { decision: 'undone', resolved_at: deps.clock.now() });
  return requireMessage(deps, userId, id).then(shaped);
}

export async function acceptSuggestion(deps: Deps, userId: number, id: number): Promise<InboxMessage> {
  const row = await requireMessage(deps, userId, id);
  if (row.decision !== 'suggested' || !row.status_after)
    throw badRequest('Only a suggestion can be accepted.');
  const owner = await ownerOf(deps, userId);
  const jobId =
    row.job_id ??
    (await addJobFromMail(deps, owner, {
      company: row.company ?? 'Unknown company',
      title: row.job_title ?? 'Unknown job',
      url: linkOf('', row.company ?? '', row.job_title ?? ''),
    }));
  const to = row.status_after as JobStatus;
  const before = await setStatusFromMail(
    deps,
    owner,
    jobId,
    to,
    noteOf(to, row.subject ?? '', row.sent_at, row.sentence),
  );
  await repo.updateMessage(deps.db, id, {
    decision: 'accepted',
    job_id: jobId,
    status_before: before,
    resolved_at: deps.clock.now(),
  });
  return requireMessage(deps, userId, id).then(shaped);
}

export async function dismissSuggestion(deps: Deps, userId: number, id: number): Promise<InboxMessage> {
  const row = await requireMessage(deps, userId, id);
  if (row.decision !== 'suggested') throw badRequest('Only a suggestion can be dismissed.');
  await repo.updateMessage(deps.db, id, { decision: 'dismissed', resolved_at: deps.clock.now() });
  return requireMessage(deps, userId, id).then(shaped);
}

export async function deleteMessage(deps: Deps, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteMessage(deps.db, userId, id))) throw notFound("That message doesn't exist.");
}
