import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createDb, type Db, migrateToLatest } from '../../src/db/index.ts';
import { createMailer } from '../../src/modules/email/index.ts';
import { type MailSink, startMailSink } from '../helpers/mail-sink.ts';

// The SMTP relay down while emails go out: every email waits (nothing lost, nothing given up on while it is
// down for a while) and is delivered exactly once after the relay returns.

const EMAILS = 90;

let database: EmbeddedDatabase;
let db: Db;
let sink: MailSink;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-faults-relay-'));
  database = await startEmbeddedPostgres(path.join(dir, 'pg'));
  db = createDb(database.connectionString());
  await migrateToLatest(db as never);
  sink = await startMailSink();
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await sink?.close();
  await database?.stop();
}, 60_000);

describe('the mail relay goes down during delivery', () => {
  it('delivers every email once after it returns', async () => {
    let now = new Date();
    const clock = { now: () => now };
    const config = loadConfig({
      DATABASE_URL: database.connectionString(),
      SMTP_URL: sink.url,
      NODE_ENV: 'test',
    });
    const mailer = createMailer({ db, clock, config });

    // The first third goes out; then the relay refuses everything.
    const emails = Array.from({ length: EMAILS }, (_, i) => ({
      to: `reader-${i}@example.com`,
      subject: `Update ${i}`,
      html: `<p>Update ${i}</p>`,
      text: `Update ${i}`,
      category: 'notification',
      dedupeKey: `relay-fault-${i}`,
    }));
    for (const email of emails.slice(0, EMAILS / 3)) await mailer.send(email);
    sink.setRejecting(true);
    const whileDown = [];
    for (const email of emails.slice(EMAILS / 3)) whileDown.push(await mailer.send(email));
    const retries = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      now = new Date(now.getTime() + 60 * 60_000);
      retries.push(await mailer.deliverDue());
    }
    const queuedWhileDown = (
      await db.selectFrom('email_messages').select('id').where('status', '=', 'queued').execute()
    ).length;

    sink.setRejecting(false);
    now = new Date(now.getTime() + 6 * 60 * 60_000);
    const after = await mailer.deliverDue();
    await mailer.close();

    const perRecipient = new Map<string, number>();
    for (const m of sink.messages)
      for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    const figures = {
      emails: EMAILS,
      sentBeforeOutage: EMAILS / 3,
      refusedWhileDown: whileDown.filter((s) => s.status === 'queued').length,
      retriesWhileDown: retries.reduce((n, r) => n + r.retrying, 0),
      queuedWhileDown,
      deliveredAfterReturn: after.sent,
      delivered: sink.messages.length,
      missing: emails.filter((e) => !perRecipient.has(e.to)).length,
      deliveredTwice: [...perRecipient.values()].filter((n) => n > 1).length,
      failedForGood: (
        await db.selectFrom('email_messages').select('id').where('status', '=', 'failed').execute()
      ).length,
    };
    process.stdout.write(`Fault: mail relay down during delivery\n${JSON.stringify(figures, null, 2)}\n`);
    expect(figures.queuedWhileDown).toBe(EMAILS - EMAILS / 3);
    expect(figures.missing).toBe(0);
    expect(figures.deliveredTwice).toBe(0);
    expect(figures.failedForGood).toBe(0);
  }, 120_000);
});
