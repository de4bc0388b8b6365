import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../src/lib/clock.ts';
import { gzipWithSuffix } from '../../../src/lib/gzip-prefix.ts';
import { createOptionsBody } from '../../../src/modules/job-search/options-body.ts';

/** A shared cache holding the lists as computed at `computedAt`, counting the whole values it hands over. */
const setup = () => {
  const clock = createTestClock();
  const cache = {
    computedAt: '2026-01-15T11:55:00.000Z',
    company: ['Acme'],
    entries: 0,
    failNext: false,
  };
  const body = createOptionsBody({
    clock,
    computedAt: async () => cache.computedAt,
    entry: async () => {
      cache.entries += 1;
      // The value arrives after a moment, as a row read from the table does.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (cache.failNext) {
        cache.failNext = false;
        throw new Error('connection lost');
      }
      return { value: { company: [cache.company] }, computedAt: cache.computedAt };
    },
  });
  const text = async () => gunzipSync(gzipWithSuffix(await body(), '"x":1}')).toString();
  return { clock, cache, body, text };
};

describe('the search inputs’ shared bytes', () => {
  it('are made once for all the requests that find the lists new at the same time', async () => {
    const { cache, body, text } = setup();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => body()));
    expect(cache.entries).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(await text()).toBe('{"company":[["Acme"]],"x":1}');
  });

  it('are kept while the lists are the same, and made once again when they change', async () => {
    const { clock, cache, body, text } = setup();
    await body();
    clock.advance(60_000);
    await Promise.all(Array.from({ length: 5 }, () => body()));
    expect(cache.entries).toBe(1);

    cache.computedAt = '2026-01-15T12:05:00.000Z';
    cache.company = ['Acme', 'Globex'];
    clock.advance(60_000);
    await Promise.all(Array.from({ length: 20 }, () => body()));
    expect(cache.entries).toBe(2);
    expect(await text()).toBe('{"company":[["Acme","Globex"]],"x":1}');
  });

  it('are tried again by the next request when making them failed', async () => {
    const { cache, body, text } = setup();
    cache.failNext = true;
    const failed = await Promise.allSettled([body(), body(), body()]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(cache.entries).toBe(1);
    expect(await text()).toBe('{"company":[["Acme"]],"x":1}');
    expect(cache.entries).toBe(2);
  });
});
