import { FLAG_OUTCOME_WORDS, type FlagOutcome } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { escapeHtml } from '../../lib/html.ts';
import { paragraph, renderEmailLayout } from '../email/index.ts';
import { markFlagOutcomesTold, type UnsentFlagOutcome, unsentFlagOutcomes } from './flags.ts';

// Flag outcomes (issue 23 item 7): once a day, each member whose flags an operator answered gets one email
// listing what came of them. Each outcome is told once: the rows are marked, and the day's email has a key.

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer' | 'logger'>;

/** "You flagged Staff Engineer at Acme; the operator marked it closed." */
export const flagOutcomeSentence = (job: { title: string; company: string }, outcome: FlagOutcome) =>
  `You flagged ${job.title} at ${job.company}; ${FLAG_OUTCOME_WORDS[outcome]}.`;

function outcomesEmail(config: Deps['config'], member: UnsentFlagOutcome, outcomes: UnsentFlagOutcome[]) {
  const hello = member.first_name ? `Hi ${member.first_name},` : 'Hi,';
  const intro =
    outcomes.length === 1
      ? 'A job you flagged has been reviewed:'
      : `${outcomes.length} jobs you flagged have been reviewed:`;
  const lines = outcomes.map((o) => flagOutcomeSentence(o, o.flag_outcome));
  const subject =
    outcomes.length === 1 ? 'What came of the job you flagged' : 'What came of the jobs you flagged';
  const thanks = 'Thank you for flagging: it keeps the jobs on Upstream real.';
  const list = `<ul style="margin:0 0 16px;padding-left:20px">${lines
    .map((l) => `<li style="margin:0 0 6px">${escapeHtml(l)}</li>`)
    .join('')}</ul>`;
  const body = renderEmailLayout(config, {
    title: subject,
    preheader: lines[0],
    html: [paragraph(hello), paragraph(intro), list, paragraph(thanks)].join('\n'),
    text: [hello, intro, lines.map((l) => `- ${l}`).join('\n'), thanks].join('\n\n'),
    reason: 'You get this email because you flagged these jobs on Upstream.',
  });
  return { subject, ...body };
}

/** The day's batch: one email per member listing every outcome not yet told. Returns how many were emailed. */
export async function sendFlagOutcomes(deps: Deps): Promise<{ emailed: number; told: number }> {
  const now = deps.clock.now();
  const rows = await unsentFlagOutcomes(deps.db, now);
  const byMember = new Map<number, UnsentFlagOutcome[]>();
  for (const row of rows) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
  const day = now.toISOString().slice(0, 10);
  let emailed = 0;
  for (const [userId, outcomes] of byMember) {
    const member = outcomes[0]!;
    if (member.email) {
      await deps.mailer.send({
        to: member.email,
        ...outcomesEmail(deps.config, member, outcomes),
        category: 'notification',
        userId,
        dedupeKey: `flag-outcomes:${userId}:${day}`,
      });
      emailed++;
    }
    await markFlagOutcomesTold(deps.db, [userId], now, now);
  }
  deps.logger.info({ emailed, told: rows.length }, 'flag outcomes told');
  return { emailed, told: rows.length };
}
