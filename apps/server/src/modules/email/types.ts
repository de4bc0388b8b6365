// The email module's vocabulary, shared by the outbox (records) and the mailer (delivery). The mailer's port and
// what it takes and gives are the infrastructure's (deps.ts): every module sends email through it.
import type { DeliveryReport } from '../../deps.ts';

export type { ClaimedEmail, DeliveryReport, Mailer, OutgoingEmail, SentEmail } from '../../deps.ts';

export const NOTHING_DELIVERED: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };

export const addReports = (a: DeliveryReport, b: DeliveryReport): DeliveryReport => ({
  sent: a.sent + b.sent,
  retrying: a.retrying + b.retrying,
  failed: a.failed + b.failed,
});

/** Nothing went and something waits for a retry: the relay is down, and sending more now only piles up. */
export const relayRefused = (report: DeliveryReport): boolean => report.sent === 0 && report.retrying > 0;
