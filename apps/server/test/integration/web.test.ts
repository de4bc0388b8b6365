import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';

function fakeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Upstream</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('serving the web client', () => {
  it('answers every screen route with the client and never caches it', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: fakeDist() });
    for (const url of [
      '/',
      '/job-search/3',
      '/onboarding/job-search/city',
      '/invite-signup/abc',
      '/login?next=x',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: fakeDist() });
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives unknown pages the client with a 404, and unknown API paths a JSON 404', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: fakeDist() });
    const page = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const apiCall = await app.inject({ method: 'GET', url: '/api/get/nothing' });
    expect(apiCall.statusCode).toBe(404);
    expect(apiCall.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('sends security headers', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: fakeDist() });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
