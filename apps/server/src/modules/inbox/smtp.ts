import { readFileSync } from 'node:fs';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppDeps } from '../../deps.ts';
import { HOUR } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { memberOfRecipient } from './address.ts';
import { InboundRefusal, receiveMail } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

// The built-in SMTP listener (INBOUND_SMTP_PORT): accepts mail only for live forwarding addresses, refuses
// other recipients at RCPT TO, a message over INBOUND_MAX_BYTES at DATA (announced in EHLO's SIZE), and answers
// each refusal with its code and reason so the forwarding provider reports it to the member.

/** Connections one client address may open an hour (a provider forwarding many members' mail needs room). */
const CONNECTIONS_PER_HOUR = 600;

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export function createInboundSmtp(deps: Deps): SMTPServer {
  const { INBOUND_TLS_CERT: cert, INBOUND_TLS_KEY: key, INBOUND_MAX_BYTES: size } = deps.config;
  const tls = cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : null;
  const members = new Map<string, Set<number>>();
  return new SMTPServer({
    name: deps.config.INBOUND_DOMAIN ?? 'localhost',
    banner: 'Upstream inbox: forwarded hiring mail only',
    size,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    // Connections per client address an hour: a sender that floods is turned away before it says anything.
    onConnect(session, callback) {
      hitRateLimit(
        deps.db,
        deps.clock,
        `inbox:smtp:${session.remoteAddress}`,
        CONNECTIONS_PER_HOUR,
        HOUR,
      ).then(
        (limit) =>
          callback(limit.allowed ? undefined : refusal(421, 'Too many connections; try again later')),
        () => callback(refusal(421, 'Temporary failure; try again later')),
      );
    },
    onMailFrom(_address, session, callback) {
      members.set(session.id, new Set());
      callback();
    },
    onRcptTo(address, session: SMTPServerSession, callback) {
      memberOfRecipient(deps, address.address).then(
        (userId) => {
          if (userId === undefined)
            return callback(refusal(550, `No such forwarding address: ${address.address}`));
          members.get(session.id)?.add(userId);
          callback();
        },
        (err: unknown) => {
          deps.logger.error({ err }, 'inbox: looking up a recipient failed');
          callback(refusal(451, 'Temporary failure; try again later'));
        },
      );
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const userIds = [...(members.get(session.id) ?? [])];
        members.delete(session.id);
        if (stream.sizeExceeded)
          return callback(refusal(552, `Message too large: the limit is ${size} bytes`));
        const raw = Buffer.concat(chunks);
        (async () => {
          for (const userId of userIds) await receiveMail(deps, userId, raw);
        })().then(
          () => callback(null, 'Received: your tracker will follow'),
          (err: unknown) => {
            if (err instanceof InboundRefusal) return callback(refusal(err.smtpCode, err.message));
            deps.logger.error({ err }, 'inbox: a message could not be processed');
            callback(refusal(451, 'Temporary failure; try again later'));
          },
        );
      });
    },
    onClose(session) {
      members.delete(session.id);
    },
  });
}

/** Start the listener when INBOUND_SMTP_PORT is set; answers a function that stops it. */
export async function startInboundSmtp(deps: Deps): Promise<(() => Promise<void>) | null> {
  const port = deps.config.INBOUND_SMTP_PORT;
  if (port === undefined || !deps.config.INBOUND_DOMAIN) return null;
  const server = createInboundSmtp(deps);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, deps.config.HOST, () => resolve());
  });
  server.on('error', (err) => deps.logger.error({ err }, 'inbox: SMTP listener error'));
  deps.logger.info(`Inbox SMTP listener on port ${port} for @${deps.config.INBOUND_DOMAIN}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
