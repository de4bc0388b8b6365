import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { type Clock, DAY } from '../../lib/clock.ts';
import { escapeHtml } from '../../lib/html.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import type { Mailer, SentEmail } from './types.ts';

// Every note to the operator (requests, advising sign-ups, auth-failure reports, billing problems) draws on
// one daily budget, so no flood, however it is spread over members, addresses or kinds, buries their inbox.
// Notes past it wait in operator_notes_held; the next day's digest lists them in one email.

/** Notes emailed to the operator one by one per day (UTC); the rest go into the next digest. */
export const OPERATOR_NOTES_PER_DAY = 100;
/** Notes a digest lists one by one; beyond them it gives the count. */
const DIGEST_LISTS = 200;

/** What sending to the operator needs (the email module does not import deps.ts: deps.ts imports it). */
interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'OPERATOR_EMAIL'>;
  mailer: Mailer;
  logger?: { warn: (details: object, message: string) => void };
}

export interface OperatorNote {
  subject: string;
  html: string;
  text: string;
  userId?: number | null;
  /** A note with a key already sent or held is not sent or held again. */
  dedupeKey?: string;
}

export type NoteOutcome = { held: false; email: SentEmail } | { held: true; duplicate: boolean };

/** Email the operator a note within the day's budget, or hold it for the next digest. */
export async function notifyOperator(deps: Deps, note: OperatorNote): Promise<NoteOutcome> {
  const day = deps.clock.now().toISOString().slice(0, 10);
  const budget = await hitRateLimit(
    deps.db,
    deps.clock,
    `operator-notes:${day}`,
    OPERATOR_NOTES_PER_DAY,
    DAY,
  );
  if (budget.allowed) {
    const email = await deps.mailer.send({
      to: deps.config.OPERATOR_EMAIL,
      category: 'notification',
      subject: note.subject,
      html: note.html,
      text: note.text,
      ...(note.userId != null && { userId: note.userId }),
      ...(note.dedupeKey && { dedupeKey: note.dedupeKey }),
    });
    return { held: false, email };
  }
  const held = await deps.db
    .insertInto('operator_notes_held')
    .values({
      dedupe_key: note.dedupeKey ?? null,
      subject: note.subject,
      text: note.text,
      created_at: deps.clock.now(),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (budget.hits === OPERATOR_NOTES_PER_DAY + 1)
    deps.logger?.warn({ day }, 'operator notification budget spent: the rest wait for the digest');
  return { held: true, duplicate: !held };
}

/** One email listing the notes held back past the budget, then they are gone; nothing when none wait. */
export async function sendOperatorDigest(deps: Deps): Promise<number> {
  const notes = await deps.db
    .selectFrom('operator_notes_held')
    .select(['id', 'subject', 'created_at'])
    .orderBy('id')
    .execute();
  if (notes.length === 0) return 0;
  const listed = notes.slice(0, DIGEST_LISTS);
  const lines = listed.map(
    (n) => `${n.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${n.subject}`,
  );
  const more = notes.length - listed.length;
  const intro = `${notes.length} notification${notes.length === 1 ? ' was' : 's were'} held back after the day's ${OPERATOR_NOTES_PER_DAY} (the console and the logs have the details):`;
  const tail = more > 0 ? [`…and ${more} more.`] : [];
  const last = notes[notes.length - 1]!.id;
  await deps.mailer.send({
    to: deps.config.OPERATOR_EMAIL,
    category: 'notification',
    dedupeKey: `operator-digest:${last}`,
    subject: `Upstream: ${notes.length} notification${notes.length === 1 ? '' : 's'} held back`,
    text: [intro, '', ...lines, ...tail].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${tail
      .map((t) => `<p>${escapeHtml(t)}</p>`)
      .join('')}`,
  });
  await deps.db.deleteFrom('operator_notes_held').where('id', '<=', last).execute();
  return notes.length;
}
