import net from 'node:net';
import tls from 'node:tls';

// The SMTP client the mailer sends with: a pool of connections to one relay, each sending finished messages one
// after another (envelope and DATA pipelined where the relay allows it). A message goes to the socket as the one
// buffer it is, ending in its own terminator: nodemailer's transport passed every message through two streams and
// a byte-by-byte dot-stuffing loop, more than half of a digest email's sending CPU for bodies (base64) that never
// need stuffing. Connecting, STARTTLS, AUTH PLAIN/LOGIN and errors with the relay's reply code are as nodemailer's.

/** A relay's refusal or a broken connection: `responseCode` is the relay's reply (a 5xx is permanent). */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly responseCode?: number,
    readonly code = responseCode ? 'EPROTOCOL' : 'ECONNECTION',
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

export interface SmtpEnvelope {
  from: string;
  to: string[];
}

export interface SmtpOptions {
  /** Connections at most (each sends one message at a time). */
  connections: number;
  /** Messages one connection sends before it is closed and opened anew (relays limit this). */
  maxMessages: number;
  /** The name we greet with (EHLO). */
  name: string;
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  /** No reply for this long fails the message and closes the connection. */
  socketTimeoutMs: number;
  /** An unused connection is closed after this long. */
  idleMs: number;
  /** Extra TLS options (tests accept the test relay's own certificate). */
  tls?: tls.ConnectionOptions;
}

export interface SmtpPool {
  /** Send one message: `raw` is the whole message (headers and body) with CRLF line ends. */
  send(envelope: SmtpEnvelope, raw: Buffer): Promise<void>;
  close(): void;
}

interface Relay {
  host: string;
  port: number;
  /** TLS from the start (smtps:, port 465). */
  secure: boolean;
  user: string | null;
  pass: string;
}

function relayOf(url: string): Relay {
  const u = new URL(url);
  const port = Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587);
  return {
    host: u.hostname.replace(/^\[|\]$/g, '') || 'localhost',
    port,
    // Port 465 speaks TLS from the start whatever the scheme says (RFC 8314).
    secure: u.protocol === 'smtps:' || port === 465,
    user: u.username ? decodeURIComponent(u.username) : null,
    pass: decodeURIComponent(u.password),
  };
}

interface Reply {
  code: number;
  text: string;
}

const TERMINATOR = Buffer.from('.\r\n');
const CRLF_TERMINATOR = Buffer.from('\r\n.\r\n');

/**
 * `raw` with a dot doubled at the start of every line (RFC 5321 4.5.2). A base64 body has no dots, so most messages
 * are returned as they are after one native search.
 */
export function stuffDots(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  if (raw[0] === 0x2e) {
    parts.push(Buffer.from('.'));
  }
  for (let at = raw.indexOf('\n.'); at !== -1; at = raw.indexOf('\n.', at + 2)) {
    parts.push(raw.subarray(from, at + 1), Buffer.from('.'));
    from = at + 1;
  }
  if (parts.length === 0) return raw;
  parts.push(raw.subarray(from));
  return Buffer.concat(parts);
}

/** One connection to the relay: replies are read in order, so pipelined commands get theirs in turn. */
class Connection {
  private socket: net.Socket;
  private pending = '';
  private lines: string[] = [];
  private replies: Reply[] = [];
  private waiters: { resolve(r: Reply): void; reject(e: Error): void }[] = [];
  private failure: Error | null = null;
  extensions: string[] = [];
  sent = 0;
  idleTimer: NodeJS.Timeout | null = null;

  constructor(
    socket: net.Socket,
    private readonly options: SmtpOptions,
  ) {
    this.socket = socket;
    this.listen(socket);
  }

  get usable(): boolean {
    return this.failure === null && !this.socket.destroyed;
  }

  private listen(socket: net.Socket) {
    socket.setTimeout(this.options.socketTimeoutMs);
    socket.on('data', this.onData);
    socket.on('timeout', this.onTimeout);
    socket.on('error', this.fail);
    socket.on('close', this.onClose);
  }

  private unlisten(socket: net.Socket) {
    socket.off('data', this.onData);
    socket.off('timeout', this.onTimeout);
    socket.off('error', this.fail);
    socket.off('close', this.onClose);
  }

