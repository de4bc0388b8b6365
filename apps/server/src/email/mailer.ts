import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';

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
  status: 'queued' | 'sent' | 'failed';
  duplicate: boolean;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<SentEmail>;
  close(): Promise<void>;
}

/**
 * Records every email in email_messages, then delivers it over SMTP when SMTP_URL is set.
 * Without SMTP the record itself is the outbox, shown at /dev/mailbox in development.
 */
export function createMailer(deps: { db: Db; clock: Clock; config: Config }): Mailer {
  const { db, clock, config } = deps;
  const transport: Transporter | null = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL, { pool: true, maxConnections: 5 } as object)
    : null;

  return {
    async send(email) {
      const inserted = await db
        .insertInto('email_messages')
        .values({
          user_id: email.userId ?? null,
          saved_search_id: email.savedSearchId ?? null,
          category: email.category,
          dedupe_key: email.dedupeKey ?? null,
          to_address: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: JSON.stringify(email.headers ?? {}),
          status: 'queued',
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const existing = await db
          .selectFrom('email_messages')
          .select(['id', 'status'])
          .where('dedupe_key', '=', email.dedupeKey!)
          .executeTakeFirstOrThrow();
        return { id: existing.id, status: existing.status, duplicate: true };
      }
      if (!transport) {
        await db
          .updateTable('email_messages')
          .set({ status: 'sent', sent_at: clock.now() })
          .where('id', '=', inserted.id)
          .execute();
        return { id: inserted.id, status: 'sent', duplicate: false };
      }
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          replyTo: config.MAIL_REPLY_TO,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers,
        });
        await db
          .updateTable('email_messages')
          .set({ status: 'sent', sent_at: clock.now(), attempts: 1 })
          .where('id', '=', inserted.id)
          .execute();
        return { id: inserted.id, status: 'sent', duplicate: false };
      } catch (err) {
        await db
          .updateTable('email_messages')
          .set({ status: 'failed', error: String((err as Error).message).slice(0, 500), attempts: 1 })
          .where('id', '=', inserted.id)
          .execute();
        return { id: inserted.id, status: 'failed', duplicate: false };
      }
    },
    async close() {
      transport?.close();
    },
  };
}
