import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { base64Part, composeMessage } from '../../../src/modules/email/mime.ts';

describe('base64Part', () => {
  it('holds the body exactly, in lines of at most 76 characters', () => {
    const body = `Café “Upstream” · ${'jobs '.repeat(200)}\n— end`;
    const part = base64Part('text/plain; charset=utf-8', body);
    const [head, encoded] = part.split('\r\n\r\n');
    expect(head).toBe('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64');
    const lines = encoded!.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(76);
    expect(Buffer.from(lines.join(''), 'base64').toString('utf8')).toBe(body);
  });

  it('writes an empty body as an empty part', () => {
    expect(base64Part('text/html; charset=utf-8', '')).toBe(
      'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n',
    );
  });
});

describe('composeMessage', () => {
  const fields = {
    from: 'Upstream <hello@upstream.example>',
    replyTo: 'Upstream support <support@upstream.example>',
    to: 'zoë@example.com',
    subject: 'Café “jobs”: 3 new jobs',
    html: base64Part('text/html; charset=utf-8', '<p>Café · jobs</p>'),
    text: base64Part('text/plain; charset=utf-8', 'Café · jobs'),
    headers: { 'List-Unsubscribe': '<https://upstream.example/u?token=1.2.abc>' },
    messageId: '<email-7@upstream.example>',
  };
  // The boundary is random and Date is the time of building: the same in both once named alike.
  const comparable = (message: string) => {
    const boundary = /boundary="([^"]+)"/.exec(message)?.[1] ?? 'none';
    return message.replaceAll(boundary, 'BOUNDARY').replace(/^Date: .*$/m, 'Date: DATE');
  };

  it('is byte for byte the message nodemailer streams for the same fields, with its envelope', async () => {
    const composed = composeMessage(fields);
    const streamed = await new MailComposer({
      ...fields,
      html: { raw: fields.html },
      text: { raw: fields.text },
    })
      .compile()
      .build();
    expect(comparable(composed.raw.toString())).toBe(comparable(streamed.toString()));
    expect(composed.envelope).toEqual({ from: 'hello@upstream.example', to: ['zoë@example.com'] });
    expect(composed.raw.toString()).toContain('Message-ID: <email-7@upstream.example>');
  });
});
