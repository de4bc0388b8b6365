import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInboundSmtp } from '../../../src/modules/inbox/index.ts';
import { receiveMail, retryWaitingMessages } from '../../../src/modules/inbox/service.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const SECRET = 'inbound-webhook-secret-0123456789';
let t: TestApp;
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { INBOUND_DOMAIN: 'in.upstream.test', INBOUND_WEBHOOK_SECRET: SECRET, INBOUND_MAX_BYTES: '20000' },
  });
  smtp = createInboundSmtp(t.deps);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (cookie: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });

/** What a member's Gmail sends when they press Forward on a Greenhouse rejection. */
function forwardedRejection(member: string, company: string, title: string) {
  const text = `\n\n---------- Forwarded message ---------\nFrom: ${company} <no-reply@us.greenhouse-mail.io>\nDate: Tue, Nov 3, 2026 at 9:41 AM\nSubject: Your application to ${company}\nTo: <${member}>\n\n\nHi Sam,\n\nThank you for your interest in ${company}. We have reviewed your application for the ${title} role and, after careful consideration, we have decided not to move forward with your candidacy at this time.\n\nRegards,\nThe ${company} Recruiting Team\n`;
  return new MailComposer({
    from: `Sam <${member}>`,
    to: 'me',
    subject: `Fwd: Your application to ${company}`,
    text,
  })
    .compile()
    .build();
}

async function memberWithTrackedJob(name: string, title: string, status: string) {
  const user = await createSignedInUser(t.deps);
  const company = await createCompany(t.deps.db, { name });
  const job = await createJob(t.deps.db, { company, title });
  await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: status });
  const address = (await get(user.cookie, '/api/inbox/address')).json().address as string;
  return { user, job, company: name, address };
}

const trackedJob = async (cookie: string, jobId: number) =>
  (await get(cookie, '/api/get/tracker')).json().tracked_jobs.find((j: { id: number }) => j.id === jobId);
const notes = async (cookie: string, jobId: number) =>
  (await post(cookie, '/api/post/fetch-all-job-notes', { job_id: jobId })).json().job_notes[0] as {
    note: string;
  }[];
const storedMessages = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('inbox_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const transport = () =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    tls: { rejectUnauthorized: false },
  });

