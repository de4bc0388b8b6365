import { ENDPOINT_SCHEMAS, type JobSearchResponse } from '@upstream/contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forWriting, serializerCompiler } from '../../../src/http/serializer.ts';

const writerOf = (schema: unknown, compiler: unknown = serializerCompiler) =>
  (compiler as (route: object) => (data: unknown) => string)({ schema, method: 'GET', url: '/x' });

const job = (id: number, extra: object = {}) => ({
  id,
  title: 'Senior Engineer, "Platform" \u2028 team',
  company: 'Acme',
  locations: [
    { city: 'New York', state: 'NY' },
    { city: 'Remote', state: null },
  ],
  url: `https://jobs.example.com/${id}`,
  formatted_date: '2026-11-20T10:00:00.000Z',
  industry: null,
  homepage_url: 'https://acme.example.com',
  saved: false,
  flagged: true,
  hidden: false,
  level: 'Senior',
  type: 'Full-time',
  function: 'Engineering',
  job_notes_count: 2,
  current_status: id % 2 ? 'Offer' : null,
  company_id: 7,
  company_saved: false,
  work_mode: 'hybrid',
  salary: id % 2 ? { min: 150_000, max: null, currency: 'USD', interval: 'year' } : null,
  ...extra,
});

describe('answers written from their schema', () => {
  const search = ENDPOINT_SCHEMAS.searchJobs.response[200];

  it('writes a page of jobs as zod did: the same JSON, undeclared fields left out', () => {
    const answer = {
      job_search_count: [[{ job_search_count: 41 }]],
      job_search: [[job(1, { listed_at: 'internal', posted_at: 'internal' }), job(2)]],
      publicLimitMessage: 'Sign up to see more',
    } as unknown as JobSearchResponse;
    const written = writerOf(search)(answer);
    expect(JSON.parse(written)).toEqual(JSON.parse(writerOf(search, zodSerializerCompiler)(answer)));
    expect(written).not.toContain('internal');
  });

  it('refuses an answer missing a required field, as zod did', () => {
    const { title: _title, ...untitled } = job(3);
    const answer = { job_search_count: [[{ job_search_count: 1 }]], job_search: [[untitled]] };
    expect(() => writerOf(search)(answer)).toThrow();
  });

  it("writes the refusal past the visitors' limit, with its flag, as zod did", () => {
    const refusal = ENDPOINT_SCHEMAS.searchJobs.response[403];
    const answer = {
      isPublicLimit: true,
      error: { code: 'public_limit', message: 'Sign up', fields: undefined },
    };
    expect(JSON.parse(writerOf(refusal)(answer))).toEqual({
      isPublicLimit: true,
      error: { code: 'public_limit', message: 'Sign up' },
    });
  });

  it('leaves an answer with a date to zod, which writes it as it declares', () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-11-26T10:00:00.000Z');
    expect(JSON.parse(writerOf(schema)({ at }))).toEqual({ at: at.toISOString() });
  });

  it('makes a nullable enum one list of types, and keeps a choice between objects', () => {
    expect(forWriting({ anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] })).toEqual({
      type: ['string', 'null'],
    });
    const objects = { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] };
    expect(forWriting(objects)).toEqual(objects);
  });

  it('writes every answer the contract declares that JSON Schema can describe', () => {
    let written = 0;
    for (const endpoint of Object.values(ENDPOINT_SCHEMAS) as { response?: Record<string, unknown> }[]) {
      for (const schema of Object.values(endpoint.response ?? {})) {
        expect(() => writerOf(schema)).not.toThrow();
        written++;
      }
    }
    expect(written).toBeGreaterThan(100);
  });
});
