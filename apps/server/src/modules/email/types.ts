// The email module's vocabulary, shared by the outbox (records) and the mailer (delivery).

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What kind of email: magic_link, invite, digest, report, notification. */
  category: string;
  userId?: number | null;
  savedSearchId?: number | null;
  /** An email with a key already recorded is never sent again (idempotent retries). */
  dedupeKey?: string;
  headers?: Record<string, string>;
}

export interface SentEmail {
  id: number;
  /** queued: recorded and waiting for the relay (it is retried until it goes). */
  status: 'queued' | 'sent' | 'failed';
  duplicate: boolean;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export const NOTHING_DELIVERED: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };

export const addReports = (a: DeliveryReport, b: DeliveryReport): DeliveryReport => ({
  sent: a.sent + b.sent,
  retrying: a.retrying + b.retrying,
  failed: a.failed + b.failed,
});

/** Nothing went and something waits for a retry: the relay is down, and sending more now only piles up. */
export const relayRefused = (report: DeliveryReport): boolean => report.sent === 0 && report.retrying > 0;

export interface Mailer {
  /** Record one email and try to deliver it at once (sign-in links, invites, notifications). */
  send(email: OutgoingEmail): Promise<SentEmail>;
  /**
   * Send emails this process recorded already claimed (outbox.recordClaimed) from memory, and settle them: the
   * bodies are not read back from the database.
   */
  deliverClaimed(emails: ClaimedEmail[]): Promise<DeliveryReport>;
  /** Deliver the queued emails that are due (digests, reports, retries); safe to run in several processes. */
  deliverDue(opts?: { limit?: number; batchSize?: number }): Promise<DeliveryReport>;
  close(): Promise<void>;
}

/** An email recorded already claimed by its sender, who sends it next from memory (outbox.recordClaimed). */
export interface ClaimedEmail {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
}
