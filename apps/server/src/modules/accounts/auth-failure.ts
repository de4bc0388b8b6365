import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { clientKey } from '../../lib/client-address.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { authFailureEmail } from './emails.ts';

// A visit to /fail-auth is reported to the operator: logged always, emailed within limits so a loop in
// someone's browser (or a script) cannot flood the operator's inbox. Reports from signed-in people (whose
// address the session vouches for) and from visitors (who can claim any address) draw on separate budgets, so
// a flood of anonymous reports cannot starve the reports of real members; a member is emailed about once a day.
const REPORTS_PER_IP_PER_HOUR = 5;
const MEMBER_EMAILS_PER_HOUR = 30;
const VISITOR_EMAILS_PER_HOUR = 10;

export async function reportAuthFailure(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>,
  report: { userEmail: string; timestamp: string; userAgent: string; ip: string },
  signedIn: { id: number; email: string } | null,
): Promise<void> {
  const perIp = await hitRateLimit(
    deps.db,
    deps.clock,
    `auth-failure:ip:${clientKey(report.ip)}`,
    REPORTS_PER_IP_PER_HOUR,
    HOUR,
  );
  if (!perIp.allowed) throw tooManyRequests();
  const vouched = signedIn ? { ...report, userEmail: signedIn.email } : report;
  deps.logger.warn({ authFailure: vouched, signedIn: Boolean(signedIn) }, 'authentication issue reported');
  const budget = await hitRateLimit(
    deps.db,
    deps.clock,
    signedIn ? 'auth-failure:operator-email:members' : 'auth-failure:operator-email:visitors',
    signedIn ? MEMBER_EMAILS_PER_HOUR : VISITOR_EMAILS_PER_HOUR,
    HOUR,
  );
  if (!budget.allowed) return;
  const day = deps.clock.now().toISOString().slice(0, 10);
  await deps.mailer.send({
    to: deps.config.OPERATOR_EMAIL,
    category: 'notification',
    ...(signedIn ? { userId: signedIn.id, dedupeKey: `auth-failure:${signedIn.id}:${day}` } : {}),
    ...authFailureEmail(deps.config, vouched),
  });
}
