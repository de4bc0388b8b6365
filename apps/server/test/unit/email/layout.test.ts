import { describe, expect, it } from 'vitest';
import { renderEmailLayout } from '../../../src/modules/email/layout.ts';

const config = { publicUrl: 'https://upstream.example' };

describe('email layout', () => {
  it('wraps content in a responsive page with a button, a footer and a plain-text twin', () => {
    const email = renderEmailLayout(config, {
      title: 'Sign in to Upstream',
      preheader: 'Your link is inside',
      html: '<p>Open the link below.</p>',
      text: 'Open the link below.',
      action: { label: 'Sign in', url: 'https://upstream.example/auth/confirm?token=a&b=1' },
      reason: 'You asked for a sign-in link.',
      unsubscribe: [
        { label: 'Unsubscribe from all email', url: 'https://upstream.example/unsubscribe?token=t' },
      ],
    });
    expect(email.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(email.html).toContain('@media (max-width:620px)');
    expect(email.html).toContain('href="https://upstream.example/auth/confirm?token=a&amp;b=1"');
    expect(email.html).toContain('Your link is inside');
    expect(email.html).toContain('Unsubscribe from all email');
    expect(email.text).toBe(
      [
        'Sign in to Upstream',
        '',
        'Open the link below.',
        '',
        'Sign in: https://upstream.example/auth/confirm?token=a&b=1',
        '',
        '--',
        'You asked for a sign-in link.',
        'Unsubscribe from all email: https://upstream.example/unsubscribe?token=t',
        'Upstream: https://upstream.example',
        '',
      ].join('\n'),
    );
  });

  it('escapes text that comes from people', () => {
    const email = renderEmailLayout(config, { title: '<script>alert(1)</script> jobs', html: '', text: '' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; jobs');
  });
});