describe('forwarded hiring mail moves the tracker', () => {
  it('by SMTP: a forwarded Greenhouse rejection moves the tracked job to Rejected with a note quoting it', async () => {
    const { user, job, company, address } = await memberWithTrackedJob(
      'Orbit Analytics',
      'Data Analyst',
      '2nd Interview',
    );
    expect(address).toMatch(/^track\+[a-z0-9]+@in\.upstream\.test$/);
    const raw = await forwardedRejection(user.email, company, 'Data Analyst');
    const info = await transport().sendMail({ envelope: { from: user.email, to: [address] }, raw });
    expect(info.response).toMatch(/^250 /);

    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('Rejected');
    const texts = (await notes(user.cookie, job.id)).map((n) => n.note);
    expect(texts).toContain('Rejected');
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^Rejected from your email “Your application to Orbit Analytics” \(2026-11-03\): “We have reviewed your application .*we have decided not to move forward with your candidacy at this time\.”$/,
      ),
    );
    const [message] = (await get(user.cookie, '/api/inbox/messages')).json().messages;
    expect(message).toMatchObject({
      decision: 'moved',
      outcome: 'rejected',
      sender: 'Orbit Analytics <no-reply@us.greenhouse-mail.io>',
      status_before: '2nd Interview',
      status_after: 'Rejected',
      job_id: job.id,
    });
    // Only the reading and the decision remain once the message is processed.
    const row = await t.deps.db
      .selectFrom('inbox_messages')
      .select('raw')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.raw).toBeNull();

    // One click puts it back.
    const undone = await post(user.cookie, `/api/inbox/messages/${message.id}/undo`);
    expect(undone.json()).toMatchObject({ decision: 'undone' });
    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('2nd Interview');
  });

  it('by the webhook: the same email posted as raw MIME with the shared secret', async () => {
    const { user, job, company, address } = await memberWithTrackedJob(
      'Nimbus Works',
      'Product Manager',
      'Cold Applied',
    );
    const raw = await forwardedRejection(user.email, company, 'Product Manager');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/inbound/mail?to=${encodeURIComponent(address)}`,
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
      payload: raw,
    });
    expect(res.statusCode).toBe(202);
    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('Rejected');
    expect(
      (await notes(user.cookie, job.id)).some((n) => n.note.startsWith('Rejected from your email')),
    ).toBe(true);
  });

  it('adds a job the member never tracked as their own, and never moves a status backwards', async () => {
    const user = await createSignedInUser(t.deps);
    const address = (await get(user.cookie, '/api/inbox/address')).json().address;
    const send = (subject: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/inbound/mail?to=${encodeURIComponent(address)}`,
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
        payload: `From: Zephyr Labs <no-reply@hire.lever.co>\r\nTo: ${address}\r\nSubject: ${subject}\r\nDate: Mon, 2 Nov 2026 10:00:00 +0000\r\n\r\n${text}\r\n`,
      });
    expect(
      (
        await send(
          'Interview for Staff Engineer',
          'We would like to invite you to an interview for the Staff Engineer role.',
        )
      ).statusCode,
    ).toBe(202);
    const tracked = (await get(user.cookie, '/api/get/tracker')).json().tracked_jobs;
    expect(tracked).toMatchObject([
      { title: 'Staff Engineer', company: 'Zephyr Labs', current_status: '1st Interview', imported: true },
    ]);
    // A late confirmation of the application changes nothing.
    await send(
      'Thanks for applying to Zephyr Labs',
      'We have received your application for the Staff Engineer role.',
    );
    expect((await get(user.cookie, '/api/get/tracker')).json().tracked_jobs[0].current_status).toBe(
      '1st Interview',
    );
    const [latest] = (await get(user.cookie, '/api/inbox/messages')).json().messages;
    expect(latest).toMatchObject({ decision: 'no_change', reason: 'The job is already at 1st Interview.' });
  });

  it('makes an unsure reading a suggestion the member accepts or dismisses', async () => {
    const { user, job, company, address } = await memberWithTrackedJob(
      'Lantern Health',
      'UX Designer',
      '1st Interview',
    );
    const payload = `From: ${company} <no-reply@ashbyhq.com>\r\nTo: ${address}\r\nSubject: Update on the UX Designer role\r\n\r\nWe would like to invite you to a final round interview for the UX Designer role. Unfortunately, we will not be moving forward with your application for the other team.\r\n`;
    const headers = { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' };
    await t.app.inject({
      method: 'POST',
      url: `/api/inbound/mail?to=${encodeURIComponent(address)}`,
      headers,
      payload,
    });
    const [suggestion] = (await get(user.cookie, '/api/inbox/messages')).json().messages;
    expect(suggestion).toMatchObject({ decision: 'suggested', status_after: 'Rejected' });
    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('1st Interview');
    expect((await post(user.cookie, `/api/inbox/messages/${suggestion.id}/dismiss`)).json().decision).toBe(
      'dismissed',
    );
    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('1st Interview');

    await t.app.inject({
      method: 'POST',
      url: `/api/inbound/mail?to=${encodeURIComponent(address)}`,
      headers,
      payload,
    });
    const [again] = (await get(user.cookie, '/api/inbox/messages')).json().messages;
    expect((await post(user.cookie, `/api/inbox/messages/${again.id}/accept`)).json().decision).toBe(
      'accepted',
    );
    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('Rejected');

    expect((await post(user.cookie, `/api/inbox/messages/${again.id}/delete`)).json()).toEqual({ ok: true });
    expect(
      (await get(user.cookie, '/api/inbox/messages')).json().messages.map((m: { id: number }) => m.id),
    ).not.toContain(again.id);
  });
});

