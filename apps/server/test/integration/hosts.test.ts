import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, TEST_ORIGIN } from '../helpers/app.ts';

// The Host a browser sends is the name it looked up: another site that rebinds its own name to this machine
// sends its own name, so answering only the names the service goes by closes DNS rebinding.
describe('Host allowlist', () => {
  it('refuses a request named for another host before any route, the development outbox included', async () => {
    const { app } = await createTestApp();
    for (const url of [
      '/api/dev/mailbox',
      '/api/dev/mailbox/1',
      '/api/current_user',
      '/healthz',
      '/nowhere',
    ]) {
      const res = await app.inject({ url, headers: { host: 'evil.example' }, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(421);
      expect(res.json().error.code).toBe('unknown_host');
    }
    // A rebinding page posting with Origin = Host passes no Origin check any more: the Host stops it first.
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/magic',
      headers: {
        host: 'evil.example:3000',
        origin: 'http://evil.example:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=dev%40example.com',
    });
    expect(signIn.statusCode).toBe(421);
    // The names a developer uses on this machine still work.
    for (const host of ['localhost:3000', '127.0.0.1:4380', '[::1]:3000', 'localhost']) {
      const res = await app.inject({
        url: '/api/dev/mailbox',
        headers: { host },
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('answers in production only at PUBLIC_URL’s host (and ALLOWED_HOSTS), never a loopback name', async () => {
    const { app } = await createTestApp({
      env: { ...PRODUCTION_ENV, ALLOWED_HOSTS: 'upstream.internal:3000' },
    });
    const status = async (host: string) =>
      (await app.inject({ url: '/healthz', headers: { host } })).statusCode;
    expect(await status(new URL(TEST_ORIGIN).host)).toBe(200);
    expect(await status('upstream.internal:3000')).toBe(200);
    expect(await status('localhost:8080')).toBe(421);
    expect(await status('127.0.0.1')).toBe(421);
    expect(await status('evil.example')).toBe(421);
  });
});

describe('forwarded addresses', () => {
  it('ignores a malformed X-Forwarded-For from a trusted proxy: never stored, logged or a failure', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const { app, deps } = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' }, deps: { logger } });
    const signIn = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/magic',
        remoteAddress: '10.1.2.3',
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-for': forwardedFor,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `email=${encodeURIComponent(`xff${forwardedFor.length}@example.com`)}`,
      });
    const bare = await signIn('not-an-ip');
    expect(bare.statusCode).toBe(200);
    const chained = await signIn('not-an-ip, 203.0.113.9');
    expect(chained.statusCode).toBe(200);
    const stored = await deps.db
      .selectFrom('login_tokens')
      .select(['email', 'requested_ip'])
      .orderBy('email')
      .execute();
    // The proxy's own address stands in for a malformed client address; a good one further in is kept.
    expect(stored.map((row) => [row.email, String(row.requested_ip)])).toEqual([
      ['xff22@example.com', '203.0.113.9'],
      ['xff9@example.com', '10.1.2.3'],
    ]);
    expect(lines.join('')).not.toContain('not-an-ip');
    expect(lines.join('')).toContain('"remoteAddress":"10.1.2.3"');
  });
});
