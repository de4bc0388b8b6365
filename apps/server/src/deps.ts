import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Clock } from './lib/clock.ts';
import type { Queue } from './work/queue.ts';

/**
 * What a process is built on; tests pass real local servers and a controllable clock. The long-lived services
 * built from it are in services.ts: a module names the ones it needs in its own deps type. This file imports
 * no module: it sits below them all.
 */
export interface Infrastructure {
  config: Config;
  db: Db;
  clock: Clock;
  queue: Queue;
  logger: FastifyBaseLogger;
  /** Outbound HTTP (job boards, OIDC, Stripe): injectable so tests can point it anywhere. */
  fetch: typeof fetch;
}

/** The infrastructure every module may be given, with the mailer (the email module's, built in services.ts). */
export interface AppDeps extends Infrastructure {
  mailer: Mailer;
}

// The mailer's port: how any module sends email. The email module implements it (createMailer).

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