describe('mail refused at the door, nothing stored', () => {
  it('SMTP refuses an unknown or revoked recipient at RCPT TO and an oversized message at DATA', async () => {
    const user = await createSignedInUser(t.deps);
    const old = (await get(user.cookie, '/api/inbox/address')).json().address as string;
    const rotated = (await post(user.cookie, '/api/inbox/address/rotate')).json().address as string;
    expect(rotated).not.toBe(old);
    const before = await storedMessages();
    const raw = await forwardedRejection(user.email, 'Orbit', 'Analyst');
    await expect(
      transport().sendMail({ envelope: { from: user.email, to: [old] }, raw }),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(
      transport().sendMail({
        envelope: { from: user.email, to: [rotated] },
        raw: `Subject: big\r\n\r\n${'x'.repeat(30_000)}`,
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    await post(user.cookie, '/api/inbox/address/revoke');
    await expect(
      transport().sendMail({ envelope: { from: user.email, to: [rotated] }, raw }),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(await storedMessages()).toBe(before);
  });

  it('the webhook refuses a wrong secret, an unknown recipient and mail it cannot read', async () => {
    const user = await createSignedInUser(t.deps);
    const address = (await get(user.cookie, '/api/inbox/address')).json().address as string;
    const before = await storedMessages();
    const call = (secret: string, to: string, payload: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/inbound/mail?to=${encodeURIComponent(to)}`,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'message/rfc822' },
        payload,
      });
    const raw = await forwardedRejection(user.email, 'Orbit', 'Analyst');
    expect((await call('wrong-secret-wrong-secret-wrong', address, raw)).statusCode).toBe(401);
    const unknown = await call(SECRET, 'track+nosuchtoken00@in.upstream.test', raw);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No forwarding address matches the recipient.');
    const malformed = await call(SECRET, address, 'this is not an email at all');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/not an email/);
    expect(await storedMessages()).toBe(before);
  });
});

describe('the raw message is kept only until it is read', () => {
  it('retries mail whose reading failed, and drops raw text left waiting a day', async () => {
    const { user, job, company } = await memberWithTrackedJob(
      'Kite Robotics',
      'Data Analyst',
      'Cold Applied',
    );
    const raw = await forwardedRejection(user.email, company, 'Data Analyst');
    const now = t.clock.now();
    const insert = (at: Date) =>
      t.deps.db
        .insertInto('inbox_messages')
        .values({ user_id: user.id, raw, received_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const stale = await insert(new Date(now.getTime() - 25 * 3600_000));
    const waiting = await insert(now);
    await retryWaitingMessages(t.deps);
    const rows = await t.deps.db
      .selectFrom('inbox_messages')
      .select(['id', 'raw', 'decision'])
      .where('id', 'in', [stale.id, waiting.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: stale.id, raw: null, decision: 'no_change' },
      { id: waiting.id, raw: null, decision: 'moved' },
    ]);
    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('Rejected');
  });
});

describe('STARTTLS', () => {
  it('is offered when a certificate is configured, and not otherwise', async () => {
    const dir = new URL('../../fixtures/inbox-tls/', import.meta.url).pathname;
    const tlsServer = createInboundSmtp({
      ...t.deps,
      config: { ...t.deps.config, INBOUND_TLS_CERT: `${dir}cert.pem`, INBOUND_TLS_KEY: `${dir}key.pem` },
    });
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', () => resolve()));
    const tlsPort = (tlsServer.server.address() as AddressInfo).port;
    const user = await createSignedInUser(t.deps);
    const address = (await get(user.cookie, '/api/inbox/address')).json().address as string;
    const raw = await forwardedRejection(user.email, 'Orbit', 'Analyst');
    const requireTls = (port: number) =>
      nodemailer.createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      });
    try {
      const info = await requireTls(tlsPort).sendMail({ envelope: { from: user.email, to: [address] }, raw });
      expect(info.response).toMatch(/^250 /);
      await expect(
        requireTls(smtpPort).sendMail({ envelope: { from: user.email, to: [address] }, raw }),
      ).rejects.toThrow(/STARTTLS/);
    } finally {
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    }
  });
});

describe('matching and limits', () => {
  const webhook = (address: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/inbound/mail?to=${encodeURIComponent(address)}`,
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
      payload,
    });

  it('finds the tracked job an email names a little differently (a suffix on the company, the title without its team)', async () => {
    const { user, job, address } = await memberWithTrackedJob(
      'Vela Systems',
      'Senior Data Analyst, Growth',
      'Cold Applied',
    );
    const res = await webhook(
      address,
      `From: Vela Systems Inc. <no-reply@hire.lever.co>\r\nSubject: Next steps\r\n\r\nWe would like to invite you to an interview for the Senior Data Analyst role.\r\n`,
    );
    expect(res.statusCode).toBe(202);
    expect((await trackedJob(user.cookie, job.id)).current_status).toBe('1st Interview');
    expect((await get(user.cookie, '/api/get/tracker')).json().tracked_jobs).toHaveLength(1);
  });

  it('takes the secret as Basic credentials too, for providers that only post to a URL with a password', async () => {
    const user = await createSignedInUser(t.deps);
    const address = (await get(user.cookie, '/api/inbox/address')).json().address as string;
    const call = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/inbound/mail?to=${encodeURIComponent(address)}`,
        headers: {
          authorization: `Basic ${Buffer.from(`inbox:${password}`).toString('base64')}`,
          'content-type': 'message/rfc822',
        },
        payload: 'From: Orbit <no-reply@hire.lever.co>\r\nSubject: Hello\r\n\r\nNews.\r\n',
      });
    expect((await call('not-the-secret-not-the-secret')).statusCode).toBe(401);
    expect((await call(SECRET)).statusCode).toBe(202);
  });

  it('refuses mail beyond INBOUND_PER_HOUR for one address, storing nothing', async () => {
    const user = await createSignedInUser(t.deps);
    const limited = { ...t.deps, config: { ...t.deps.config, INBOUND_PER_HOUR: 2 } };
    const raw = Buffer.from(
      'From: Orbit <no-reply@hire.lever.co>\r\nSubject: Hello\r\n\r\nNews from Orbit.\r\n',
    );
    await receiveMail(limited, user.id, raw);
    await receiveMail(limited, user.id, raw);
    await expect(receiveMail(limited, user.id, raw)).rejects.toMatchObject({
      httpStatus: 429,
      smtpCode: 452,
    });
    expect((await get(user.cookie, '/api/inbox/messages')).json().messages).toHaveLength(2);
  });

  it('deleting the account deletes its address and everything received', async () => {
    const { user, address } = await memberWithTrackedJob('Tern Labs', 'Designer', 'Cold Applied');
    await webhook(address, `From: Tern Labs <no-reply@hire.lever.co>\r\nSubject: Hello\r\n\r\nNews.\r\n`);
    await t.deps.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await t.deps.db
      .selectFrom('inbox_messages')
      .select('id')
      .where('user_id', '=', user.id)
      .union(t.deps.db.selectFrom('inbox_addresses').select('user_id as id').where('user_id', '=', user.id))
      .execute();
    expect(left).toEqual([]);
  });
});
