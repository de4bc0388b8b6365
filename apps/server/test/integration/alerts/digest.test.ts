import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsWork } from '../../../src/modules/alerts/work.ts';
import { emailWork } from '../../../src/modules/email/work.ts';
import type { ServiceDeps } from '../../../src/services.ts';
import { claimDueSlots, dueSlots } from '../../../src/work/cron.ts';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';
import { type MailSink, startMailSink } from '../../helpers/mail-sink.ts';
import { createUser } from '../../helpers/users.ts';
import { createCompany, createJob, createSavedSearch } from './fixtures.ts';

const digestJob = alertsWork.find((j) => j.name === 'alerts.daily-digest')!;

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink.close();
});

async function setup(clockStart = '2026-03-04T12:00:00Z') {
  const t = await createTestApp({ env: { SMTP_URL: sink.url }, clockStart });
  return t;
}

/** What the cron does at `at`: claim the slot, then run the queued job's handler. */
async function tickAt(deps: ServiceDeps, clock: { set(to: string): void }, at: string) {
  clock.set(at);
  const claimed = await claimDueSlots(deps.db, deps.clock, [digestJob]);
  for (const _ of claimed) await digestJob.handler({}, deps);
  return claimed;
}

/** The List-* headers as mailparser reads them. */
const listHeaders = (mail: { headers: Record<string, string> }) =>
  JSON.parse(mail.headers.list ?? '{}') as Record<string, { url?: string; name?: string }>;

const to = (email: string) => sink.messages.filter((m) => m.to.includes(email));

