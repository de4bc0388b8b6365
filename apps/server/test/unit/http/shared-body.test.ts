import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION } from '../../../src/http/compression.ts';
import { sendSharedAnswer } from '../../../src/http/shared-body.ts';

// A shared answer is written and compressed once (decision 0016), and must reach every client exactly as the
// compression plugin would have sent it: same encoding, same headers, same JSON.

const answerOf = (jobs: number) => ({
  job_search_count: [[{ job_search_count: jobs }]],
  job_search: [
    Array.from({ length: jobs }, (_, i) => ({
      id: i + 1,
      title: `Senior Engineer ${i} “Platform” é`,
      url: `https://jobs.example.com/${i}`,
    })),
  ],
});
// Below the 1 KB threshold, a page of twenty jobs (some 15 KB), and one past the one-call limit (64 KB).
const ANSWERS = { small: answerOf(2), page: answerOf(150), large: answerOf(1200) };

const app = Fastify();
beforeAll(async () => {
  await app.register(fastifyCompress, COMPRESSION);
  // The plugin's own way: the object serialised and compressed for this request alone.
  app.get<{ Params: { size: keyof typeof ANSWERS } }>(
    '/plain/:size',
    async (request) => ANSWERS[request.params.size],
  );
  app.get<{ Params: { size: keyof typeof ANSWERS } }>('/shared/:size', async (request, reply) =>
    sendSharedAnswer(request, reply, ANSWERS[request.params.size]),
  );
  // A route that already varies by something else.
  app.get('/plain-vary', async (_request, reply) => reply.header('vary', 'origin').send(ANSWERS.page));
  app.get('/shared-vary', async (request, reply) =>
    sendSharedAnswer(request, reply.header('vary', 'origin'), ANSWERS.page),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const HEADERS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'BR' },
  { 'accept-encoding': 'x-gzip' },
  { 'accept-encoding': '*' },
  { 'accept-encoding': 'identity' },
  { 'accept-encoding': 'deflate' },
  { 'accept-encoding': 'br;q=0, gzip' },
  { 'accept-encoding': 'gzip;q=1, br;q=0.5' },
  { 'accept-encoding': 'gzip, br', 'x-no-compression': '1' },
];

describe('an answer shared by many requests', () => {
  for (const size of Object.keys(ANSWERS) as (keyof typeof ANSWERS)[]) {
    for (const headers of HEADERS) {
      it(`goes out as the plugin sends it: ${size} answer, ${JSON.stringify(headers)}`, async () => {
        const plain = await get(`/plain/${size}`, headers);
        // Twice: the second is served from the bytes kept with the answer.
        for (const shared of [await get(`/shared/${size}`, headers), await get(`/shared/${size}`, headers)]) {
          expect(shared.statusCode).toBe(200);
          expect(decoded(shared)).toBe(decoded(plain));
          expect(JSON.parse(decoded(shared))).toEqual(ANSWERS[size]);
          for (const name of [
            'content-type',
            'content-encoding',
            'vary',
            'content-length',
            'transfer-encoding',
          ])
            expect([name, shared.headers[name]]).toEqual([name, plain.headers[name]]);
        }
      });
    }
  }

  it('adds accept-encoding to what a route already varies by, as the plugin does', async () => {
    const headers = { 'accept-encoding': 'br' };
    const plain = await get('/plain-vary', headers);
    const shared = await get('/shared-vary', headers);
    expect(plain.headers.vary).toBe('origin, accept-encoding');
    expect(shared.headers.vary).toBe(plain.headers.vary);
    expect(decoded(shared)).toBe(decoded(plain));
  });

  it('is plain JSON to a client that takes no compression, after others were sent its compressed bytes', async () => {
    const answer = answerOf(40);
    const sharedApp = Fastify();
    await sharedApp.register(fastifyCompress, COMPRESSION);
    sharedApp.get('/', async (request, reply) => sendSharedAnswer(request, reply, answer));
    const br = await sharedApp.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const gzip = await sharedApp.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    const none = await sharedApp.inject({ url: '/' });
    await sharedApp.close();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(answer);
    expect(JSON.parse(decoded(br))).toEqual(answer);
    expect(JSON.parse(decoded(gzip))).toEqual(answer);
  });
});
