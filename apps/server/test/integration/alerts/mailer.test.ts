import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app.ts';
import { type MailSink, startMailSink } from '../../helpers/mail-sink.ts';

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink.close();
});

describe('mailer', () => {
  it('sends over a few pooled SMTP connections, not one per email', async () => {
    const { deps } = await createTestApp({ env: { SMTP_URL: sink.url } });
    const count = 40;
    const sent = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        deps.mailer.send({
          to: `pool-${i}@example.com`,
          subject: `Pooled ${i}`,
          html: `<p>Message ${i} · café</p>`,
          text: `Message ${i} · café`,
          category: 'notification',
        }),
      ),
    );
    expect(sent.every((s) => s.status === 'sent')).toBe(true);
    const received = sink.messages.filter((m) => m.to[0]?.startsWith('pool-'));
    expect(received).toHaveLength(count);
    // Both parts arrive intact through the natively encoded body parts.
    const third = received.find((m) => m.subject === 'Pooled 3')!;
    expect(third.text.trim()).toBe('Message 3 · café');
    expect(third.html).toContain('<p>Message 3 · café</p>');
    expect(sink.connections()).toBeLessThanOrEqual(8);
  });
});