describe('daily digest', () => {
  it('at 10:00 ET sends one email per search with its new jobs, alphabetical by function', async () => {
    const { deps, clock } = await setup();
    const user = await createUser(deps.db, { email: 'digest-a@example.com' });
    const acme = await createCompany(deps.db, 'Acme');
    const beta = await createCompany(deps.db, 'Beta Labs');
    // 2026-03-04 10:00 ET = 15:00Z; the window opens at the 03-03 slot (15:00Z).
    await createJob(deps.db, acme, {
      title: 'Staff Engineer',
      function: 'Engineering',
      firstSeen: '2026-03-04T09:00:00Z',
    });
    await createJob(deps.db, beta, {
      title: 'Data Analyst',
      function: 'Data',
      firstSeen: '2026-03-04T01:00:00Z',
    });
    await createJob(deps.db, acme, {
      title: 'Product Designer',
      function: 'Design',
      firstSeen: '2026-03-03T20:00:00Z',
    });
    await createJob(deps.db, acme, {
      title: 'Old Engineer',
      function: 'Engineering',
      firstSeen: '2026-03-03T14:00:00Z',
    });
    await createJob(deps.db, acme, {
      title: 'Boston Engineer',
      city: 'Boston',
      state: 'MA',
      firstSeen: '2026-03-04T02:00:00Z',
    });
    await createJob(deps.db, acme, {
      title: 'Closed Engineer',
      active: false,
      firstSeen: '2026-03-04T02:00:00Z',
    });
    const searchId = await createSavedSearch(deps.db, user.id, 'Austin jobs', { city: ['Austin|TX'] });
    await createSavedSearch(deps.db, user.id, 'Nothing here', { role: ['Legal'] }, { email: true });

    expect(await tickAt(deps, clock, '2026-03-04T14:59:00Z')).toEqual([]);
    const claimed = await tickAt(deps, clock, '2026-03-04T15:00:20Z');
    expect(claimed.map((c) => c.slot.toISOString())).toEqual(['2026-03-04T15:00:00.000Z']);

    const mail = await sink.waitFor((m) => m.to.includes('digest-a@example.com'));
    expect(mail.subject).toBe('Austin jobs: 3 new jobs');
    const order = ['Data Analyst', 'Product Designer', 'Staff Engineer'];
    const positions = order.map((title) => mail.text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(mail.text).not.toContain('Old Engineer');
    expect(mail.text).not.toContain('Boston Engineer');
    expect(mail.text).not.toContain('Closed Engineer');
    expect(mail.text).toContain('Beta Labs · Austin, TX · Mid · full-time · added 14 hours ago');
    expect(listHeaders(mail)['unsubscribe-post']).toEqual({ name: 'List-Unsubscribe=One-Click' });
    // No email for the search without matches.
    expect(to('digest-a@example.com')).toHaveLength(1);

    const record = await deps.db
      .selectFrom('email_messages')
      .selectAll()
      .where('saved_search_id', '=', searchId)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'sent', category: 'digest', attempts: 1 });
    // The bodies are stored exactly as they went out, non-ASCII included.
    expect(record.text).toBe(mail.text);
    expect(record.html).toBe(mail.html);
    expect(record.text).toContain('Beta Labs · Austin, TX');
  });

  it('caps each company at 5 jobs with "+N more" and the email at 50, and leaves out hidden and blocked', async () => {
    const { deps, clock } = await setup();
    const user = await createUser(deps.db, { email: 'digest-cap@example.com' });
    const big = await createCompany(deps.db, 'Bigco');
    const blocked = await createCompany(deps.db, 'Blocked Inc');
    for (let i = 0; i < 8; i++) {
      await createJob(deps.db, big, { title: `Bigco Engineer ${i}`, firstSeen: '2026-03-04T09:00:00Z' });
    }
    const others = [];
    for (let i = 0; i < 60; i++) {
      const c = await createCompany(deps.db, `Small ${String(i).padStart(2, '0')}`);
      others.push(
        await createJob(deps.db, c, {
          title: `Small engineer ${i}`,
          function: 'Operations',
          firstSeen: '2026-03-04T09:00:00Z',
        }),
      );
    }
    await createJob(deps.db, blocked, { title: 'Blocked Engineer', firstSeen: '2026-03-04T09:00:00Z' });
    await deps.db
      .insertInto('blocked_companies')
      .values({ user_id: user.id, company_id: blocked.id })
      .execute();
    await deps.db
      .insertInto('user_jobs')
      .values({ user_id: user.id, job_id: others[0]!.id, hidden: true })
      .execute();
    await createSavedSearch(deps.db, user.id, 'Everything', {});

    await tickAt(deps, clock, '2026-03-04T15:00:00Z');
    const mail = await sink.waitFor((m) => m.to.includes('digest-cap@example.com'));
    expect(mail.subject).toBe('Everything: 50 new jobs');
    expect(mail.text.match(/Bigco Engineer/g)).toHaveLength(5);
    expect(mail.text).toContain('+3 more from Bigco');
    expect(mail.text).not.toContain('Blocked Engineer');
    expect(mail.text).not.toContain('Small engineer 0\n');
    // Engineering sorts before Operations: all five Bigco jobs made it in.
    expect(mail.text.indexOf('ENGINEERING')).toBeLessThan(mail.text.indexOf('OPERATIONS'));
  });

  it('sends a job once per search: not again the next day, not after a repost within 30 days', async () => {
    const { deps, clock } = await setup();
    const user = await createUser(deps.db, { email: 'digest-once@example.com' });
    const acme = await createCompany(deps.db, 'Acme');
    const original = await createJob(deps.db, acme, {
      title: 'Reposted Engineer',
      firstSeen: '2026-02-01T00:00:00Z',
      lastSeen: '2026-03-01T00:00:00Z',
      active: false,
    });
    await createJob(deps.db, acme, {
      title: 'Reposted Engineer',
      firstSeen: '2026-03-04T08:00:00Z',
      repostedFrom: original.id,
    });
    await createJob(deps.db, acme, { title: 'Fresh Engineer', firstSeen: '2026-03-04T08:00:00Z' });
    await createSavedSearch(deps.db, user.id, 'Eng', { role: ['Engineering'] });

    await tickAt(deps, clock, '2026-03-04T15:00:00Z');
    const first = await sink.waitFor((m) => m.to.includes('digest-once@example.com'));
    expect(first.text).toContain('Fresh Engineer');
    expect(first.text).not.toContain('Reposted Engineer');

    // Operator runs it again by hand the same afternoon: the window since the morning is empty.
    const { runDigest } = await import('../../../src/modules/alerts/digest.ts');
    clock.set('2026-03-04T20:00:00Z');
    const manual = await runDigest(deps, {
      upTo: clock.now(),
      after: new Date(clock.now().getTime() - 86_400_000),
    });
    expect(manual.emails).toBe(0);
    await tickAt(deps, clock, '2026-03-05T15:00:00Z');
    expect(to('digest-once@example.com')).toHaveLength(1);
  });

  it('never sends twice: a retried handler, two workers at once, a restart', async () => {
    const { deps, clock } = await setup();
    const users = [];
    const acme = await createCompany(deps.db, 'Acme');
    await createJob(deps.db, acme, { title: 'Platform Engineer', firstSeen: '2026-03-04T09:00:00Z' });
    for (let i = 0; i < 5; i++) {
      const u = await createUser(deps.db, { email: `digest-twice-${i}@example.com` });
      users.push(u);
      await createSavedSearch(deps.db, u.id, `Search ${i}`, {});
    }
    clock.set('2026-03-04T15:00:30Z');
    await Promise.all([digestJob.handler({}, deps), digestJob.handler({}, deps)]);
    await digestJob.handler({}, deps); // a pg-boss retry after a crash
    const count = await deps.db
      .selectFrom('email_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category', '=', 'digest')
      .where('to_address', 'like', 'digest-twice-%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
    await sink.waitFor((m) => m.to.includes('digest-twice-4@example.com'));
    for (const u of users) expect(to(u.email)).toHaveLength(1);
  });

  it('keeps emails queued while SMTP is down and sends them all when it returns', async () => {
    const { deps, clock } = await setup();
    const acme = await createCompany(deps.db, 'Acme');
    await createJob(deps.db, acme, { title: 'Outage Engineer', firstSeen: '2026-03-04T09:00:00Z' });
    for (let i = 0; i < 3; i++) {
      const u = await createUser(deps.db, { email: `digest-down-${i}@example.com` });
      await createSavedSearch(deps.db, u.id, 'Down', {});
    }
    sink.setRejecting(true);
    try {
      await tickAt(deps, clock, '2026-03-04T15:00:00Z');
      const queued = await deps.db
        .selectFrom('email_messages')
        .select(['status', 'error', 'next_attempt_at'])
        .where('to_address', 'like', 'digest-down-%')
        .execute();
      expect(queued).toHaveLength(3);
      for (const q of queued) {
        expect(q.status).toBe('queued');
        expect(q.error).toMatch(/Service unavailable/);
      }
    } finally {
      sink.setRejecting(false);
    }
    // The delivery worker, a minute later: not yet due (30 s backoff has passed, so it is).
    clock.set('2026-03-04T15:01:00Z');
    const deliver = emailWork.find((j) => j.name === 'email.deliver-queued')!;
    await deliver.handler({}, deps);
    for (let i = 0; i < 3; i++) await sink.waitFor((m) => m.to.includes(`digest-down-${i}@example.com`));
    const statuses = await deps.db
      .selectFrom('email_messages')
      .select(['status', 'attempts'])
      .where('to_address', 'like', 'digest-down-%')
      .execute();
    expect(statuses.every((s) => s.status === 'sent' && s.attempts === 2)).toBe(true);
  });

  it('records exactly the emails the relay refused as failed, sends the rest, and sends none again', async () => {
    // A relay that knows every mailbox but two.
    const delivered: string[] = [];
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, cb) {
        if (address.address.startsWith('digest-gone-'))
          return cb(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        cb();
      },
      onData(stream, session, cb) {
        stream.on('data', () => {});
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const address = relay.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { deps, clock } = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      clockStart: '2026-03-04T12:00:00Z',
    });
    try {
      const acme = await createCompany(deps.db, 'Acme');
      await createJob(deps.db, acme, { title: 'Relay Engineer', firstSeen: '2026-03-04T09:00:00Z' });
      const people = [
        ...Array.from({ length: 8 }, (_, i) => `digest-here-${i}`),
        'digest-gone-1',
        'digest-gone-2',
      ];
      for (const name of people) {
        const u = await createUser(deps.db, { email: `${name}@example.com` });
        await createSavedSearch(deps.db, u.id, 'Relay', {});
      }
      await tickAt(deps, clock, '2026-03-04T15:00:00Z');
      const records = await deps.db
        .selectFrom('email_messages')
        .select(['to_address', 'status', 'error', 'attempts'])
        .where('to_address', 'like', 'digest-%')
        .where('category', '=', 'digest')
        .execute();
      const statusOf = Object.fromEntries(records.map((r) => [r.to_address.split('@')[0], r.status]));
      expect(statusOf).toEqual(
        Object.fromEntries(people.map((p) => [p, p.startsWith('digest-gone-') ? 'failed' : 'sent'])),
      );
      for (const r of records.filter((r) => r.status === 'failed')) {
        expect(r.error).toMatch(/550.*No such mailbox here/);
        expect(r.attempts).toBe(1);
      }
      expect(delivered.sort()).toEqual(
        people.filter((p) => p.startsWith('digest-here-')).map((p) => `${p}@example.com`),
      );
      // A retried run and the delivery worker send nothing again: not the failed ones, not the sent ones.
      await digestJob.handler({}, deps);
      clock.set('2026-03-04T16:00:00Z');
      await emailWork.find((j) => j.name === 'email.deliver-queued')!.handler({}, deps);
      expect(delivered).toHaveLength(8);
    } finally {
      await deps.mailer.close();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });

  it('respects the tier quota and unsubscribes', async () => {
    const { app, deps, clock } = await setup();
    const user = await createUser(deps.db, {
      email: 'digest-quota@example.com',
      permission: { tier: 'free' },
    });
    const acme = await createCompany(deps.db, 'Acme');
    await createJob(deps.db, acme, { title: 'Quota Engineer', firstSeen: '2026-03-04T09:00:00Z' });
    await createJob(deps.db, acme, { title: 'Next Day Engineer', firstSeen: '2026-03-05T09:00:00Z' });
    // A downgraded person with two emailing searches: the oldest keeps its email.
    await createSavedSearch(deps.db, user.id, 'First', {}, { createdAt: '2026-01-01T00:00:00Z' });
    await createSavedSearch(deps.db, user.id, 'Second', {}, { createdAt: '2026-02-01T00:00:00Z' });

    await tickAt(deps, clock, '2026-03-04T15:00:00Z');
    const mail = await sink.waitFor((m) => m.to.includes('digest-quota@example.com'));
    expect(to('digest-quota@example.com').map((m) => m.subject)).toEqual(['First: 1 new job']);

    // One click in the mail client (RFC 8058) stops all of it.
    const target = new URL(listHeaders(mail).unsubscribe!.url!);
    const res = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scope: 'search', done: true, search_name: 'First' });
    await tickAt(deps, clock, '2026-03-05T15:00:00Z');
    // 'First' is off now, so 'Second' is within the quota and gets the next day's job.
    const next = await sink.waitFor(
      (m) => m.to.includes('digest-quota@example.com') && m.subject.startsWith('Second'),
    );
    expect(next.text).toContain('Next Day Engineer');

    const page = new URL(/Unsubscribe from all email: (\S+)/.exec(next.text)![1]!);
    const all = await app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe',
      headers: { origin: TEST_ORIGIN },
      payload: { token: page.searchParams.get('token'), scope: 'all' },
    });
    expect(all.json()).toMatchObject({ scope: 'all', done: true });
    await createJob(deps.db, acme, { title: 'Third Day Engineer', firstSeen: '2026-03-06T09:00:00Z' });
    await tickAt(deps, clock, '2026-03-06T15:00:00Z');
    expect(to('digest-quota@example.com')).toHaveLength(2);
  });

  it('goes out at 10:00 New York time on both sides of the DST changes, missing and repeating nothing', () => {
    const slots = (from: string, upTo: string) =>
      dueSlots(digestJob, new Date(from), new Date(upTo)).map((d) => d.toISOString());
    expect(slots('2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
      '2026-03-06T15:00:00.000Z',
      '2026-03-07T15:00:00.000Z',
      '2026-03-08T14:00:00.000Z', // EDT from 2026-03-08
      '2026-03-09T14:00:00.000Z',
    ]);
    expect(slots('2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z')).toEqual([
      '2026-10-30T14:00:00.000Z',
      '2026-10-31T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z', // EST from 2026-11-01
      '2026-11-02T15:00:00.000Z',
    ]);
  });

  it('covers the 23-hour day of the spring DST change without gaps or repeats', async () => {
    const { deps, clock } = await setup('2026-03-07T12:00:00Z');
    const user = await createUser(deps.db, { email: 'digest-dst@example.com' });
    const acme = await createCompany(deps.db, 'Acme');
    await createSavedSearch(deps.db, user.id, 'DST', {}, { createdAt: '2026-03-01T00:00:00Z' });
    // Saturday 03-07 10:00 EST = 15:00Z; Sunday 03-08 10:00 EDT = 14:00Z (23 hours later).
    await createJob(deps.db, acme, { title: 'Saturday Early', firstSeen: '2026-03-07T14:30:00Z' });
    await createJob(deps.db, acme, { title: 'Saturday Late', firstSeen: '2026-03-07T15:30:00Z' });
    await createJob(deps.db, acme, { title: 'Sunday Morning', firstSeen: '2026-03-08T13:59:00Z' });
    await createJob(deps.db, acme, { title: 'Sunday After', firstSeen: '2026-03-08T14:30:00Z' });

    await tickAt(deps, clock, '2026-03-07T15:00:00Z');
    await tickAt(deps, clock, '2026-03-08T14:00:00Z');
    await tickAt(deps, clock, '2026-03-09T14:00:00Z');
    await sink.waitFor((m) => m.to.includes('digest-dst@example.com') && m.text.includes('Sunday After'));
    const texts = to('digest-dst@example.com').map((m) => m.text);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Saturday Early');
    expect(texts[1]).toContain('Saturday Late');
    expect(texts[1]).toContain('Sunday Morning');
    expect(texts[2]).toContain('Sunday After');
    for (const title of ['Saturday Early', 'Saturday Late', 'Sunday Morning', 'Sunday After']) {
      expect(texts.filter((t) => t.includes(title))).toHaveLength(1);
    }
  });
});
