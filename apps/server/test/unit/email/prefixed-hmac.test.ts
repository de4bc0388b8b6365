import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixedHmac } from '../../../src/modules/email/signed-links.ts';

describe('the digest links’ signer', () => {
  it('gives exactly HMAC-SHA256 for any key, prefix and message', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (key, prefix, rest) => {
          const expected = createHmac('sha256', key).update(`${prefix}${rest}`).digest();
          expect(prefixedHmac(key, prefix)(rest).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    const longKey = randomBytes(100).toString('hex');
    const sign = prefixedHmac(longKey, 'click-job\n7\n');
    for (const job of ['1', '42', '123456'])
      expect(sign(job).equals(createHmac('sha256', longKey).update(`click-job\n7\n${job}`).digest())).toBe(
        true,
      );
  });
});
