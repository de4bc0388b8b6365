import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPrefix, gzipWithSuffix } from '../../../src/lib/gzip-prefix.ts';

describe('gzip with a shared, precompressed prefix', () => {
  it('decompresses to the prefix followed by each suffix', async () => {
    const shared = await gzipPrefix(`{"company":[${'{"id":1,"value":"Acme Ünïcode"},'.repeat(5000)}{}],`);
    for (const suffix of ['"hidden_jobs_count":0}', '"saved_searches":[[{"name":"Müller"}]]}', '']) {
      expect(gunzipSync(gzipWithSuffix(shared, suffix)).toString()).toBe(shared.text + suffix);
    }
  });

  it('keeps the shared part small and independent of the suffix', async () => {
    const shared = await gzipPrefix('x'.repeat(100_000));
    const a = gzipWithSuffix(shared, 'a');
    expect(a.length).toBeLessThan(1_000);
    // incompressible input still round-trips
    const noise = await gzipPrefix(randomBytes(50_000).toString('base64'));
    expect(gunzipSync(gzipWithSuffix(noise, '!')).toString()).toBe(`${noise.text}!`);
  });
});
