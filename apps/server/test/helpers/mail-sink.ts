import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: Date;
}

export interface MailSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** SMTP connections opened so far (a pooled sender reuses a few). */
  connections(): number;
  /** Wait until a message matching `predicate` arrives (polls; rejects after `timeoutMs`). */
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuse (true) or accept (false) mail, to test delivery while the relay is down. */
  setRejecting(rejecting: boolean): void;
  close(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? ''));

/** A real SMTP server on a free local port that keeps what it receives (tests and end-to-end runs). */
export async function startMailSink(): Promise<MailSink> {
  const messages: ReceivedMail[] = [];
  let rejecting = false;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, cb) {
      connections += 1;
      cb();
    },
    onMailFrom(_address, _session, cb) {
      if (rejecting) return cb(Object.assign(new Error('Service unavailable'), { responseCode: 421 }));
      cb();
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const [k, v] of parsed.headers) headers[k] = typeof v === 'string' ? v : JSON.stringify(v);
          messages.push({
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            receivedAt: new Date(),
          });
          cb();
        })
        .catch((err: Error) => cb(err));
    },
  });
  // A sender that dies mid-conversation (a killed worker) resets its connection: that is its failure, not ours.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    setRejecting: (value) => {
      rejecting = value;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('No matching email arrived in time');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
