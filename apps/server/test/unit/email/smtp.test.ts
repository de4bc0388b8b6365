import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpPool, type SmtpError, type SmtpOptions } from '../../../src/modules/email/smtp.ts';

// The mailer's SMTP client against a real SMTP server (the smtp-server package nodemailer's authors keep).

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
  secure: boolean;
  user: string | undefined;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise<void>((resolve) => s.close(() => resolve()));
});

async function relay(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, cb) {
      connections++;
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
    ...options,
  });
  server.on('error', () => {});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, connections: () => connections };
}

const OPTIONS: SmtpOptions = {
  connections: 3,
  maxMessages: 100,
  name: 'upstream.test',
  connectionTimeoutMs: 2_000,
  greetingTimeoutMs: 2_000,
  socketTimeoutMs: 5_000,
  idleMs: 5_000,
  // The test relay's own certificate.
  tls: { rejectUnauthorized: false },
};

const message = (i: number) =>
  Buffer.from(
    `From: jobs@upstream.test\r\nTo: p${i}@example.com\r\nSubject: Message ${i}\r\n\r\n` +
      `Line one of ${i}\r\n.a line that starts with a dot\r\n..and two\r\n.\r\nlast line\r\n`,
  );

describe('the SMTP pool', () => {
  it('delivers every message exactly as given over a few reused connections', async () => {
    const r = await relay();
    const pool = createSmtpPool(`smtp://127.0.0.1:${r.port}`, OPTIONS);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        pool.send({ from: 'jobs@upstream.test', to: [`p${i}@example.com`] }, message(i)),
      ),
    );
    pool.close();
    expect(r.received).toHaveLength(30);
    for (let i = 0; i < 30; i++) {
      const got = r.received.find((m) => m.to[0] === `p${i}@example.com`)!;
      expect(got.from).toBe('jobs@upstream.test');
      // Dots at the start of a line went stuffed and came back as written.
      expect(got.raw.toString()).toBe(message(i).toString());
    }
    expect(r.connections()).toBeLessThanOrEqual(3);
  });

  it('upgrades to TLS when the relay offers STARTTLS and signs in with PLAIN or LOGIN', async () => {
    for (const method of ['PLAIN', 'LOGIN']) {
      const r = await relay({
        disabledCommands: [],
        authOptional: false,
        authMethods: [method],
        onAuth(auth, _session, cb) {
          if (auth.username === 'mailer@upstream.test' && auth.password === 'p@ss:word')
            return cb(null, { user: auth.username });
          cb(new Error('Invalid username or password'));
        },
      });
      const user = encodeURIComponent('mailer@upstream.test');
      const pass = encodeURIComponent('p@ss:word');
      const pool = createSmtpPool(`smtp://${user}:${pass}@127.0.0.1:${r.port}`, OPTIONS);
      await pool.send({ from: 'jobs@upstream.test', to: ['signed@example.com'] }, message(1));
      pool.close();
      expect(r.received).toMatchObject([
        { to: ['signed@example.com'], secure: true, user: 'mailer@upstream.test' },
      ]);
    }
  });

  it('speaks TLS from the start to an smtps: relay', async () => {
    const r = await relay({ secure: true });
    const pool = createSmtpPool(`smtps://127.0.0.1:${r.port}`, OPTIONS);
    await pool.send({ from: 'jobs@upstream.test', to: ['tls@example.com'] }, message(1));
    pool.close();
    expect(r.received).toMatchObject([{ to: ['tls@example.com'], secure: true }]);
    expect(r.received[0]!.raw.toString()).toBe(message(1).toString());
  });

  it('gives the relay’s refusal with its code, and the next message still goes on the same connection', async () => {
    const r = await relay({
      onRcptTo(address, _session, cb) {
        if (address.address.startsWith('unknown'))
          return cb(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        cb();
      },
    });
    const pool = createSmtpPool(`smtp://127.0.0.1:${r.port}`, { ...OPTIONS, connections: 1 });
    const refused = await pool
      .send({ from: 'jobs@upstream.test', to: ['unknown@example.com'] }, message(1))
      .catch((err: SmtpError) => err);
    expect(refused).toMatchObject({ responseCode: 550, message: expect.stringContaining('No such mailbox') });
    await pool.send({ from: 'jobs@upstream.test', to: ['known@example.com'] }, message(2));
    pool.close();
    expect(r.received.map((m) => m.to)).toEqual([['known@example.com']]);
    expect(r.connections()).toBe(1);
  });

  it('fails every waiting message at once when the relay cannot be reached', async () => {
    const r = await relay();
    await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
    const pool = createSmtpPool(`smtp://127.0.0.1:${r.port}`, { ...OPTIONS, connections: 1 });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        pool.send({ from: 'jobs@upstream.test', to: [`p${i}@example.com`] }, message(i)).catch((e) => e),
      ),
    );
    pool.close();
    for (const err of outcomes) {
      expect(err).toMatchObject({
        code: 'ECONNECTION',
        message: expect.stringContaining('Could not connect'),
      });
      expect((err as SmtpError).responseCode).toBeUndefined();
    }
  });
});
