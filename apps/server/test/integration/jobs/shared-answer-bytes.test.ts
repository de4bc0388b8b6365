import zlib from 'node:zlib';
import type { Job } from '@upstream/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CACHE_PREFIX } from '../../../src/modules/job-search/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { createCompany, createJob } from './factory.ts';

// A visitor's shared answer is written and compressed once and kept with the answer (decision 0016): every client
// still gets the same JSON in the encoding it asked for, and a member's answer never comes from those bytes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.deps.db, { name: 'Bytes Co', slug: 'bytes-co' });
  for (let i = 0; i < 12; i += 1)
    await createJob(t.deps.db, company, { title: `Platform Engineer ${i}`, firstSeenAt: t.clock.now() });
  await t.deps.searchCache.invalidate(SEARCH_CACHE_PREFIX);
});

const BODY = { company: ['bytes-co'], pageSize: 20 };

const search = (headers: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN, ...headers, ...(cookie ? { cookie } : {}) },
    payload: BODY,
  });

function answerOf(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const encoding = res.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload).toString('utf8')
      : encoding === 'gzip'
        ? zlib.gunzipSync(res.rawPayload).toString('utf8')
        : res.rawPayload.toString('utf8');
  return JSON.parse(text) as { job_search: Job[][]; job_search_count: { job_search_count: number }[][] };
}
const titlesOf = (res: LightMyRequestResponse) => answerOf(res).job_search[0]?.map((j) => j.title);

describe('a visitor’s shared answer, sent from its kept bytes', () => {
  it('reaches brotli, gzip and plain clients as the same JSON, with the headers of any other answer', async () => {
    const br = await search({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await search({ 'accept-encoding': 'gzip' });
    const plain = await search({});
    const brAgain = await search({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brAgain.headers['content-encoding']).toBe('br');
    for (const res of [br, gzip, brAgain]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    expect(plain.headers.vary).toBeUndefined();
    expect(plain.json().job_search_count).toEqual([[{ job_search_count: 12 }]]);
    for (const res of [br, gzip, brAgain]) expect(answerOf(res)).toEqual(plain.json());
    for (const res of [br, gzip, plain, brAgain]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('is never what a member receives, and a member’s answer never becomes the visitors’', async () => {
    const member = await createSignedInUser(t.deps);
    const [hidden] = answerOf(await search({ 'accept-encoding': 'br' })).job_search[0] ?? [];
    if (!hidden) throw new Error('the visitor’s answer has no jobs');
    await t.deps.db
      .insertInto('user_jobs')
      .values({ user_id: member.id, job_id: hidden.id, hidden: true })
      .execute();

    // The visitor's answer (and its compressed bytes) is kept for a few seconds; the member's is theirs.
    const forMember = await search({ 'accept-encoding': 'br' }, member.cookie);
    expect(forMember.headers['content-encoding']).toBe('br');
    expect(titlesOf(forMember)).not.toContain(hidden.title);
    expect(titlesOf(forMember)).toHaveLength(11);
    expect(titlesOf(await search({ 'accept-encoding': 'br' }))).toContain(hidden.title);
    expect(titlesOf(await search({}))).toContain(hidden.title);
    expect(titlesOf(await search({}, member.cookie))).not.toContain(hidden.title);
  });
});