  private onData = (chunk: Buffer) => {
    this.pending += chunk.toString('utf8');
    for (let end = this.pending.indexOf('\n'); end !== -1; end = this.pending.indexOf('\n')) {
      const line = this.pending.slice(0, end).replace(/\r$/, '');
      this.pending = this.pending.slice(end + 1);
      this.lines.push(line);
      // A reply is done at its line with a space (or nothing) after the code; '250-' lines continue it.
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n') };
        this.lines = [];
        const waiter = this.waiters.shift();
        if (waiter) waiter.resolve(reply);
        else this.replies.push(reply);
      }
    }
  };

  private onTimeout = () =>
    this.fail(new SmtpError('The mail relay did not answer in time', undefined, 'ETIMEDOUT'));
  private onClose = () => this.fail(new SmtpError('The mail relay closed the connection'));

  private fail = (err: Error) => {
    if (this.failure) return;
    this.failure = err instanceof SmtpError ? err : new SmtpError(err.message);
    for (const w of this.waiters.splice(0)) w.reject(this.failure);
    this.socket.destroy();
  };

  reply(timeoutMs?: number): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const waiter = { resolve, reject };
      this.waiters.push(waiter);
      if (timeoutMs === undefined) return;
      const timer = setTimeout(
        () => this.fail(new SmtpError('The mail relay did not greet in time', undefined, 'ETIMEDOUT')),
        timeoutMs,
      );
      waiter.resolve = (r) => {
        clearTimeout(timer);
        resolve(r);
      };
      waiter.reject = (e) => {
        clearTimeout(timer);
        reject(e);
      };
    });
  }

  write(data: string | Buffer) {
    if (this.failure) throw this.failure;
    this.socket.write(data);
  }

  async command(line: string, expect: number[], what: string): Promise<Reply> {
    this.write(`${line}\r\n`);
    return expectReply(await this.reply(), expect, what);
  }

  has(extension: string): boolean {
    return this.extensions.some((e) => e === extension || e.startsWith(`${extension} `));
  }

  async greet() {
    const reply = await this.command(`EHLO ${this.options.name}`, [250], 'EHLO');
    this.extensions = reply.text
      .split('\n')
      .slice(1)
      .map((l) => l.slice(4).trim().toUpperCase());
  }

  /** STARTTLS: the same connection, encrypted from here on. */
  async upgrade(relay: Relay) {
    await this.command('STARTTLS', [220], 'STARTTLS');
    const plain = this.socket;
    this.unlisten(plain);
    // The TLS socket reports what happens to the connection from here; the plain one must not throw meanwhile.
    plain.on('error', () => {});
    const secure = tls.connect({ socket: plain, servername: serverName(relay.host), ...this.options.tls });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', reject);
    }).catch((err: Error) => {
      secure.destroy();
      throw new SmtpError(`TLS with the mail relay failed: ${err.message}`, undefined, 'ETLS');
    });
    this.socket = secure;
    this.listen(secure);
  }

  async login(relay: Relay) {
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
    if (this.has('AUTH') && /\bPLAIN\b/.test(this.authLine())) {
      await this.command(`AUTH PLAIN ${b64(`\0${relay.user}\0${relay.pass}`)}`, [235], 'AUTH PLAIN');
      return;
    }
    if (this.has('AUTH') && /\bLOGIN\b/.test(this.authLine())) {
      await this.command('AUTH LOGIN', [334], 'AUTH LOGIN');
      await this.command(b64(relay.user ?? ''), [334], 'AUTH LOGIN');
      await this.command(b64(relay.pass), [235], 'AUTH LOGIN');
      return;
    }
    throw new SmtpError('The mail relay offers no sign-in we know (PLAIN, LOGIN)', undefined, 'EAUTH');
  }

  private authLine(): string {
    return this.extensions.find((e) => e.startsWith('AUTH')) ?? '';
  }

  /** One message. A refusal before DATA leaves the connection reusable (RSET); after it, it is closed. */
  async send(envelope: SmtpEnvelope, raw: Buffer): Promise<void> {
    const utf8 = [envelope.from, ...envelope.to].some((a) => /[^ -~]/.test(a)) && this.has('SMTPUTF8');
    const commands = [
      { line: `MAIL FROM:<${envelope.from}>${utf8 ? ' SMTPUTF8' : ''}`, expect: [250], what: 'MAIL FROM' },
      ...envelope.to.map((to) => ({ line: `RCPT TO:<${to}>`, expect: [250, 251], what: 'RCPT TO' })),
      { line: 'DATA', expect: [354], what: 'DATA' },
    ];
    let refusal: SmtpError | null = null;
    let dataOpen = false;
    if (this.has('PIPELINING')) {
      this.write(commands.map((c) => `${c.line}\r\n`).join(''));
      for (const c of commands) {
        const reply = await this.reply().catch((err: Error) => {
          // A relay that refuses and hangs up (421) answers nothing more: its refusal is the reason.
          if (refusal) return null;
          throw err;
        });
        if (!reply) break;
        if (c.what === 'DATA') dataOpen = reply.code === 354;
        if (!refusal && !c.expect.includes(reply.code)) refusal = refusalOf(reply, c.what);
      }
    } else {
      for (const c of commands) {
        this.write(`${c.line}\r\n`);
        const reply = await this.reply();
        if (!c.expect.includes(reply.code)) {
          refusal = refusalOf(reply, c.what);
          break;
        }
        if (c.what === 'DATA') dataOpen = true;
      }
    }
    if (refusal) {
      // DATA taken after a refusal (a relay that ignores pipelining rules): closing is the only safe way out.
      if (dataOpen) this.fail(refusal);
      else if (refusal.responseCode === 421) this.fail(refusal);
      else await this.command('RSET', [250], 'RSET').catch(() => {});
      throw refusal;
    }
    const body = stuffDots(raw);
    const ending = body.length >= 2 && body[body.length - 2] === 0x0d && body[body.length - 1] === 0x0a;
    this.socket.cork();
    this.socket.write(body);
    this.socket.write(ending ? TERMINATOR : CRLF_TERMINATOR);
    this.socket.uncork();
    const accepted = await this.reply();
    this.sent++;
    if (accepted.code !== 250) {
      const err = refusalOf(accepted, 'message');
      if (accepted.code === 421) this.fail(err);
      throw err;
    }
  }

  /** Parked unused: no reply is awaited, so silence is no timeout (the pool's idle timer closes it). */
  rest() {
    this.socket.setTimeout(0);
  }

  wake() {
    this.socket.setTimeout(this.options.socketTimeoutMs);
  }

  quit() {
    if (!this.usable) return;
    this.unlisten(this.socket);
    this.socket.on('error', () => {});
    this.socket.end('QUIT\r\n');
    this.failure = new SmtpError('The connection was closed');
  }

  destroy(err: Error) {
    this.fail(err);
  }
}

