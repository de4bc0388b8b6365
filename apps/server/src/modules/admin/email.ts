import type { AdminEmailsResponse, adminEmailsQuerySchema, EmailDay } from '@upstream/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { emailCategories, emailDays, recentEmails, retryFailedEmail } from '../email/index.ts';
import { recordAdminAction } from './audit.ts';

// Email: recent messages by category and status, delivery per day, and sending a failed email again.

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export async function listEmails(
  deps: Pick<AppDeps, 'db'>,
  query: z.output<typeof adminEmailsQuerySchema>,
): Promise<AdminEmailsResponse> {
  const [rows, categories] = await Promise.all([recentEmails(deps.db, query), emailCategories(deps.db)]);
  const page = rows.slice(0, query.limit);
  return {
    emails: page.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      category: r.category,
      status: r.status,
      attempts: r.attempts,
      error: r.error,
      created_at: new Date(r.created_at).toISOString(),
      sent_at: iso(r.sent_at),
      opened_at: iso(r.opened_at),
      clicked_at: iso(r.clicked_at),
      retryable: r.status === 'failed' && r.has_body,
    })),
    categories,
    next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function deliveryDays(deps: Pick<AppDeps, 'db' | 'clock'>, days: number): Promise<EmailDay[]> {
  return emailDays(deps.db, deps.clock.now(), days);
}

export async function retryEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  actorId: number,
  id: number,
) {
  const outcome = await retryFailedEmail(deps.db, deps.mailer, deps.clock.now(), id);
  if (outcome.kind === 'missing') throw notFound('No such email');
  if (outcome.kind === 'not-failed')
    throw new AppError(409, 'conflict', `This email has not failed (it is ${outcome.status}).`);
  if (outcome.kind === 'no-body')
    throw new AppError(409, 'conflict', 'This email’s text is no longer kept, so it cannot be sent again.');
  await recordAdminAction(deps, {
    actorId,
    action: 'email.retry',
    target: `email ${id}`,
    before: outcome.before,
    after: { status: outcome.status, error: outcome.error },
  });
  return { id, status: outcome.status, error: outcome.error };
}
