import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardFetchError, createHttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import { boardBaseUrl } from '../../../src/modules/ingestion/connectors/urls.ts';

// A stand-in board on this machine (named as the configured ATS address, so it may be reached) that redirects
// wherever a test asks: to a private address, to a name that resolves to one, or to itself.
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (to) {
      res.writeHead(302, { location: to });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jobs: [], path: url.pathname }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createHttpClient({ retries: 0, allowPrivateHosts: [`127.0.0.1:${port}`] });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => err as BoardFetchError,
  );

describe('requests to job boards', () => {
  it('follow a redirect on the configured host', async () => {
    const res = await client().json(
      `http://127.0.0.1:${port}/start?to=${encodeURIComponent(`http://127.0.0.1:${port}/landed`)}`,
    );
    expect(res).toEqual({ jobs: [], path: '/landed' });
  });

  it('refuse a redirect to a private, loopback or metadata address', async () => {
    for (const to of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/internal',
      `http://127.0.0.2:${port}/other-loopback`,
      'http://[::1]/',
      `http://localhost:${port}/by-name`,
      'file:///etc/passwd',
    ]) {
      const err = await failure(client().json(`http://127.0.0.1:${port}/start?to=${encodeURIComponent(to)}`));
      expect(err, to).toBeInstanceOf(BoardFetchError);
      expect(err.message, to).toMatch(/^Refused to (connect to|follow)/);
    }
  });

  it('reach the configured host only on its configured port', async () => {
    // Another port of the same machine is another service (a database, an admin page): refused, directly or
    // by redirect, before any connection.
    for (const url of [
      `http://127.0.0.1:${port + 1}/`,
      'http://127.0.0.1/',
      `http://127.0.0.1:${port}/start?to=${encodeURIComponent(`http://127.0.0.1:${port + 1}/admin`)}`,
    ]) {
      const err = await failure(client().json(url));
      expect(err.message, url).toMatch(
        /^Refused to connect to 127\.0\.0\.1(:\d+)?: it is a private or local address\.$/,
      );
    }
    expect(await client().json(`http://127.0.0.1:${port}/ok`)).toEqual({ jobs: [], path: '/ok' });
  });

  it('refuse a name that resolves to a private address (not only literal ones)', async () => {
    // localhost is a name here: it is resolved, found local, and refused before any connection.
    const err = await failure(createHttpClient({ retries: 0 }).json(`http://localhost:${port}/`));
    expect(err.message).toMatch(/Refused to connect to localhost/);
  });

  it('refuse without the configured exception: a board on this machine is not reachable by default', async () => {
    const err = await failure(createHttpClient({ retries: 0 }).json(`http://127.0.0.1:${port}/`));
    expect(err.message).toBe('Refused to connect to 127.0.0.1: it is a private or local address.');
  });

  it('keep a board token on its ATS’s own domain', () => {
    expect(boardBaseUrl('https://{host}.myworkdayjobs.com', 'acme.wd5/External')).toBe(
      'https://acme.wd5.myworkdayjobs.com',
    );
    expect(boardBaseUrl('https://{token}.recruitee.com', 'acme')).toBe('https://acme.recruitee.com');
    for (const [template, token] of [
      ['https://{host}.myworkdayjobs.com', 'evil.example#.wd1/site'],
      ['https://{host}.myworkdayjobs.com', 'evil.example?.wd1/site'],
      ['https://{host}.myworkdayjobs.com', 'x@evil.example/site'],
    ] as const)
      expect(() => boardBaseUrl(template, token), token).toThrow(/is not a board token of this ATS/);
  });
});
