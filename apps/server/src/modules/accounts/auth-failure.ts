import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { clientKey } from '../../lib/client-address.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { authFailureEmail } from './emails.ts';

// A visit to /fail-auth is reported to the operator: logged always, emailed within limits so a loop in
// someone's browser (or a script) cannot flood the operator's inbox.
const REPORTS_PER_IP_PER_HOUR = 5;
const OPERATOR_EMAILS_PER_HOUR = 30;

export async function reportAuthFailure(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>,
  report: { userEmail: string; timestamp: string; userAgent: string; ip: string },
): Promise<void> {
  const perIp = await hitRateLimit(
    deps.db,
    deps.clock,
    `auth-failure:ip:${clientKey(report.ip)}`,
    REPORTS_PER_IP_PER_HOUR,
    HOUR,
  );
  if (!perIp.allowed) throw tooManyRequests();
  deps.logger.warn({ authFailure: report }, 'authentication issue reported');
  const overall = await hitRateLimit(
    deps.db,
    deps.clock,
    'auth-failure:operator-email',
    OPERATOR_EMAILS_PER_HOUR,
    HOUR,
  );
  if (!overall.allowed) return;
  await deps.mailer.send({
    to: deps.config.OPERATOR_EMAIL,
    category: 'notification',
    ...authFailureEmail(deps.config, report),
  });
}