function refusalOf(reply: Reply, what: string): SmtpError {
  return new SmtpError(`${what} refused: ${reply.text.replace(/\n/g, ' ')}`, reply.code);
}

function expectReply(reply: Reply, expect: number[], what: string): Reply {
  if (!expect.includes(reply.code)) throw refusalOf(reply, what);
  return reply;
}

const serverName = (host: string) => (net.isIP(host) ? undefined : host);

async function connect(relay: Relay, options: SmtpOptions): Promise<Connection> {
  const socket = relay.secure
    ? tls.connect({ host: relay.host, port: relay.port, servername: serverName(relay.host), ...options.tls })
    : net.connect({ host: relay.host, port: relay.port });
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new SmtpError('Connecting to the mail relay timed out', undefined, 'ETIMEDOUT'));
    }, options.connectionTimeoutMs);
    const refused = (err: Error) => {
      clearTimeout(timer);
      reject(new SmtpError(`Could not connect to the mail relay: ${err.message}`));
    };
    socket.once('error', refused);
    socket.once(relay.secure ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.off('error', refused);
      resolve();
    });
  });
  const connection = new Connection(socket, options);
  try {
    expectReply(await connection.reply(options.greetingTimeoutMs), [220], 'greeting');
    await connection.greet();
    if (!relay.secure && connection.has('STARTTLS')) {
      await connection.upgrade(relay);
      await connection.greet();
    }
    if (relay.user) await connection.login(relay);
    return connection;
  } catch (err) {
    connection.destroy(err as Error);
    throw err;
  }
}

interface Job {
  envelope: SmtpEnvelope;
  raw: Buffer;
  resolve(): void;
  reject(err: Error): void;
}

/** The pool: messages wait in one queue; up to `connections` senders take them in turn. */
export function createSmtpPool(url: string, options: SmtpOptions): SmtpPool {
  const relay = relayOf(url);
  const queue: Job[] = [];
  const idle: Connection[] = [];
  let senders = 0;
  let closed = false;

  const park = (connection: Connection) => {
    if (!connection.usable || closed) return connection.quit();
    connection.rest();
    idle.push(connection);
    connection.idleTimer = setTimeout(() => {
      const at = idle.indexOf(connection);
      if (at !== -1) idle.splice(at, 1);
      connection.quit();
    }, options.idleMs);
    connection.idleTimer.unref();
  };

  const takeIdle = (): Connection | null => {
    for (let c = idle.pop(); c; c = idle.pop()) {
      if (c.idleTimer) clearTimeout(c.idleTimer);
      if (c.usable) {
        c.wake();
        return c;
      }
    }
    return null;
  };

  async function sender() {
    let connection = takeIdle();
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        if (!connection?.usable || connection.sent >= options.maxMessages) {
          connection?.quit();
          try {
            connection = await connect(relay, options);
          } catch (err) {
            // The relay cannot be reached: everything waiting now fails alike (the outbox retries it later)
            // instead of each message waiting for its own connection attempt.
            connection = null;
            job.reject(err as Error);
            for (const waiting of queue.splice(0)) waiting.reject(err as Error);
            return;
          }
        }
        try {
          await connection.send(job.envelope, job.raw);
          job.resolve();
        } catch (err) {
          job.reject(err as Error);
        }
      }
      if (connection) park(connection);
    } finally {
      senders--;
    }
  }

  return {
    send(envelope, raw) {
      if (closed) return Promise.reject(new SmtpError('The mailer is closed'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ envelope, raw, resolve, reject });
        if (senders < options.connections) {
          senders++;
          void sender();
        }
      });
    },
    close() {
      closed = true;
      for (let c = takeIdle(); c; c = takeIdle()) c.quit();
    },
  };
}
