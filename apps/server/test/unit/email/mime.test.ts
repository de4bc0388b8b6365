import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { composeMessage } from '../../../src/modules/email/mime.ts';

describe('composeMessage', () => {
  const fields = {
    from: 'Upstream <hello@upstream.example>',
    replyTo: 'Upstream support <support@upstream.example>',
    to: 'zoë@example.com',
    subject: 'Café “jobs”: 3 new jobs',
    html: `<p>Café · jobs</p>\n${'<tr><td>Senior engineer · Austin, TX</td></tr>\n'.repeat(40)}`,
    text: `Café · jobs\n${'- Senior engineer\n  Austin, TX\n'.repeat(40)}`,
    headers: { 'List-Unsubscribe': '<https://upstream.example/u?token=1.2.abc>' },
    messageId: '<email-7@upstream.example>',
  };
  // The boundary is random and Date is the time of building: the same in both once named alike.
  const comparable = (message: string) => {
    const boundary = /boundary="([^"]+)"/.exec(message)?.[1] ?? 'none';
    return message.replaceAll(boundary, 'BOUNDARY').replace(/^Date: .*$/m, 'Date: DATE');
  };
  // What nodemailer streams for the same fields with the parts given whole: base64 in lines of 76, CRLF between.
  const part = (type: string, body: string) =>
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${(
      Buffer.from(body, 'utf8')
        .toString('base64')
        .match(/.{1,76}/g) ?? []
    ).join('\r\n')}`;
  const nodemailers = (f: typeof fields) =>
    new MailComposer({
      ...f,
      html: { raw: part('text/html', f.html) },
      text: { raw: part('text/plain', f.text) },
    })
      .compile()
      .build();

  it('is byte for byte the message nodemailer streams for the same fields, with its envelope', async () => {
    const composed = composeMessage(fields);
    expect(comparable(composed.raw.toString())).toBe(comparable((await nodemailers(fields)).toString()));
    expect(composed.envelope).toEqual({ from: 'hello@upstream.example', to: ['zoë@example.com'] });
    expect(composed.raw.toString()).toContain('Message-ID: <email-7@upstream.example>');
  });

  it('matches it too for a long subject in any script and no Reply-To', async () => {
    const { replyTo: _, ...rest } = fields;
    const long = {
      ...rest,
      subject: `Ingénieur·e logiciel « senior » à Montréal, ${'très '.repeat(20)}: 50 new jobs`,
    };
    expect(comparable(composeMessage(long).raw.toString())).toBe(
      comparable((await nodemailers(long as typeof fields)).toString()),
    );
  });

  it('holds both bodies exactly, in base64 lines of at most 76 characters', () => {
    const raw = composeMessage(fields).raw.toString();
    const boundary = /boundary="([^"]+)"/.exec(raw)![1]!;
    const parts = raw.split(`--${boundary}`).slice(1, 3);
    const bodies = parts.map((p) => p.split('\r\n\r\n')[1]!.trim());
    for (const body of bodies)
      for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(bodies.map((b) => Buffer.from(b.replaceAll('\r\n', ''), 'base64').toString('utf8'))).toEqual([
      fields.text,
      fields.html,
    ]);
  });

  it('writes an empty body as nodemailer does', async () => {
    const empty = { ...fields, text: '', html: '' };
    expect(comparable(composeMessage(empty).raw.toString())).toBe(
      comparable((await nodemailers(empty)).toString()),
    );
  });
});
