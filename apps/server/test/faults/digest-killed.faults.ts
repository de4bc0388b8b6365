import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createDb, type Db, migrateToLatest } from '../../src/db/index.ts';
import { runDigest } from '../../src/modules/alerts/index.ts';
import { createMailer } from '../../src/modules/email/index.ts';
import { createViewerLists } from '../../src/modules/tracking/index.ts';
import { type MailSink, startMailSink } from '../helpers/mail-sink.ts';
import { createUser } from '../helpers/users.ts';
import { createCompany, createJob, createSavedSearch } from '../integration/alerts/fixtures.ts';

// A worker killed (SIGKILL) in the middle of the daily digest: after a restart, each saved search gets exactly
// one email that day. Emails are recorded with their search's watermark in one transaction and leased while
// they are sent, so a restart sends what the killed run had not and never writes a second email. An email the
// relay took but the killed run had not yet recorded as sent goes again under the same Message-ID (printed as
// sameMessageDeliveredAgain): one email to a mail client, which keys messages by that id.

const SEARCHES = 400;
const root = path.resolve(import.meta.dirname, '../../../..');

let database: EmbeddedDatabase;
let db: Db;
let sink: MailSink;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-faults-digest-'));
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

describe('the digest worker is killed mid-run', () => {
  it('still gives each saved search exactly one email that day', async () => {
    const now = Date.now();
    const company = await createCompany(db, 'Kill Test Co');
    for (let i = 0; i < 3; i++)
      await createJob(db, company, {
        title: `Engineer ${i}`,
        firstSeen: new Date(now - 3_600_000).toISOString(),
      });
    const recipients: string[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const user = await createUser(db, { email: `digest-${i}@example.com` });
      recipients.push(user.email);
      await createSavedSearch(
        db,
        user.id,
        `Search ${i}`,
        {},
        { createdAt: new Date(now - 3 * 86_400_000).toISOString() },
      );
    }

    const env = {
      ...process.env,
      DATABASE_URL: database.connectionString(),
      SMTP_URL: sink.url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/digest.ts', '--now'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Kill it outright once part of the emails have gone out.
    const started = Date.now();
    while (sink.messages.length < SEARCHES * 0.2 && Date.now() - started < 60_000) await sleep(5);
    child.kill('SIGKILL');
    await exited;
    const deliveredBeforeKill = sink.messages.length;

    // The restart, six minutes later (past the lease of the emails the killed run had claimed).
    const later = new Date(Date.now() + 6 * 60_000);
    const clock = { now: () => later };
    const config = loadConfig({ ...env, PUBLIC_URL: 'http://localhost:3000' });
    const mailer = createMailer({ db, clock, config });
    const summary = await runDigest(
      { db, clock, config, mailer, logger: pino({ level: 'silent' }), viewerLists: createViewerLists(db) },
      { upTo: later, after: new Date(later.getTime() - 86_400_000) },
    );
    await mailer.deliverDue();
    await mailer.close();

    // One email per search: counted by message, as a mail client does (the same Message-ID is one email).
    const messagesTo = new Map<string, Set<string>>();
    for (const m of sink.messages)
      for (const to of m.to)
        messagesTo.set(to, (messagesTo.get(to) ?? new Set()).add(m.headers['message-id'] ?? ''));
    const missing = recipients.filter((r) => !messagesTo.has(r));
    const twice = recipients.filter((r) => (messagesTo.get(r)?.size ?? 0) > 1);
    const deliveries = sink.messages.length;
    process.stdout.write(
      `Fault: digest worker killed mid-run\n${JSON.stringify(
        {
          searches: SEARCHES,
          deliveredBeforeKill,
          emailsAfterRestart: summary.emails,
          deliveries,
          sameMessageDeliveredAgain: deliveries - [...messagesTo.values()].reduce((n, s) => n + s.size, 0),
          missing: missing.length,
          duplicateEmails: twice.length,
        },
        null,
        2,
      )}\n`,
    );
    expect(deliveredBeforeKill).toBeLessThan(SEARCHES); // the kill landed mid-run
    expect(missing).toEqual([]);
    expect(twice).toEqual([]);
  }, 180_000);
});
