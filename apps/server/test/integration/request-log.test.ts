import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/log-redaction.ts';
import { createTestApp } from '../helpers/app.ts';
import { createSignedInUser } from '../helpers/users.ts';

function webDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Upstream</title><div id="root"></div>');
  return dir;
}

describe('request logs', () => {
  it('never hold the secrets a URL carries: sign-in tokens, calendar feeds, unsubscribe tokens, signatures', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const { app, deps } = await createTestApp({ serveWeb: true, webDistDir: webDist(), deps: { logger } });
    const member = await createSignedInUser(deps);
    const feed = await app.inject({
      method: 'GET',
      url: '/api/get/calendar-feed',
      headers: { cookie: member.cookie },
    });
    const feedPath = new URL(feed.json().url).pathname;
    const feedSecret = feedPath.split('/').pop() ?? '';
    expect(feedSecret.length).toBeGreaterThan(10);

    const secrets = ['SIGNINTOKEN123456', 'UNSUBTOKEN987654', 'CLICKSIG55555', 'INVITECODE7777', feedSecret];
    for (const url of [
      '/auth/confirm?token=SIGNINTOKEN123456',
      '/unsubscribe?token=UNSUBTOKEN987654',
      '/api/email/unsubscribe?token=UNSUBTOKEN987654',
      '/api/email/click/1/jobs/2?sig=CLICKSIG55555',
      '/invite-signup/INVITECODE7777',
      feedPath,
    ])
      await app.inject({ method: 'GET', url });

    const log = lines.join('');
    expect(log).toContain('/auth/confirm?token=[redacted]');
    expect(log).toContain('/api/calendar/[redacted]');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('keep the rest of a URL readable', () => {
    expect(redactUrl('/job-search?city=Austin%7CTX&token=abc&page=2')).toBe(
      '/job-search?city=Austin%7CTX&token=[redacted]&page=2',
    );
    expect(redactUrl('/auth/google/callback?code=xyz&state=s1&iss=https%3A%2F%2Fidp')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp',
    );
    expect(redactUrl('/api/post/jobs')).toBe('/api/post/jobs');
  });
});
