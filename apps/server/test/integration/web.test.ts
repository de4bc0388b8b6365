import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SCREENS } from '@upstream/contract';
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

/** Addresses a visitor may type for a screen's path: its parameters filled in, a wildcard screen with and without a rest. */
function visitsOf(path: string): string[] {
  const filled = path.replace(/:\w+/g, 'abc123');
  return filled.endsWith('/*') ? [filled.slice(0, -2), `${filled.slice(0, -1)}some/section`] : [filled];
}

describe('serving the web client', () => {
  it('answers a direct visit to every screen of the table with the client (the console included)', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: fakeDist() });
    const visits = SCREENS.flatMap((screen) => visitsOf(screen.path));
    expect(visits).toContain('/admin/some/section');
    for (const url of visits) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
    for (const url of ['/admin', '/admin/boards', '/admin/members']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const unknown = await app.inject({ method: 'GET', url: '/no-such-screen/at/all' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

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
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps API answers out of shared caches', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: fakeDist() });
    for (const url of ['/api/current_user', '/api/get/client-config', '/api/get/total-counts']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
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

  it("sends a hashed asset the headers that apply to it, without a page's", async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: fakeDist() });
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(asset.headers[pageOnly], pageOnly).toBeUndefined();
    // A page keeps them all, and so does a file outside the hashed assets.
    for (const url of ['/', '/favicon.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});

describe('compressed delivery', () => {
  const script = `${'export const answer = "upstream";\n'.repeat(200)}`;
  function compressedDist(): string {
    const dir = fakeDist();
    const file = path.join(dir, 'assets', 'app-def456.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>Upstream</title><div id="root"></div>${'<!-- -->'.repeat(200)}`,
    );
    return dir;
  }

  it('sends a built asset precompressed in the encoding the browser accepts, as it was built', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: compressedDist() });
    const url = '/assets/app-def456.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses pages and API answers above 1 KB, and leaves small ones alone', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: compressedDist() });
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const docs = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).openapi).toBeDefined();
    // An answer that encodes itself (the search inputs, gzipped once and kept) is not compressed twice.
    const inputs = await app.inject({
      method: 'GET',
      url: '/api/get/jobs-search-inputs',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(inputs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(inputs.rawPayload).toString())).toHaveProperty('hidden_jobs_count');
    const small = await app.inject({
      method: 'GET',
      url: '/api/get/client-config',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().version).toBeDefined();
  });
});
