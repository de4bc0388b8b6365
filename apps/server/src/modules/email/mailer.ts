import pLimit from 'p-limit';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { composeMessage } from './mime.ts';
import * as outbox from './outbox.ts';
import { createSmtpPool } from './smtp.ts';
import { addReports, type ClaimedEmail, type Mailer, NOTHING_DELIVERED, relayRefused } from './types.ts';

/** Parallel SMTP connections of the pool; a local relay takes this many at once comfortably. */
const POOL_CONNECTIONS = 8;
/** Emails sent between two records of how they went (see sendAndSettle). */
const SETTLE_EVERY = 25;

/**
 * Records every email in email_messages (the outbox), then delivers it over pooled SMTP when SMTP_URL is set.
 * A failed attempt leaves the email queued with a later next_attempt_at (backoff), so nothing is lost while the
 * relay is down; permanent refusals and emails out of attempts are marked failed with the reason.
 * Without SMTP the record itself is the outbox, shown at /dev/mailbox outside production.
 */
export function createMailer(deps: { db: Db; clock: Clock; config: Config }): Mailer {
  const { db, clock, config } = deps;
  const host = new URL(config.publicUrl).hostname || 'upstream.local';
  const transport = config.SMTP_URL
    ? createSmtpPool(config.SMTP_URL, {
        connections: POOL_CONNECTIONS,
        maxMessages: 1_000,
        name: host,
        connectionTimeoutMs: 10_000,
        greetingTimeoutMs: 10_000,
        socketTimeoutMs: 30_000,
        idleMs: 60_000,
      })
    : null;

  async function transmit(email: ClaimedEmail): Promise<outbox.Attempt> {
    if (!transport) return { id: email.id, ok: true };
    try {
      const message = composeMessage({
        from: config.MAIL_FROM,
        replyTo: config.MAIL_REPLY_TO,
        to: email.to_address,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
        // Stable per record: if a crash makes us send twice, receiving servers can tell it is one message.
        messageId: `<email-${email.id}@${host}>`,
      });
      await transport.send({ from: message.envelope.from || '', to: message.envelope.to }, message.raw);
      return { id: email.id, ok: true };
    } catch (err) {
      return { id: email.id, ok: false, error: err as outbox.SmtpError };
    }
  }

  const limit = pLimit(POOL_CONNECTIONS * 2);

  /** Send claimed emails over the pool and write down how each went. */
  async function settleSlice(emails: ClaimedEmail[]): Promise<outbox.Settled> {
    const attempts = await Promise.all(emails.map((email) => limit(() => transmit(email))));
    const triesOf = new Map(emails.map((e) => [e.id, e.attempts]));
    return outbox.settle(
      db,
      clock.now(),
      attempts.map((a) => ({ ...a, attempts: triesOf.get(a.id) ?? 1 })),
    );
  }

  /**
   * Send claimed emails and write down how each went, a slice at a time: a sender killed mid-batch leaves at
   * most the slices in flight unsettled (the relay may have them; they go again after the lease under the same
   * Message-ID), not the whole batch.
   */
  async function sendAndSettle(emails: ClaimedEmail[]): Promise<outbox.Settled> {
    const slices: ClaimedEmail[][] = [];
    for (let i = 0; i < emails.length; i += SETTLE_EVERY) slices.push(emails.slice(i, i + SETTLE_EVERY));
    const settled = await Promise.all(slices.map(settleSlice));
    return {
      sent: settled.reduce((n, s) => n + s.sent, 0),
      retrying: settled.reduce((n, s) => n + s.retrying, 0),
      failed: settled.reduce((n, s) => n + s.failed, 0),
      statusOf: (id) => {
        for (const s of settled) {
          const status = s.statusOf(id);
          if (status !== 'queued') return status;
        }
        return 'queued';
      },
    };
  }

  return {
    async send(email) {
      const recorded = await outbox.record(db, clock.now(), email);
      if (recorded.duplicate) return recorded;
      const claimed = await outbox.claim(db, clock.now(), { ids: [recorded.id] });
      // Someone else (a delivery run) claimed it first: it is on its way.
      if (!claimed[0]) return { id: recorded.id, status: 'queued', duplicate: false };
      const outcome = await sendAndSettle(claimed);
      return { id: recorded.id, status: outcome.statusOf(recorded.id), duplicate: false };
    },

    async deliverClaimed(emails) {
      if (emails.length === 0) return NOTHING_DELIVERED;
      return sendAndSettle(emails);
    },

    async deliverDue(opts = {}) {
      let report = NOTHING_DELIVERED;
      const batchSize = opts.batchSize ?? 200;
      let remaining = opts.limit ?? Number.POSITIVE_INFINITY;
      let relayDown = false;
      // Two claim-send-settle loops, so one batch is sent while the other is claimed or settled.
      const loop = async () => {
        while (remaining > 0 && !relayDown) {
          const take = Math.min(batchSize, remaining);
          remaining -= take;
          const batch = await outbox.claim(db, clock.now(), { limit: take });
          if (batch.length === 0) return;
          const outcome = await sendAndSettle(batch);
          report = addReports(report, outcome);
          // The relay is down: stop hammering it; the queued emails wait for their next attempt.
          if (relayRefused(outcome)) relayDown = true;
        }
      };
      await Promise.all([loop(), loop()]);
      return report;
    },

    async close() {
      transport?.close();
    },
  };
}
